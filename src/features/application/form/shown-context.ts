/**
 * What the page shows and requires now (the catalogue's rules), for the templates and
 * widgets. RJSF itself is given every question of the page once: a change of what is
 * shown or required re-renders the sections and the widgets, never the whole form
 * (whose own update would render the page twice, componentDidUpdate then setState).
 */
import { createContext } from 'react';

export interface ShownNow {
  /** The keys shown now. */
  shown: ReadonlySet<string>;
  /** The store's structure version it was computed for (a new value after each structural change). */
  version: number;
}

/** Null outside a form page: RJSF's own schema says what is shown and required. */
export const ShownContext = createContext<ShownNow | null>(null);

/**
 * The keys required now, the same set while they stay the same: a text widget reads
 * only this (it shows nothing of another answer), so a structural change leaves it be.
 */
export const RequiredContext = createContext<ReadonlySet<string> | null>(null);
