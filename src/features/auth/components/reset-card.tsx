import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isEmail, passwordRequirements, validateReset } from '../../../../engine/auth/rules';
import { cardTexts } from '../../../../engine/auth/texts';
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
import { TextWithEmail } from './text-with-email';

const REQUIREMENTS_ID = 'password-requirements';

type ResetValues = { username: string; password: string; confirm_password: string };

/**
 * Reset password (SPEC 2), reached from the mailed link /reset?username=…&id=…:
 * a new password twice, with the live requirements list.
 */
export function ResetCard() {
  const texts = cardTexts.reset;
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
      title={texts.title}
      description={
        askEmail ? texts.descriptionNoEmail : <TextWithEmail text={texts.description} email={linkUsername} />
      }
      footer={
        <span>
          {texts.footerPrompt}{' '}
          <CardLink to="/forgot" answers={answers}>
            {texts.footerLink}
          </CardLink>
        </span>
      }
    >
      {id === '' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {texts.incompleteLink}
        </Alert>
      )}
      <AuthForm label={texts.title} formRef={form.formRef} onSubmit={form.handleSubmit(onValid)}>
        {askEmail && (
          <FormField
            {...form.fieldProps('username')}
            label={cardTexts.emailLabel}
            type="email"
            autoComplete="email"
          />
        )}
        <PasswordField
          {...form.fieldProps('password')}
          errors={[]}
          invalid={passwordInvalid}
          label={texts.passwordLabel}
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
          label={texts.confirmLabel}
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
          {texts.submit}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
