/** What the save status, the restore notice, the conflict dialog and the logout warning read. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SaveMessages } from '../../../../../engine';
import type { SaveStatus } from './autosave';
import type { Conflict } from './journal-rules';

/** A value that changes now and then (the save status), read by the one component that shows it. */
export interface Watched<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function watched<T>(initial: T): Watched<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface JournalView {
  /** Whether answers are sent (logged in); an anonymous applicant's are only kept. */
  sending: boolean;
  status: Watched<SaveStatus>;
  /** Keys restored from the journal when the page opened, unsent from an earlier visit. */
  restored: readonly string[];
  /** Keys changed both here and elsewhere since: the applicant chooses. */
  conflicts: Watched<readonly Conflict[]>;
  /** The applicant's choice per conflicting key. */
  settle(choices: Readonly<Record<string, 'mine' | 'theirs'>>): void;
  /** Keys not acknowledged by the server yet. */
  unsentCount(): number;
  /** Forgets the account's journal (after a logout). */
  clear(): void;
  messages: SaveMessages;
}

export const JournalContext = createContext<JournalView | null>(null);

export function useJournal(): JournalView {
  const journal = useContext(JournalContext);
  if (!journal) throw new Error('useJournal must be used inside <ApplicationProvider>.');
  return journal;
}

export function useWatched<T>(value: Watched<T>): T {
  return useSyncExternalStore(value.subscribe, value.get);
}
