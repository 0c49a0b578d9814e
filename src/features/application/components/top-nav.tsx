import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { type FocusEvent, type MouseEvent, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
 */
export function TopNav() {
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

  const onClick = (event: MouseEvent, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (toSignup) {
      // The answers of the moment of the click go with it.
      event.preventDefault();
      const state: NavigationState = { answers: store.get() };
      navigate('/signup', { state });
      return;
    }
    if (!snapshot.is_logged_in) return;
    event.preventDefault();
    if (path !== pathname && !busy) void goTo(path);
  };

  return (
    <Box
      component="nav"
      aria-label="Application sections"
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
          {engine.catalogue.pages.map((page) => {
            const current = page.path === pathname;
            return (
              <li key={page.id}>
                <Link
                  component={RouterLink}
                  to={toSignup ? '/signup' : page.path}
                  aria-current={current ? 'page' : undefined}
                  onClick={(event: MouseEvent) => onClick(event, page.path)}
                  // Focus alone does not scroll a tab the bar shows in part (Submit on a phone).
                  onFocus={(event: FocusEvent<HTMLElement>) =>
                    event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                  }
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
                  {page.title}
                  <ProgressMark
                    progress={progress?.find((item) => item.page === page.id)}
                    messages={engine.catalogue.index.messages}
                  />
                </Link>
              </li>
            );
          })}
        </Box>
      </PageWidth>
    </Box>
  );
}
