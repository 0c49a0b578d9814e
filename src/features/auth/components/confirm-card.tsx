import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isEmail, validateConfirm } from '../../../../engine/auth/rules';
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

/**
 * Confirm (SPEC 2): the mailed 6-digit code. The username comes from navigation state;
 * when it is missing (a reload in another tab, a bookmark) the card asks for the email.
 */
export function ConfirmCard() {
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

  // A non-breaking hyphen (U+2011) keeps "6-digit" on one line on a phone.
  const description = askEmail ? (
    'Enter your email address and the 6\u2011digit code we emailed you.'
  ) : (
    <>
      We emailed a 6&#8209;digit code to <strong>{username}</strong>. Enter it below to confirm your account.
    </>
  );

  return (
    <AuthCard
      title="Confirm your account"
      description={description}
      footer={
        <span>
          Already confirmed?{' '}
          <CardLink to="/login" answers={answers}>
            Sign In
          </CardLink>
        </span>
      }
    >
      <AuthForm label="Confirm your account" formRef={form.formRef} onSubmit={form.handleSubmit(onValid)}>
        {askEmail && (
          <FormField
            {...form.fieldProps('username')}
            errors={mergeMessages(form.errorsFor('username'), resendErrors)}
            label="Email"
            type="email"
            autoComplete="email"
          />
        )}
        <FormField
          {...form.fieldProps('code')}
          label="Confirmation code"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isMutating}>
          Confirm Account
        </Button>
        <Button variant="outlined" fullWidth onClick={() => void resend()} loading={isResending}>
          Resend Code
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
