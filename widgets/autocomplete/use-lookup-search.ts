/**
 * Search-as-you-type with SPEC 9's timing: a search runs 200 ms after the last
 * keystroke, and at the latest 500 ms after the first unanswered one, so a fast typist
 * still sees results. Older answers arriving late never replace newer ones; a failed
 * search gives an empty list (SPEC 8).
 */
import { useEffect, useRef, useState } from 'react';
import type { LookupResult } from '../../engine/contract';
import { type Lookup, MAX_RESULTS } from './lookup';

export const DEBOUNCE_MS = 200;
export const MAX_WAIT_MS = 500;

export interface SearchState {
  results: LookupResult[];
  loading: boolean;
}

/** Results of the lookup for `text` in `category`, debounced; no search for blank text. */
export function useLookupSearch(lookup: Lookup | undefined, category: string, text: string): SearchState {
  const [state, setState] = useState<SearchState>({ results: [], loading: false });
  const timers = useRef<{
    trailing?: ReturnType<typeof setTimeout>;
    maxWait?: ReturnType<typeof setTimeout>;
  }>({});
  const latest = useRef(text);
  const sequence = useRef(0);
  // The form may rebuild formContext (and so the lookup object) on every render:
  // the effect follows the text, not the lookup's identity.
  const lookupRef = useRef(lookup);
  latest.current = text;
  lookupRef.current = lookup;
  const hasLookup = lookup !== undefined;

  useEffect(() => {
    const query = text.trim();
    const pending = timers.current;
    if (!query || !hasLookup) {
      clearTimeout(pending.trailing);
      clearTimeout(pending.maxWait);
      timers.current = {};
      sequence.current += 1;
      setState((previous) =>
        previous.loading || previous.results.length ? { results: [], loading: false } : previous,
      );
      return;
    }
    setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    const run = () => {
      clearTimeout(timers.current.trailing);
      clearTimeout(timers.current.maxWait);
      timers.current = {};
      const ask = latest.current.trim();
      const id = ++sequence.current;
      Promise.resolve()
        .then(() => lookupRef.current?.search(ask, category) ?? [])
        .catch(() => [])
        .then((results) => {
          if (id !== sequence.current) return;
          setState({
            results: (Array.isArray(results) ? results : []).slice(0, MAX_RESULTS),
            loading: false,
          });
        });
    };
    clearTimeout(pending.trailing);
    pending.trailing = setTimeout(run, DEBOUNCE_MS);
    pending.maxWait ??= setTimeout(run, MAX_WAIT_MS);
  }, [text, hasLookup, category]);

  useEffect(
    () => () => {
      clearTimeout(timers.current.trailing);
      clearTimeout(timers.current.maxWait);
      sequence.current += 1;
    },
    [],
  );
  return state;
}
