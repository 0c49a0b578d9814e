import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ScopedMutator, useSWRConfig } from 'swr';
import { isEmail, validateLogin } from '../../../../engine/auth/rules';
import { cardTexts } from '../../../../engine/auth/texts';
import type { Profile } from '../../../../engine/contract';
import { NOT_CONFIRMED_CODE } from '../../../../engine/contract';
import { FormField } from '../../../components/form/form-field';
import { PasswordField } from '../../../components/form/password-field';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { api } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/cache';
import { ApiError } from '../../../lib/errors';
import { type NavigationState, useNavigationState } from '../../../lib/navigation-state';
import { usePartner } from '../../../lib/partner';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { mergeMessages, useResendCode } from '../hooks/use-resend-code';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { CardLink } from './card-link';

/**
 * Where a login lands (SPEC 2): the saved last page, straight away rather than through
 * the default route. The profile read here is the one the application would load next,
 * so it goes into the cache; without it, the default route (which restores the page).
 */
async function landingPage(mutate: ScopedMutator, defaultPage: string): Promise<string> {
  try {
    const profile = await api.get<Profile>(PROFILE_KEY);
    await mutate(PROFILE_KEY, profile, { revalidate: false });
    // Only form pages are saved as the last page (use-last-page.ts).
    return profile.last_page?.startsWith('/') ? profile.last_page : defaultPage;
  } catch {
    return defaultPage;
  }
}

/**
 * Login (SPEC 2): email and password, a way to a new confirmation code and to a
 * password reset. Shows the error message another page passed (e.g. a rejected session).
 */
export function LoginCard() {
  const texts = cardTexts.login;
  const { username = '', answers, errorMessage } = useNavigationState();
  const navigate = useNavigate();
  const partner = usePartner();
  const { mutate } = useSWRConfig();
  const form = useAuthForm({ username, password: '' }, validateLogin);
  const { trigger, isMutating } = useLogin();
  const showError = useErrorToast(toastLabels.login);
  const { resend, isResending, errors: resendErrors } = useResendCode(form.values.username, answers);
  const [notConfirmed, setNotConfirmed] = useState<string>();

  const onValid = async (values: { username: string; password: string }) => {
    setNotConfirmed(undefined);
    try {
      await trigger(values);
      const state: NavigationState = { answers };
      // The default route (SPEC 2) is the first page; an unknown saved page lands there too.
      navigate(await landingPage(mutate, partner.pages[0]?.path ?? '/'), { state });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.code === NOT_CONFIRMED_CODE) {
        setNotConfirmed(error.message);
      } else {
        showError(error);
      }
    }
  };

  return (
    <AuthCard
      title={texts.title}
      description={texts.description}
      footer={
        <span>
          {texts.footerPrompt}{' '}
          <CardLink to="/signup" answers={answers}>
            {texts.footerLink}
          </CardLink>
        </span>
      }
    >
      {errorMessage && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage}
        </Alert>
      )}
      {notConfirmed && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {notConfirmed}
          <Box sx={{ mt: 1.5 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={() => void resend()}
              loading={isResending}
            >
              {texts.resendCode}
            </Button>
          </Box>
        </Alert>
      )}
      <AuthForm label={texts.title} formRef={form.formRef} onSubmit={form.handleSubmit(onValid)}>
        <FormField
          {...form.fieldProps('username')}
          errors={mergeMessages(form.errorsFor('username'), resendErrors)}
          label={cardTexts.emailLabel}
          type="email"
          autoComplete="username"
        />
        <Box>
          <PasswordField
            {...form.fieldProps('password')}
            label={cardTexts.passwordLabel}
            autoComplete="current-password"
          />
          <Box sx={{ mt: 1, textAlign: 'right', typography: 'body2' }}>
            <CardLink
              to="/forgot"
              answers={answers}
              username={isEmail(form.values.username) ? form.values.username : undefined}
            >
              {texts.forgotLink}
            </CardLink>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isMutating}>
          {texts.submit}
        </Button>
        <Button variant="text" onClick={() => void resend()} loading={isResending}>
          {texts.resend}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
