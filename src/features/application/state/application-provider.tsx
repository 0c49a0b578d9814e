/**
 * The application's state for the form pages and /completion, composed of its hooks:
 * answers (use-answers), the client snapshot and web-status machine (use-web-status),
 * the saved last page (use-last-page), navigation and the submit flow (use-submit),
 * add-another counts and tabs (use-form-state).
 */
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Answers, Engine, FormContext } from '../../../../engine';
import type { Profile } from '../../../../engine/contract';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { todayIso } from '../../../lib/engine';
import { useStableNavigate } from '../../../lib/use-stable-navigate';
import { AnswerStoreContext } from './answer-hooks';
import { type Application, ApplicationContext } from './application-context';
import { JournalContext } from './journal/journal-context';
import { startingAnswers, useAnswers } from './use-answers';
import { useChooseTab, useFormState } from './use-form-state';
import { useLastPage } from './use-last-page';
import { useSubmit } from './use-submit';
import { useWebStatus } from './use-web-status';
import type { AccountSnapshot, Snapshot } from './web-status';

/**
 * The snapshot without what a page change sets, the same object while the rest stays
 * the same: the application's context then stays the same across a page change, and the
 * layout, the page's sections and the buttons do not render again for it (issue 16).
 */
function useAccountSnapshot(snapshot: Snapshot): AccountSnapshot {
  const { last_page: _lastPage, has_changed_page: _changed, ...account } = snapshot;
  // Primitives only: their JSON says whether any of them changed.
  const key = JSON.stringify(account);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object only when a field of it changes.
  return useMemo(() => account, [key]);
}

interface ProviderProps {
  engine: Engine;
  /** Undefined for an anonymous visitor. */
  profile: Profile | undefined;
  formContext: Required<FormContext>;
  /** Answers carried in navigation state (from the auth cards). */
  carried: Answers | undefined;
  /** Set while a submit is navigating to /completion, so the route guard lets it. */
  submittingRef: { current: boolean };
  children: ReactNode;
}

export function ApplicationProvider({
  engine,
  profile,
  formContext: loadedContext,
  carried,
  submittingRef,
  children,
}: ProviderProps) {
  const loggedIn = profile !== undefined;
  const navigate = useStableNavigate();
  const location = useLocation();
  const showError = useErrorToast(toastLabels.unexpected);
  const { snapshot, setSnapshot, setStatus } = useWebStatus(profile, showError);
  const { formContext, addEntry, keepTab } = useFormState(engine, loadedContext, loggedIn);
  const [initial] = useState(() => startingAnswers(engine, profile?.answer, carried, profile?.username));
  const today = todayIso();
  const account = useAccountSnapshot(snapshot);

  // Once carried answers are in the account, history state must not bring them back on a reload.
  const locationRef = useRef(location);
  locationRef.current = location;
  const onCarriedSaved = useCallback(() => {
    const { pathname, search, hash, state } = locationRef.current;
    navigate(
      { pathname, search, hash },
      { replace: true, state: { ...(state as object), answers: undefined } },
    );
  }, [navigate]);

  const {
    store: answerStore,
    binding,
    current,
    flush,
    change,
    applyResult,
    setAnswers,
    journal,
    autosave,
  } = useAnswers({
    engine,
    loggedIn,
    account: profile?.username,
    loaded: profile?.answer,
    initial,
    formContext,
    onCarriedSaved,
  });

  useLastPage({ engine, loggedIn, snapshot, setSnapshot, showError });
  const { busy, summaryFocus, goTo, submit } = useSubmit({
    engine,
    loggedIn,
    formContext,
    today,
    answerStore,
    current,
    flush,
    saveStatus: autosave.status,
    unsentCount: autosave.unsentCount,
    snapshot,
    setSnapshot,
    setStatus,
    showError,
    submittingRef,
  });
  const chooseTab = useChooseTab({ engine, loggedIn, flush, current, setAnswers, keepTab });

  const value = useMemo<Application>(
    () => ({
      engine,
      formContext,
      snapshot: account,
      today,
      busy,
      summaryFocus,
      change,
      applyResult,
      goTo,
      flush,
      submit,
      addEntry,
      chooseTab,
      current,
    }),
    [
      engine,
      formContext,
      account,
      today,
      busy,
      summaryFocus,
      change,
      applyResult,
      goTo,
      flush,
      submit,
      addEntry,
      chooseTab,
      current,
    ],
  );
  return (
    <AnswerStoreContext.Provider value={binding}>
      <ApplicationContext.Provider value={value}>
        <JournalContext.Provider value={journal}>{children}</JournalContext.Provider>
      </ApplicationContext.Provider>
    </AnswerStoreContext.Provider>
  );
}
