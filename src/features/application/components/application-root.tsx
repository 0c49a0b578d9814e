import { use, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { chosenTabs, type Engine, entryCounts } from '../../../../engine';
import type { Profile } from '../../../../engine/contract';
import { interfaceTexts } from '../../../../engine/interface-texts';
import { laterComponent, Settled } from '../../../../ui/lazy';
import { LoadingScreen } from '../../../components/loading-screen';
import { browserEngineIfLoaded, loadBrowserEngine, loadValidators } from '../../../lib/engine';
import { useNavigationState } from '../../../lib/navigation-state';
import { usePartner } from '../../../lib/partner';
import { useIsLoggedIn } from '../../../lib/session';
import { useAddAnotherCounts, useChosenTabs } from '../api/form-state';
import { useProfile } from '../api/profile';
import { useApplication } from '../state/application-context';
import { ApplicationProvider } from '../state/application-provider';
import { usePrefill } from '../state/use-prefill';
import { deriveWebStatus } from '../state/web-status';
import { ApplicationDocuments } from './application-documents';

export const COMPLETION_PATH = '/completion';

/**
 * The route guard (SPEC 2): a submitted application always shows /completion; any
 * other visits /completion only after submitting.
 */
export function GuardedOutlet({ submittingRef }: { submittingRef: { current: boolean } }) {
  const { snapshot, engine } = useApplication();
  const { pathname, search } = useLocation();
  const submitted = snapshot.web_status === 'submitted';
  if (submittingRef.current) return <Outlet />;
  if (submitted && pathname !== COMPLETION_PATH) return <Navigate to={COMPLETION_PATH} replace />;
  const home = engine.catalogue.pages[0]?.path ?? '/';
  if (!submitted && pathname === COMPLETION_PATH) return <Navigate to={{ pathname: home, search }} replace />;
  return <Outlet />;
}

/**
 * The inactivity timer of a logged-in applicant, with its warning (idle-guard.tsx): loaded
 * when a logged-in applicant's application renders, and for anyone else after the first
 * page (issue 16: an anonymous first visit never runs it).
 */
const IdleGuard = laterComponent(() => import('./idle-guard').then((module) => module.IdleGuard));

/** A redirect the load owes: from the form page it landed on to the saved last page. */
interface Restore {
  from: string;
  to: string;
}

/**
 * SPEC 2: a logged-in applicant who lands on a form page (after login, a reload, a link)
 * goes to the saved last page, once per visit. Decided when the profile arrives, before
 * any page renders, so the landing page never shows: the applicant goes straight there.
 */
function useLastPageRestore(profile: Profile | undefined, formPaths: string[]): Restore | null {
  const { pathname, hash } = useLocation();
  const [restore, setRestore] = useState<Restore | null>();
  if (restore === undefined && profile) {
    const last = profile.last_page;
    const owed =
      last && last !== pathname && !hash && formPaths.includes(last) && formPaths.includes(pathname);
    setRestore(owed ? { from: pathname, to: last } : null);
  } else if (restore && pathname !== restore.from) {
    setRestore(null);
  }
  return restore && pathname === restore.from ? restore : null;
}

/**
 * Above the form pages and /completion: the engine, and for a logged-in applicant the
 * profile, add-another counts and tabs, loaded before anything renders (SPEC 2).
 */
export function ApplicationRoot() {
  const partner = usePartner();
  // The catalogue's fetch started with the app (src/app/router.tsx): here it has mostly arrived.
  return (
    <Settled
      value={browserEngineIfLoaded(partner.id)}
      load={() => loadBrowserEngine(partner.id)}
      render={(engine) => <ApplicationWithEngine engine={engine} />}
    />
  );
}

function ApplicationWithEngine({ engine }: { engine: Engine }) {
  const loggedIn = useIsLoggedIn();
  const profile = useProfile(loggedIn);
  const counts = useAddAnotherCounts(loggedIn);
  const tabs = useChosenTabs(loggedIn);
  const { answers: carriedInState } = useNavigationState();
  // A prefill link's answers load before the form renders (use-prefill.ts).
  const prefill = usePrefill(engine, loggedIn, profile.data);
  const carried = prefill.carried ? { ...prefill.carried, ...carriedInState } : carriedInState;
  const submittingRef = useRef(false);
  const location = useLocation();
  const restore = useLastPageRestore(
    loggedIn ? profile.data : undefined,
    engine.catalogue.pages.map((page) => page.path),
  );
  if ((loggedIn && (!profile.data || !counts.data || !tabs.data)) || prefill.pending) {
    return <LoadingScreen label={interfaceTexts.loading.yourApplication} />;
  }
  if (restore) return <Navigate to={restore.to} replace state={location.state} />;
  // A validating application shows its errors at once: its validators come first.
  if (profile.data && deriveWebStatus(profile.data.web_status) === 'validating') use(loadValidators(engine));
  const formContext = {
    addAnother: entryCounts(engine.catalogue, { addAnother: counts.data }),
    tabs: chosenTabs(engine.catalogue, { tabs: tabs.data }),
  };
  return (
    <ApplicationProvider
      key={loggedIn ? `user:${profile.data?.username}` : 'anonymous'}
      engine={engine}
      profile={loggedIn ? profile.data : undefined}
      formContext={formContext}
      carried={carried}
      submittingRef={submittingRef}
    >
      <ApplicationDocuments>
        <GuardedOutlet submittingRef={submittingRef} />
      </ApplicationDocuments>
      {loggedIn && <IdleGuard />}
    </ApplicationProvider>
  );
}
