/**
 * A page reached by a client-side page change shows its questions in steps: its title
 * paints at once (the form itself is not there yet), and each later step adds a few
 * questions after the last one has painted, as a transition that any input interrupts. On a phone a page of ~50
 * MUI fields would otherwise block the main thread for most of a second before anything
 * of it shows. The first page of a visit (the document's own, which the server may have
 * rendered) and a link to a question (/{page}#{key}) show every question at once.
 */
import { createContext, startTransition, useEffect, useState } from 'react';

/** Questions shown by the first render of a page (none: the form mounts with the next step), then added by each later step. */
export const FIRST_STEP = 0;
export const NEXT_STEP = 8;

/** How many of the page's questions the sections template renders now. */
export const RevealContext = createContext<number>(Number.POSITIVE_INFINITY);

interface Revealed {
  pageId: string;
  count: number;
}

/** Runs `step` once the browser has painted the frame being prepared now. */
function afterPaint(step: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(step, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of the page's `total` questions to render: all of them when `atOnce`, else
 * FIRST_STEP, growing by NEXT_STEP a painted frame at a time until none is left out.
 */
export function useRevealedCount(pageId: string, total: number, atOnce: boolean): number {
  const start = (): Revealed => ({ pageId, count: atOnce ? Number.POSITIVE_INFINITY : FIRST_STEP });
  const [revealed, setRevealed] = useState(start);
  let current = revealed;
  if (revealed.pageId !== pageId || (atOnce && revealed.count !== Number.POSITIVE_INFINITY)) {
    current = start();
    setRevealed(current);
  }
  const { count } = current;
  useEffect(() => {
    if (count === Number.POSITIVE_INFINITY) return;
    return afterPaint(() =>
      startTransition(() =>
        setRevealed((previous) => {
          if (previous.pageId !== pageId) return previous;
          const next = previous.count + NEXT_STEP;
          // Once every question is in, later ones (shown by an answer) render at once too.
          return { pageId, count: next >= total ? Number.POSITIVE_INFINITY : next };
        }),
      ),
    );
  }, [pageId, count, total]);
  return count;
}
