import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isEmail, validateConfirm } from '../../../../engine/auth/rules';
import { cardTexts } from '../../../../engine/auth/texts';
import { FormField } from '../../../components/form/form-field';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { type NavigationState, useNavigationState } from '../../../lib/navigation-state';
import { fallbackSuccess, successText } from '../../../lib/success-messages';
import { useConfirm } from '../api/confirm';
import { useAuthForm } from '../hooks/use-auth-form';
import { mergeMessages, useResendCode } from '../hooks/use-resend-code';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { CardLink } from './card-link';
import { TextWithEmail } from './text-with-email';

/**
 * Confirm (SPEC 2): the mailed 6-digit code. The username comes from navigation state;
 * when it is missing (a reload in another tab, a bookmark) the card asks for the email.
 */
export function ConfirmCard() {
  const texts = cardTexts.confirm;
  const { username = '', answers } = useNavigationState();
  const navigate = useNavigate();
  const [askEmail] = useState(() => !isEmail(username));
  const form = useAuthForm({ username, code: '' }, validateConfirm);
  const { trigger, isMutating } = useConfirm();
  const showError = useErrorToast(toastLabels.confirm);
  const { resend, isResending, errors: resendErrors } = useResendCode(form.values.username, answers);

  const onValid = async (values: { username: string; code: string }) => {
    try {
      const response = await trigger(values);
      const state: NavigationState = {
        username: values.username,
        successMessage: successText(response, fallbackSuccess.confirm),
        answers,
      };
      navigate('/login', { state });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <AuthCard
      title={texts.title}
      description={
        askEmail ? texts.descriptionNoEmail : <TextWithEmail text={texts.description} email={username} />
      }
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
        {askEmail && (
          <FormField
            {...form.fieldProps('username')}
            errors={mergeMessages(form.errorsFor('username'), resendErrors)}
            label={cardTexts.emailLabel}
            type="email"
            autoComplete="email"
          />
        )}
        <FormField
          {...form.fieldProps('code')}
          label={texts.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isMutating}>
          {texts.submit}
        </Button>
        <Button variant="outlined" fullWidth onClick={() => void resend()} loading={isResending}>
          {texts.resend}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
