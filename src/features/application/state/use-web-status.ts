/**
 * The client snapshot and its web-status machine (SPEC 3, 4): the status is changed
 * locally and in the cached profile at once; a logged-in applicant without one becomes
 * started, locally and on the server.
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Profile } from '../../../../engine/contract';
import { PROFILE_KEY } from '../../../lib/cache';
import { postWebStatus } from '../api/status';
import { initialSnapshot, type Snapshot, type WebStatus } from './web-status';

export interface WebStatusState {
  snapshot: Snapshot;
  setSnapshot: Dispatch<SetStateAction<Snapshot>>;
  /** Sets the status here and in the cached profile (the server is told by the caller). */
  setStatus(status: WebStatus): void;
}

export function useWebStatus(
  profile: Profile | undefined,
  showError: (error: unknown) => void,
): WebStatusState {
  const loggedIn = profile !== undefined;
  const { mutate } = useSWRConfig();
  const [snapshot, setSnapshot] = useState<Snapshot>(() => initialSnapshot(profile));

  const setStatus = useCallback(
    (status: WebStatus) => {
      setSnapshot((previous) => ({ ...previous, web_status: status }));
      // Stamped here; the next load of the profile brings the server's own time.
      const entry = { web_status: status, created_at: new Date().toISOString() };
      void mutate<Profile>(PROFILE_KEY, (p) => p && { ...p, web_status: [...p.web_status, entry] }, {
        revalidate: false,
      });
    },
    [mutate],
  );

  // SPEC 4: a logged-in applicant without a status becomes started, locally and on the server.
  useEffect(() => {
    if (!loggedIn || snapshot.web_status !== null) return;
    setStatus('started');
    postWebStatus('started').catch(showError);
  }, [loggedIn, snapshot.web_status, setStatus, showError]);

  return { snapshot, setSnapshot, setStatus };
}
