/** React's view of the answer store: each hook re-renders only for what it reads. */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Answers, ValidationResult } from '../../../../engine';
import type { AnswerStore } from './answer-store';

/** The store and the one way to change an answer through the engine (all stable). */
export interface AnswerBinding {
  store: AnswerStore;
  change(key: string, value: string): void;
  /** Notes what a text field shows; it becomes an answer a moment later (drafts.ts). */
  draft(key: string, value: string): void;
  /** Makes every noted text an answer now (the field is left). */
  commitDrafts(): void;
}

export const AnswerStoreContext = createContext<AnswerBinding | null>(null);

function useBinding(): AnswerBinding {
  const binding = useContext(AnswerStoreContext);
  if (!binding) throw new Error('The answer hooks must be used inside <ApplicationProvider>.');
  return binding;
}

export function useAnswerStore(): AnswerStore {
  return useBinding().store;
}

/** The store with its ways to change answers: at once, or as a text field's draft. */
export function useAnswerBinding(): AnswerBinding {
  return useBinding();
}

/** One answer, re-rendering only when it changes (or on a structural change). */
export function useAnswer(key: string): string | undefined {
  const store = useAnswerStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeKey(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get()[key]);
}

/** A key's messages while validating (the same array while they stay the same). */
export function useFieldErrors(key: string): readonly string[] {
  const store = useAnswerStore();
  return useSyncExternalStore(store.subscribeValidation, () => store.errorsFor(key));
}

/** The whole application's failures while validating, else null. */
export function useValidation(): ValidationResult | null {
  const store = useAnswerStore();
  return useSyncExternalStore(store.subscribeValidation, store.validation);
}

/** Bumped by every change that may alter what the page shows. */
export function useStructureVersion(): number {
  const store = useAnswerStore();
  return useSyncExternalStore(store.subscribeStructure, store.structureVersion);
}

/**
 * The latest answers, re-rendering on every change when `every` is set, else only when
 * one of the `watch` keys changes (a greeting reads two names, not the whole form).
 */
export function useAnswersSnapshot(every: boolean, watch: readonly string[] = []): Answers {
  const store = useAnswerStore();
  useSyncExternalStore(store.subscribe, () =>
    every ? store.version() : watch.map((key) => store.get()[key] ?? '').join('\u0000'),
  );
  return store.get();
}
