import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { clearUserCache } from '../../../lib/cache';
import type { NavigationState } from '../../../lib/navigation-state';
import { useLogout } from '../api/logout';
import { fallbackSuccess, successText } from '../success-messages';

/**
 * Log Out (SPEC 2): shows loading, forgets cached data, lands on /login with a message.
 * `beforeLogout` runs first (the form saves what was typed since the last save).
 */
export function LogoutButton({ beforeLogout }: { beforeLogout?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useLogout();
  const showError = useErrorToast(toastLabels.logout);

  const onClick = async () => {
    try {
      await beforeLogout?.();
      const response = await trigger();
      await clearUserCache(mutate);
      const state: NavigationState = { successMessage: successText(response, fallbackSuccess.logout) };
      navigate('/login', { state });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={() => void onClick()}
      loading={isMutating}
      loadingPosition="start"
    >
      Log Out
    </Button>
  );
}
