/**
 * SPEC 2: each form page a logged-in applicant visits is saved as the last page
 * (ApplicationRoot restores the saved one on load).
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Engine } from '../../../../engine';
import type { Profile } from '../../../../engine/contract';
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

export function useLastPage({ engine, loggedIn, snapshot, setSnapshot, showError }: Options): void {
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const isFormPath = useCallback(
    (path: string) => engine.catalogue.pages.some((page) => page.path === path),
    [engine],
  );

  const lastSaved = useRef(snapshot.last_page);
  useEffect(() => {
    if (!loggedIn) return;
    const { pathname } = location;
    if (!tracksLastPage(snapshot.web_status) || !isFormPath(pathname) || lastSaved.current === pathname)
      return;
    lastSaved.current = pathname;
    setSnapshot((previous) => ({ ...previous, last_page: pathname }));
    void mutate<Profile>(PROFILE_KEY, (p) => p && { ...p, last_page: pathname }, { revalidate: false });
    putLastPage(pathname).catch(showError);
  }, [loggedIn, location, snapshot, setSnapshot, isFormPath, mutate, showError]);
}
