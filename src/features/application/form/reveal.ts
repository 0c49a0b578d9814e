/**
 * A page shows its questions in steps: each step adds a few questions after the last one
 * has painted, as a transition that any input interrupts. On a phone a page of ~50 MUI
 * fields would otherwise block the main thread for most of a second before anything of it
 * shows. A page reached by a client-side page change paints its title at once (the form
 * itself is not there yet). The first page of a visit starts with its first step's
 * questions: the server's picture of it (server/first-paint.ts) shows the first section's
 * title and description, which the app's first commit must show in their place, and that
 * commit, the whole page at once, was the longest task of its start on a phone (issue 16).
 * A link to a question (/{page}#{key}) shows every question at once.
 */
import { createContext, startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../../../lib/after-paint';

/**
 * Questions shown by the first render of a page reached by a page change (none: the form
 * mounts with the next step), then added by each later step.
 */
export const FIRST_STEP = 0;
export const NEXT_STEP = 8;
/**
 * Questions shown by the first render of the first page of a visit, and added by each of its
 * later steps: two at a time. As the page loads, a step's commit and the browser's style and
 * layout of what it added are each a task, and with eight questions a step they were the
 * longest tasks left of /about on a phone once its scripts had run (issue 16: Lighthouse's
 * median blocking time 190 ms with 8, 151 with 4, 118 with 2). A page change keeps steps of
 * eight: with two, its many more steps were still running when the applicant moved on, and
 * the next change waited behind one of them (p95 at 4x CPU 90 -> 170 ms).
 */
export const FIRST_PAGE_STEP = 2;
/** A first step that shows every question at once. */
export const AT_ONCE = Number.POSITIVE_INFINITY;

/** How many of the page's questions the sections template renders now. */
export const RevealContext = createContext<number>(AT_ONCE);

interface Revealed {
  pageId: string;
  count: number;
}

/**
 * How many of the page's `total` questions to render: `first` (AT_ONCE: all of them),
 * growing by `step` a painted frame at a time until none is left out.
 */
export function useRevealedCount(pageId: string, total: number, first: number, step = NEXT_STEP): number {
  const start = (): Revealed => ({ pageId, count: first > 0 && first >= total ? AT_ONCE : first });
  const [revealed, setRevealed] = useState(start);
  let current = revealed;
  if (revealed.pageId !== pageId || (first === AT_ONCE && revealed.count !== AT_ONCE)) {
    current = start();
    setRevealed(current);
  }
  const { count } = current;
  useEffect(() => {
    if (count === AT_ONCE) return;
    return afterPaint(() =>
      startTransition(() =>
        setRevealed((previous) => {
          if (previous.pageId !== pageId) return previous;
          const next = previous.count + step;
          // Once every question is in, later ones (shown by an answer) render at once too.
          return { pageId, count: next >= total ? AT_ONCE : next };
        }),
      ),
    );
  }, [pageId, count, total, step]);
  return count;
}
