import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { passwordRequirements, validateSignup } from '../../../../engine/auth/rules';
import { cardTexts } from '../../../../engine/auth/texts';
import { FormField } from '../../../components/form/form-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordRequirements } from '../../../components/form/password-requirements';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { type NavigationState, useNavigationState } from '../../../lib/navigation-state';
import { fallbackSuccess, successText } from '../../../lib/success-messages';
import { useSignup } from '../api/signup';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { CardLink } from './card-link';

const REQUIREMENTS_ID = 'password-requirements';

/** Sign-up (SPEC 2): email, password and the live list of password requirements. */
export function SignupCard() {
  const texts = cardTexts.signup;
  const { answers } = useNavigationState();
  const navigate = useNavigate();
  const form = useAuthForm({ username: '', password: '' }, validateSignup);
  const { trigger, isMutating } = useSignup();
  const showError = useErrorToast(toastLabels.signup);
  const passwordInvalid = form.errorsFor('password').length > 0;

  const onValid = async (values: { username: string; password: string }) => {
    try {
      const response = await trigger(values);
      const state: NavigationState = {
        username: values.username,
        successMessage: successText(response, fallbackSuccess.signup),
        answers,
      };
      navigate('/confirm', { state });
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
        <PasswordField
          {...form.fieldProps('password')}
          errors={[]}
          invalid={passwordInvalid}
          label={cardTexts.passwordLabel}
          autoComplete="new-password"
          describedBy={REQUIREMENTS_ID}
        />
        <PasswordRequirements
          id={REQUIREMENTS_ID}
          requirements={passwordRequirements(form.values.password)}
          showErrors={passwordInvalid}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isMutating}>
          {texts.submit}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
