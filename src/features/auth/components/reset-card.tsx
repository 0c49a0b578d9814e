import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isEmail, passwordRequirements, validateReset } from '../../../../engine/auth/rules';
import { FormField } from '../../../components/form/form-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordRequirements } from '../../../components/form/password-requirements';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { type NavigationState, useNavigationState } from '../../../lib/navigation-state';
import { fallbackSuccess, successText } from '../../../lib/success-messages';
import { useResetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { CardLink } from './card-link';

const REQUIREMENTS_ID = 'password-requirements';

type ResetValues = { username: string; password: string; confirm_password: string };

/**
 * Reset password (SPEC 2), reached from the mailed link /reset?username=…&id=…:
 * a new password twice, with the live requirements list.
 */
export function ResetCard() {
  const [params] = useSearchParams();
  const { answers } = useNavigationState();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const linkUsername = params.get('username') ?? '';
  const [askEmail] = useState(() => !isEmail(linkUsername));
  const form = useAuthForm<keyof ResetValues>(
    { username: linkUsername, password: '', confirm_password: '' },
    validateReset,
  );
  const { trigger, isMutating } = useResetPassword();
  const showError = useErrorToast(toastLabels.reset);
  const passwordInvalid = form.errorsFor('password').length > 0;

  const onValid = async (values: ResetValues) => {
    if (id === '') return;
    try {
      const response = await trigger({ username: values.username, password: values.password, id });
      const state: NavigationState = {
        username: values.username,
        successMessage: successText(response, fallbackSuccess.reset),
        answers,
      };
      navigate('/login', { state });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <AuthCard
      title="Reset your password"
      description={
        askEmail ? (
          'Choose a new password for your account.'
        ) : (
          <>
            Choose a new password for <strong>{linkUsername}</strong>.
          </>
        )
      }
      footer={
        <span>
          Link expired?{' '}
          <CardLink to="/forgot" answers={answers}>
            Request a new link
          </CardLink>
        </span>
      }
    >
      {id === '' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          This reset link is incomplete. Please open the link from the email again, or request a new one.
        </Alert>
      )}
      <AuthForm label="Reset your password" formRef={form.formRef} onSubmit={form.handleSubmit(onValid)}>
        {askEmail && (
          <FormField {...form.fieldProps('username')} label="Email" type="email" autoComplete="email" />
        )}
        <PasswordField
          {...form.fieldProps('password')}
          errors={[]}
          invalid={passwordInvalid}
          label="New password"
          autoComplete="new-password"
          describedBy={REQUIREMENTS_ID}
        />
        <PasswordRequirements
          id={REQUIREMENTS_ID}
          requirements={passwordRequirements(form.values.password)}
          showErrors={passwordInvalid}
        />
        <PasswordField
          {...form.fieldProps('confirm_password')}
          label="Confirm password"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={isMutating}
          disabled={id === ''}
        >
          Reset Password
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
