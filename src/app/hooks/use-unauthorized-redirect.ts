import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { onUnauthorized } from '../../lib/api-client';
import { clearUserCache } from '../../lib/cache';
import type { NavigationState } from '../../lib/navigation-state';

export const SESSION_INVALID_MESSAGE = 'Your session is invalid. Please clear your cookies and login again.';

/** A 401 from any call (SPEC 8): forget cached data and go to /login saying why. */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onUnauthorized(() => {
        void clearUserCache(mutate);
        const state: NavigationState = { errorMessage: SESSION_INVALID_MESSAGE };
        navigate('/login', { state });
      }),
    [navigate, mutate],
  );
}
