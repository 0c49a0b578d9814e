import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { type FocusEvent, type MouseEvent, memo, useCallback, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageProgress } from '../../../../engine/validation/progress';
import { PageWidth } from '../../../components/layout/page-width';
import { ProgressMark } from '../../../components/progress/progress-mark';
import { RouterLink } from '../../../components/router-link';
import type { NavigationState } from '../../../lib/navigation-state';
import { hasAnswers } from '../state/anonymous-answers';
import { useAnswerStore } from '../state/answer-hooks';
import { useApplication } from '../state/application-context';
import { useProgress } from '../state/use-progress';

/**
 * The three sections (SPEC 2). Logged in, a link saves the answers and runs the
 * save-time validation before it navigates; logged out with answers filled in, it
 * leads to /signup with them.
 *
 * The bar itself never renders again: only its tabs do (SectionTabs), and of them only a
 * tab whose look changes: the page it names becoming or ceasing to be the current one, its
 * progress mark's count. A page change rendered the bar and its three tabs, with their marks,
 * each time, and the marks at every pause in typing (issue 16: of a page change's styled
 * renders on a phone, about 18 of 29 were the bar's).
 */
export const TopNav = memo(function TopNav({ label }: { label: string }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <PageWidth maxWidth="lg">
        {/* Positioned, so that the progress marks' visually hidden words (absolutely placed)
            stay inside the bar's scrolling: else, on a phone, they widen the whole page. */}
        <Box
          component="ul"
          sx={{
            position: 'relative',
            display: 'flex',
            gap: { xs: 0.5, sm: 2 },
            m: 0,
            p: 0,
            listStyle: 'none',
            overflowX: 'auto',
          }}
        >
          <SectionTabs />
        </Box>
      </PageWidth>
    </Box>
  );
});

/** The bar's tabs, for the current page, the answers and the progress of the moment. */
function SectionTabs() {
  const { engine, snapshot, goTo, busy } = useApplication();
  // Only a logged-out applicant's links depend on the answers: whether any is filled in
  // (they lead to /signup then), re-rendering the links when that changes only.
  const store = useAnswerStore();
  const toSignup = useSyncExternalStore(
    store.subscribe,
    () => !snapshot.is_logged_in && hasAnswers(store.get()),
  );
  const { pathname } = useLocation();
  const progress = useProgress();
  const navigate = useNavigate();

  // What a click reads is the moment's, through a ref: the tabs' handler stays the same
  // function, so that a tab whose look has not changed does not render again.
  const latest = { toSignup, loggedIn: snapshot.is_logged_in, pathname, busy, goTo, navigate, store };
  const moment = useRef(latest);
  moment.current = latest;
  const onNavigate = useCallback((event: MouseEvent, path: string) => {
    const now = moment.current;
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (now.toSignup) {
      // The answers of the moment of the click go with it.
      event.preventDefault();
      const state: NavigationState = { answers: now.store.get() };
      now.navigate('/signup', { state });
      return;
    }
    if (!now.loggedIn) return;
    event.preventDefault();
    if (path !== now.pathname && !now.busy) void now.goTo(path);
  }, []);

  return engine.catalogue.pages.map((page) => {
    const mark = progress?.find((item) => item.page === page.id);
    return (
      <li key={page.id}>
        <SectionTab
          id={page.id}
          path={page.path}
          title={page.title}
          to={toSignup ? '/signup' : page.path}
          current={page.path === pathname}
          complete={mark?.complete}
          remaining={mark?.remaining}
          messages={engine.catalogue.index.messages}
          onNavigate={onNavigate}
        />
      </li>
    );
  });
}

interface SectionTabProps {
  /** The page's id and path. */
  id: string;
  path: string;
  title: string;
  /** Where the link leads: the page, or /signup for a logged-out applicant with answers. */
  to: string;
  current: boolean;
  /** The page's progress, as values (a new count of the same figures renders nothing); none without marks. */
  complete: boolean | undefined;
  remaining: number | undefined;
  messages: Parameters<typeof ProgressMark>[0]['messages'];
  onNavigate: (event: MouseEvent, path: string) => void;
}

/** Focus alone does not scroll a tab the bar shows in part (Submit on a phone). */
function scrollTabIntoView(event: FocusEvent<HTMLElement>) {
  event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

const SectionTab = memo(function SectionTab(props: SectionTabProps) {
  const { id, path, current, complete, remaining, onNavigate } = props;
  const progress: PageProgress | undefined =
    complete === undefined || remaining === undefined ? undefined : { page: id, complete, remaining };
  return (
    <Link
      component={RouterLink}
      to={props.to}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent) => onNavigate(event, path)}
      onFocus={scrollTabIntoView}
      underline="none"
      sx={{
        display: 'block',
        px: { xs: 1, sm: 1.5 },
        py: 1.5,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: current ? 'primary.main' : 'text.primary',
        borderBottom: 3,
        borderColor: current ? 'primary.main' : 'transparent',
        '&:hover': { borderColor: 'primary.light' },
        // The bar clips what overflows it, so the focus ring is drawn inside the tab.
        '&:focus-visible': { outlineOffset: '-3px' },
      }}
    >
      {props.title}
      <ProgressMark progress={progress} messages={props.messages} />
    </Link>
  );
});
