/**
 * The page's moments that matter to the journal: when the provider mounts (carried and
 * restored answers are sent), when the page is hidden or closed (the journal is written),
 * back online (a retry at once) and visible again (unsent answers sent, then another
 * device's answers read).
 */
import { useEffect, useRef } from 'react';
import type { Answers } from '../../../../../engine';
import type { Profile } from '../../../../../engine/contract';
import { getProfile } from '../../api/profile';
import type { Autosave } from './autosave';

export function useAutosaveEvents(
  autosave: Autosave,
  loggedIn: boolean,
  initial: { answers: Answers; unsaved: string[] },
  cacheProfile: (profile: Profile) => unknown,
): void {
  // The latest callback, without starting the effect again for a new function.
  const cache = useRef(cacheProfile);
  cache.current = cacheProfile;
  useEffect(() => {
    autosave.start();
    if (!loggedIn) {
      // Answers carried in navigation state join the anonymous journal too.
      autosave.edited(Object.keys(initial.answers));
    } else if (initial.unsaved.length > 0) {
      // The carried answers are saved as soon as the account is there (SPEC: at the first login).
      autosave.edited(initial.unsaved);
      void autosave.flush();
    } else {
      // Keys restored from an earlier visit (or unsent in another tab) are sent now.
      autosave.retryNow();
    }
    /** Another device's answers, read once this tab's own are sent. */
    const pickUp = () => {
      void autosave
        .flush()
        .then(async (sent) => {
          if (!sent || !navigator.onLine) return;
          const profile = await getProfile();
          autosave.pickUp(profile.answer);
          void cache.current(profile);
        })
        // A failed read changes nothing here (a 401 has sent the applicant to /login).
        .catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') autosave.writeNow();
      else if (loggedIn) pickUp();
    };
    const onHide = () => autosave.writeNow();
    const retry = () => autosave.retryNow();
    window.addEventListener('pagehide', onHide);
    window.addEventListener('online', retry);
    window.addEventListener('offline', retry);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', retry);
      document.removeEventListener('visibilitychange', onVisibility);
      autosave.dispose();
    };
  }, [autosave, loggedIn, initial]);
}
