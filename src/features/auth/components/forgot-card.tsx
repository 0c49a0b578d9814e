import Button from '@mui/material/Button';
import { validateForgot } from '../../../../engine/auth/rules';
import { cardTexts } from '../../../../engine/auth/texts';
import { FormField } from '../../../components/form/form-field';
import { useToast } from '../../../components/toast/toast-context';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useNavigationState } from '../../../lib/navigation-state';
import { fallbackSuccess, successText } from '../../../lib/success-messages';
import { useForgotPassword } from '../api/forgot-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { CardLink } from './card-link';

/** Forgot password (SPEC 2): the email to send a reset link to; a success toast says it is on its way. */
export function ForgotCard() {
  const texts = cardTexts.forgot;
  const { username = '', answers } = useNavigationState();
  const form = useAuthForm({ username }, validateForgot);
  const { trigger, isMutating } = useForgotPassword();
  const toast = useToast();
  const showError = useErrorToast(toastLabels.forgot);

  const onValid = async (values: { username: string }) => {
    try {
      const response = await trigger(values);
      toast.show({
        variant: 'success',
        label: toastLabels.success,
        message: successText(response, fallbackSuccess.forgot),
      });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <AuthCard
      title={texts.title}
      description={texts.description}
      footer={
        <span>
          {texts.footerPrompt}{' '}
          <CardLink to="/login" answers={answers}>
            {texts.footerLink}
          </CardLink>
        </span>
      }
    >
      <AuthForm label={texts.title} formRef={form.formRef} onSubmit={form.handleSubmit(onValid)}>
        <FormField
          {...form.fieldProps('username')}
          label={cardTexts.emailLabel}
          type="email"
          autoComplete="email"
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isMutating}>
          {texts.submit}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
