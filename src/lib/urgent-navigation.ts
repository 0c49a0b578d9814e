/**
 * A navigation the app renders at once rather than as a transition (issue 16): a page
 * change of the application's own links. The router (src/app/app-router.tsx) renders
 * every other navigation as a transition, as react-router's BrowserRouter does: the page
 * left stays while the next route's code loads. A page change needs no code (every form
 * page is the same component), and as a transition it waited behind the page's own
 * transitions (the questions revealed in steps, reveal.ts), whose render in progress it
 * could not interrupt: the new page's title painted after them.
 */
let urgent = false;

/** Runs `navigate`; the navigation it makes renders at once, interrupting any transition. */
export function navigateUrgently(navigate: () => void): void {
  urgent = true;
  try {
    navigate();
  } finally {
    urgent = false;
  }
}

/** Whether the navigation being made now is urgent (asked by the router as history tells it). */
export function isUrgentNavigation(): boolean {
  return urgent;
}
