/**
 * The applicant's answers in the browser: every change goes through the engine
 * (normalised values, `_desc` labels, hidden answers cleared), then into the journal of
 * unsent answers (journal/): written when typing pauses or the page is hidden, sent to a
 * logged-in applicant's account and removed once acknowledged. An anonymous applicant's
 * answers stay in the journal until there is an account.
 */
import { useCallback, useRef, useState } from 'react';
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
import { PROFILE_KEY } from '../../../lib/cache';
import { ApiError } from '../../../lib/errors';
import { saveAnswers } from '../api/answers';
import { clearAnonymousAnswers, readAnonymousAnswers } from './anonymous-answers';
import type { AnswerBinding } from './answer-hooks';
import { createAnswerStore } from './answer-store';
import { createDrafts, DRAFT_DELAY_MS } from './drafts';
import { type Autosave, createAutosave, type SaveStatus } from './journal/autosave';
import { type JournalView, watched } from './journal/journal-context';
import {
  type Conflict,
  holdConflicts,
  reconcile,
  settleConflict,
  withoutKeys,
} from './journal/journal-rules';
import { ANONYMOUS_ACCOUNT, clearJournal, readJournal, updateJournal } from './journal/journal-storage';
import { useAutosaveEvents } from './journal/use-autosave-events';

/** Typing pauses this long before a save (SPEC leaves it open; short enough that a closed tab loses little). */
export const AUTOSAVE_DELAY_MS = 800;

/** Whether the catalogue stores a value under this key (a question or a dropdown's `_desc` label). */
export function isAnswerKey(engine: Engine, key: string): boolean {
  const { questions } = engine.catalogue;
  if (questions.has(key)) return true;
  return key.endsWith('_desc') && questions.get(key.slice(0, -'_desc'.length))?.options !== undefined;
}

export interface StartingAnswers {
  answers: Answers;
  /** Keys carried from anonymous browsing that the account does not hold yet. */
  unsaved: string[];
  /** Keys unsent from an earlier visit, restored because the server has not changed them since. */
  restored: string[];
  /** Keys unsent from an earlier visit that the server changed since: the applicant chooses. */
  conflicts: Conflict[];
}

/**
 * The starting answers: SPEC 3's navigation state merged with the loaded answers, and for
 * an account the journal's unsent keys met with the server's (journal-rules.ts reconcile):
 * keys the server holds already leave the journal, conflicting keys are held back from
 * every save and show the server's value until the applicant chooses.
 */
export function startingAnswers(
  engine: Engine,
  loaded: Answers | undefined,
  carriedInState: Answers | undefined,
  account = ANONYMOUS_ACCOUNT,
): StartingAnswers {
  const carried: Answers = {};
  for (const [key, value] of Object.entries({ ...readAnonymousAnswers(), ...carriedInState })) {
    if (value !== '' && isAnswerKey(engine, key)) carried[key] = value;
  }
  if (loaded === undefined) return { answers: carried, unsaved: [], restored: [], conflicts: [] };
  const { restore, conflicts, settled } = reconcile(readJournal(account), loaded);
  updateJournal(account, (journal) => holdConflicts(withoutKeys(journal, settled), conflicts));
  const unsaved = Object.keys(carried).filter((key) => loaded[key] !== carried[key]);
  return {
    answers: { ...loaded, ...restore, ...carried },
    unsaved,
    restored: Object.keys(restore),
    conflicts,
  };
}

interface Options {
  engine: Engine;
  loggedIn: boolean;
  /** The account's username (logged in). */
  account: string | undefined;
  /** What the server holds (the loaded profile's answers). */
  loaded: Answers | undefined;
  initial: StartingAnswers;
  formContext: FormContext;
  /** Called once the answers carried from anonymous browsing are safely in the account. */
  onCarriedSaved: () => void;
}

