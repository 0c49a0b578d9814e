/**
 * The applicant's answers in the browser: every change goes through the engine
 * (normalised values, `_desc` labels, hidden answers cleared); a logged-in applicant's
 * changed keys are saved shortly after typing and before any navigation, an anonymous
 * applicant's are kept in localStorage.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  type Answers,
  applyChange,
  type ChangeResult,
  type Engine,
  type FormContext,
} from '../../../../engine';
import type { Profile } from '../../../../engine/contract';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { ApiError } from '../../../lib/errors';
import { saveAnswers } from '../api/answers';
import { PROFILE_KEY } from '../api/profile';
import { clearAnonymousAnswers, readAnonymousAnswers, writeAnonymousAnswers } from './anonymous-answers';
import { createAnswerStore } from './answer-store';

/** Typing pauses this long before a save (SPEC leaves it open; short enough that a closed tab loses little). */
export const AUTOSAVE_DELAY_MS = 800;

/** Whether the catalogue stores a value under this key (a question or a dropdown's `_desc` label). */
export function isAnswerKey(engine: Engine, key: string): boolean {
  const { questions } = engine.catalogue;
  if (questions.has(key)) return true;
  return key.endsWith('_desc') && questions.get(key.slice(0, -'_desc'.length))?.options !== undefined;
}

/**
 * The starting answers (SPEC 3: navigation state merged with the loaded answers) and
 * the keys carried from anonymous browsing that the account does not hold yet.
 */
export function startingAnswers(
  engine: Engine,
  loaded: Answers | undefined,
  carriedInState: Answers | undefined,
): { answers: Answers; unsaved: string[] } {
  const carried: Answers = {};
  for (const [key, value] of Object.entries({ ...readAnonymousAnswers(), ...carriedInState })) {
    if (value !== '' && isAnswerKey(engine, key)) carried[key] = value;
  }
  if (loaded === undefined) return { answers: carried, unsaved: [] };
  const unsaved = Object.keys(carried).filter((key) => loaded[key] !== carried[key]);
  return { answers: { ...loaded, ...carried }, unsaved };
}

interface Options {
  engine: Engine;
  loggedIn: boolean;
  initial: { answers: Answers; unsaved: string[] };
  formContext: FormContext;
  /** Called once the answers carried from anonymous browsing are safely in the account. */
  onCarriedSaved: () => void;
}

export function useAnswers({ engine, loggedIn, initial, formContext, onCarriedSaved }: Options) {
  // The answers live in a store, not in state: a keystroke must not re-render the page.
  const [store] = useState(() => createAnswerStore(engine.catalogue, initial.answers));
  const current = useRef(initial.answers);
  const dirty = useRef(new Set(initial.unsaved));
  const carriedPending = useRef(initial.unsaved.length > 0);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mutate } = useSWRConfig();
  const showError = useErrorToast(toastLabels.unexpected);
  const contextRef = useRef(formContext);
  contextRef.current = formContext;

  /** Stores new answers; `changed` undefined means any key may differ (the whole form re-renders). */
  const setAnswers = useCallback(
    (next: Answers, changed: string[] | undefined) => {
      current.current = next;
      for (const key of changed ?? []) dirty.current.add(key);
      store.set(next, changed);
    },
    [store],
  );

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (!loggedIn || dirty.current.size === 0) return true;
    const keys = [...dirty.current];
    dirty.current.clear();
    const body = Object.fromEntries(keys.map((key) => [key, current.current[key] ?? '']));
    try {
      await saveAnswers(body);
      void mutate<Profile>(
        PROFILE_KEY,
        (profile) => profile && { ...profile, answer: { ...profile.answer, ...body } },
        {
          revalidate: false,
        },
      );
      if (carriedPending.current) {
        carriedPending.current = false;
        clearAnonymousAnswers();
        onCarriedSaved();
      }
      return true;
    } catch (error) {
      // Kept for the next save, unless a newer change of the same key is already waiting.
      for (const key of keys) dirty.current.add(key);
      // 401 sends the applicant to /login; 409 means the application was submitted elsewhere.
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 409))) showError(error);
      return false;
    }
  }, [loggedIn, mutate, onCarriedSaved, showError]);

  /** Saves every changed key, after any save already running; resolves false when it failed. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(saveNow, saveNow);
    return queue.current;
  }, [saveNow]);

  const applyResult = useCallback(
    (result: ChangeResult) => {
      if (result.changed.length === 0) return;
      setAnswers(result.answers, result.changed);
      if (loggedIn) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
      }
    },
    [flush, loggedIn, setAnswers],
  );

  const change = useCallback(
    (key: string, value: string) =>
      applyResult(applyChange(engine, current.current, key, value, contextRef.current)),
    [applyResult, engine],
  );

  // The carried answers are saved as soon as the account is there (SPEC: at the first login).
  useEffect(() => {
    if (loggedIn && carriedPending.current) void flush();
  }, [flush, loggedIn]);

  // One function for the whole life of the store, so the fields that call it never re-render for it.
  const changeRef = useRef(change);
  changeRef.current = change;
  const [binding] = useState(() => ({
    store,
    change: (key: string, value: string) => changeRef.current(key, value),
  }));

  useEffect(() => {
    if (loggedIn) return;
    writeAnonymousAnswers(store.get());
    return store.subscribe(() => writeAnonymousAnswers(store.get()));
  }, [store, loggedIn]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { store, binding, current, change, applyResult, setAnswers, flush };
}
