import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { clearUserCache } from '../../../lib/cache';
import type { NavigationState } from '../../../lib/navigation-state';
import { fallbackSuccess, successText } from '../../../lib/success-messages';
import { logout } from '../api/logout';
import { useApplication } from '../state/application-context';

/**
 * Ends the session (SPEC 2, 4): GET /api/logout, forget cached data, go to /login
 * with the logout message, or with the inactivity message after a timeout. `before`
 * runs first (the form saves what was typed since the last save); a failure of
 * either is an error toast and the applicant stays. `after` runs once the session has
 * ended (the account's journal is forgotten).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const showError = useErrorToast(toastLabels.logout);
  const [leaving, setLeaving] = useState(false);
  const { idleLoggedOut } = useApplication().engine.catalogue.index.messages;

  const signOut = useCallback(
    async (reason: 'chosen' | 'inactive', before?: () => Promise<unknown>, after?: () => void) => {
      setLeaving(true);
      try {
        await before?.();
        const response = await logout();
        after?.();
        await clearUserCache(mutate);
        const state: NavigationState =
          reason === 'inactive'
            ? { errorMessage: idleLoggedOut }
            : { successMessage: successText(response, fallbackSuccess.logout) };
        navigate('/login', { state });
      } catch (error) {
        showError(error);
      } finally {
        setLeaving(false);
      }
    },
    [mutate, navigate, showError, idleLoggedOut],
  );
  return { signOut, leaving };
}
