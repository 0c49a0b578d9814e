/**
 * What a text field shows before it is an answer (issue 16: a keystroke re-renders
 * nothing). The text widgets' inputs show what is typed by themselves; each keystroke is
 * only noted here, and becomes an answer (through the engine, into the store and the
 * journal) when typing pauses, when the field is left or unmounted, and before the
 * journal is written or sent, so nothing typed is lost. A key a rule or another question
 * reads becomes an answer at once, so what is shown or required follows every keystroke.
 */

import { createQuietTimer } from '../../../lib/quiet-timer';

/** Typing pauses this long before what was typed becomes an answer (errors, marks, greeting). */
export const DRAFT_DELAY_MS = 250;

export interface Drafts {
  /** Notes what a field shows now. */
  set(key: string, value: string): void;
  /** Makes every noted value an answer now. */
  commit(): void;
  /** Whether the key has a value not yet an answer. */
  has(key: string): boolean;
  /** Forgets the key's noted value: a newer one, typed in another tab, replaces it. */
  discard(key: string): void;
  /** Forgets the timer (the values are committed first). */
  dispose(): void;
}

interface Options {
  /**
   * Sets one answer through the engine; `at` is when it was typed (its last keystroke), which
   * is when the edit happened, however late the draft becomes an answer (a tab in the
   * background runs its timers late): between two tabs, the later edit is the newer value.
   */
  apply(key: string, value: string, at: number): void;
  /** Whether a change of the key matters beyond its own field (then it is applied at once). */
  immediate(key: string): boolean;
  /**
   * A draft is unsaved work from its first keystroke (the journal notes the key and `at`, the
   * keystroke's time, and its status reads Saving…).
   */
  noted(key: string, at: number): void;
  delayMs: number;
}

export function createDrafts({ apply, immediate, noted, delayMs }: Options): Drafts {
  const pending = new Map<string, { value: string; at: number }>();

  const commit = () => {
    pause.cancel();
    const values = [...pending];
    pending.clear();
    for (const [key, { value, at }] of values) apply(key, value, at);
  };
  const pause = createQuietTimer(delayMs, commit);

  return {
    set(key, value) {
      const at = Date.now();
      if (immediate(key)) {
        pending.delete(key);
        apply(key, value, at);
        return;
      }
      pending.set(key, { value, at });
      noted(key, at);
      pause.poke();
    },
    commit,
    has: (key) => pending.has(key),
    discard: (key) => void pending.delete(key),
    dispose: commit,
  };
}
