/**
 * What the page shows and requires now (the catalogue's rules), for the sections template
 * and the widgets. RJSF itself is given every question of the page once: a change of what
 * is shown re-renders the sections, one of what is required each widget's binding, never
 * the whole form (whose own update would render the page twice, componentDidUpdate then
 * setState). What a widget shows of other answers follows them itself (read-tracker.ts).
 */
import { createContext, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface ShownNow {
  /** The keys shown now. */
  shown: ReadonlySet<string>;
}

/** Null outside a form page: RJSF's own schema says what is shown and required. */
export const ShownContext = createContext<ShownNow | null>(null);

/**
 * The keys required now, the same set while they stay the same: a text widget reads
 * only this (it shows nothing of another answer), so a structural change leaves it be.
 */
export const RequiredContext = createContext<ReadonlySet<string> | null>(null);

/** What a form page renders: the keys shown and those required among them. */
export interface PageView {
  shown: ShownNow;
  required: ReadonlySet<string>;
}

function without(settled: ShownNow, latest: ShownNow): ShownNow | undefined {
  for (const key of settled.shown)
    if (!latest.shown.has(key))
      return { shown: new Set([...settled.shown].filter((item) => latest.shown.has(item))) };
  return undefined;
}

/**
 * The view the page renders after an answer changes it. The answer's own frame paints
 * first: only the questions it hides go at once (one hidden must not stay focusable);
 * the questions it reveals, the new required marks and whatever the other widgets show
 * of it (options, a year) render right after, as a transition (on a phone, the MUI
 * fields a "Yes" reveals cost most of a frame). A Tab pressed before then renders them
 * at once, before the browser moves the focus, so no one tabs past a question about to appear.
 */
export function useSettledView(pageId: string, latest: PageView): PageView {
  const [state, setState] = useState({ pageId, view: latest });
  let settled = state.view;
  // Another page (the same FormPage, given another pageId): nothing of the last one is kept.
  if (state.pageId !== pageId) {
    settled = latest;
    setState({ pageId, view: latest });
  }
  const latestRef = useRef(latest);
  const pending = settled.shown !== latest.shown || settled.required !== latest.required;
  const shown = useMemo(
    () => (pending ? (without(settled.shown, latest.shown) ?? settled.shown) : latest.shown),
    [pending, settled.shown, latest.shown],
  );
  useEffect(() => {
    latestRef.current = latest;
    if (!pending) return;
    startTransition(() => setState({ pageId, view: latest }));
    const now = (event: KeyboardEvent) => {
      if (event.key === 'Tab') flushSync(() => setState({ pageId, view: latestRef.current }));
    };
    document.addEventListener('keydown', now, true);
    return () => document.removeEventListener('keydown', now, true);
  }, [pageId, pending, latest]);
  return pending ? { shown, required: settled.required } : latest;
}
