import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { interfaceTexts } from '../../../engine/interface-texts';
import { onUnauthorized } from '../../lib/api-client';
import { clearUserCache } from '../../lib/cache';
import type { NavigationState } from '../../lib/navigation-state';

/** SPEC 8's text at /login after a 401 (schemas/interface.json). */
export const SESSION_INVALID_MESSAGE = interfaceTexts.sessionInvalid;

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
