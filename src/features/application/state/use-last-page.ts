/**
 * SPEC 2: each form page a logged-in applicant visits is saved as the last page
 * (ApplicationRoot restores the saved one on load).
 */
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Engine } from '../../../../engine';
import type { Profile } from '../../../../engine/contract';
import { afterPaint } from '../../../lib/after-paint';
import { PROFILE_KEY } from '../../../lib/cache';
import { putLastPage } from '../api/status';
import { type Snapshot, tracksLastPage } from './web-status';

interface Options {
  engine: Engine;
  loggedIn: boolean;
  snapshot: Snapshot;
  setSnapshot: Dispatch<SetStateAction<Snapshot>>;
  showError: (error: unknown) => void;
}

/**
 * The snapshot once the form page `path` is visited: its last page while the status
 * tracks visits, else the snapshot itself (the same object).
 */
export function visited(snapshot: Snapshot, path: string): Snapshot {
  if (!tracksLastPage(snapshot.web_status) || snapshot.last_page === path) return snapshot;
  return { ...snapshot, last_page: path };
}

export function useLastPage({ engine, loggedIn, snapshot, setSnapshot, showError }: Options): void {
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const lastSaved = useRef(snapshot.last_page);
  const pending = useRef(new Set<() => void>());
  useEffect(() => {
    const saves = pending.current;
    return () => {
      for (const cancel of saves) cancel();
      saves.clear();
    };
  }, []);
  useEffect(() => {
    if (!loggedIn) return;
    const { pathname } = location;
    const isFormPath = engine.catalogue.pages.some((page) => page.path === pathname);
    if (!tracksLastPage(snapshot.web_status) || !isFormPath || lastSaved.current === pathname) return;
    lastSaved.current = pathname;
    // A page change of the application's own links (use-submit.ts) has set it already,
    // in the render that showed the page: no second render of everything that reads it.
    if (snapshot.last_page !== pathname) setSnapshot((previous) => visited(previous, pathname));
    // After the new page's first frame: a page change renders at once (urgent-navigation.ts),
    // and React runs its effects within the click's task, before the browser paints.
    // Not cancelled by a later run of the effect (the page is noted as saved already), only
    // when the application unmounts within that frame (its SWR cache may be gone then).
    const cancel = afterPaint(() => {
      pending.current.delete(cancel);
      void mutate<Profile>(PROFILE_KEY, (p) => p && { ...p, last_page: pathname }, { revalidate: false });
      putLastPage(pathname).catch(showError);
    });
    pending.current.add(cancel);
  }, [loggedIn, location, engine, snapshot, setSnapshot, mutate, showError]);
}