export function useAnswers({
  engine,
  loggedIn,
  account,
  loaded,
  initial,
  formContext,
  onCarriedSaved,
}: Options) {
  // The answers live in a store, not in state: a keystroke must not re-render the page.
  const [store] = useState(() => createAnswerStore(engine.catalogue, initial.answers));
  const current = useRef(initial.answers);
  const carriedPending = useRef(initial.unsaved.length > 0);
  const { mutate } = useSWRConfig();
  const showError = useErrorToast(toastLabels.unexpected);
  const contextRef = useRef(formContext);
  contextRef.current = formContext;
  // The controller outlives renders; what it calls back must be the latest.
  const latest = useRef({ mutate, showError, onCarriedSaved });
  latest.current = { mutate, showError, onCarriedSaved };
  const journalAccount = loggedIn && account !== undefined ? account : ANONYMOUS_ACCOUNT;

  // One function for the whole life of the store, so the fields that call it never re-render for it.
  const changeRef = useRef<(key: string, value: string, at?: number) => void>(() => undefined);
  // The journal's controller is made after the drafts it commits before each write.
  const autosaveRef = useRef<Autosave | null>(null);
  const [drafts] = useState(() =>
    createDrafts({
      apply: (key, value, at) => changeRef.current(key, value, at),
      immediate: (key) => store.isStructural(key),
      noted: (key, at) => autosaveRef.current?.edited([key], at),
      delayMs: DRAFT_DELAY_MS,
    }),
  );

  /**
   * Shows values saved or written elsewhere: they are not edits of this tab, so they are not
   * sent from here. The autosave passes only values newer than this tab's own edit of the
   * key (journal/autosave.ts compares when each was typed), so a draft of one, typed
   * earlier here, gives way to it.
   */
  const adopt = useCallback(
    (values: Answers) => {
      const keys = Object.keys(values);
      if (keys.length === 0) return;
      for (const key of keys) drafts.discard(key);
      const next = { ...current.current, ...values };
      current.current = next;
      store.set(next, keys);
    },
    [store, drafts],
  );

  const [status] = useState(() => watched<SaveStatus>('saved'));
  const [conflicts] = useState(() => watched<readonly Conflict[]>(initial.conflicts));
  const [autosave] = useState(() =>
    createAutosave({
      account: journalAccount,
      known: loaded ?? {},
      answers: () => current.current,
      send: saveAnswers,
      adopt,
      onStatus: status.set,
      onRefused(error) {
        // 401 sends the applicant to /login; 409 means the application was submitted elsewhere.
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 409)))
          latest.current.showError(error);
      },
      onSaved(sent) {
        void latest.current.mutate<Profile>(
          PROFILE_KEY,
          (profile) => profile && { ...profile, answer: { ...profile.answer, ...sent } },
          { revalidate: false },
        );
        if (carriedPending.current) {
          carriedPending.current = false;
          clearAnonymousAnswers();
          latest.current.onCarriedSaved();
        }
      },
      beforeWrite: drafts.commit,
      delayMs: AUTOSAVE_DELAY_MS,
    }),
  );
  autosaveRef.current = autosave;

  /** Stores new answers; `changed` undefined means any key may differ (the whole form re-renders). */
  const setAnswers = useCallback(
    (next: Answers, changed: string[] | undefined) => {
      current.current = next;
      store.set(next, changed);
    },
    [store],
  );

  const flush = useCallback(() => {
    drafts.commit();
    return autosave.flush();
  }, [autosave, drafts]);

  /** Stores a change's answers; `at` is when it was typed, if earlier than now (a draft). */
  const applyResult = useCallback(
    (result: ChangeResult, at?: number) => {
      if (result.changed.length === 0) return;
      setAnswers(result.answers, result.changed);
      autosave.edited(result.changed, at);
    },
    [autosave, setAnswers],
  );

  const change = useCallback(
    (key: string, value: string, at?: number) =>
      applyResult(applyChange(engine, current.current, key, value, contextRef.current), at),
    [applyResult, engine],
  );

  changeRef.current = change;
  const [binding] = useState<AnswerBinding>(() => ({
    store,
    change: (key, value) => changeRef.current(key, value),
    draft: drafts.set,
    commitDrafts: drafts.commit,
  }));

  useAutosaveEvents(autosave, loggedIn, initial, (profile) =>
    latest.current.mutate(PROFILE_KEY, profile, { revalidate: false }),
  );

  const [journal] = useState<JournalView>(() => ({
    sending: loggedIn,
    status,
    restored: initial.restored,
    conflicts,
    settle(choices) {
      const open = conflicts.get();
      const mine: Answers = {};
      updateJournal(journalAccount, (entries) => {
        let next = entries;
        for (const conflict of open) {
          const keep = choices[conflict.key] ?? 'theirs';
          next = settleConflict(next, conflict, keep);
          if (keep === 'mine') mine[conflict.key] = conflict.mine;
        }
        return next;
      });
      conflicts.set([]);
      if (Object.keys(mine).length > 0) {
        adopt(mine);
        void autosave.flush();
      }
    },
    unsentCount: () => autosave.unsentCount(),
    clear: () => clearJournal(journalAccount),
    messages: engine.catalogue.index.saveMessages,
  }));

  return { store, binding, current, change, applyResult, setAnswers, flush, journal, autosave };
}
