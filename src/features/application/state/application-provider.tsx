/**
 * The application's state for the form pages and /completion: answers, the client
 * snapshot and web-status machine (SPEC 3, 4), page navigation with saving and
 * save-time validation, the submit flow, add-another counts and tabs.
 */
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  type Answers,
  type Engine,
  type FormContext,
  switchTab,
  validateApplication,
} from '../../../../engine';
import type { Profile } from '../../../../engine/contract';
import { useToast } from '../../../components/toast/toast-context';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { loadValidators, todayIso } from '../../../lib/engine';
import { ApiError, errorMessage, UnauthorizedError } from '../../../lib/errors';
import type { NavigationState } from '../../../lib/navigation-state';
import { ADD_ANOTHER_KEY, putAddAnother, putTab, TABS_KEY } from '../api/form-state';
import { PROFILE_KEY } from '../api/profile';
import { postSubmit, postValidations, postWebStatus, putLastPage } from '../api/status';
import { hasAnswers } from './anonymous-answers';
import { AnswerStoreContext } from './answer-hooks';
import { type Application, ApplicationContext } from './application-context';
import { parseFindings, type ServerFindings, withServerFindings } from './server-findings';
import { startingAnswers, useAnswers } from './use-answers';
import { initialSnapshot, type Snapshot, tracksLastPage, type WebStatus } from './web-status';

export const SUBMITTED_MESSAGE = 'Your application was successfully submitted.';

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
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const showError = useErrorToast(toastLabels.unexpected);
  const toast = useToast();
  const showLabelledError = useCallback(
    (label: string, error: unknown) => {
      if (!(error instanceof UnauthorizedError))
        toast.show({ variant: 'error', label, message: errorMessage(error) });
    },
    [toast],
  );
  const [snapshot, setSnapshot] = useState<Snapshot>(() => initialSnapshot(profile));
  const [formContext, setFormContext] = useState(loadedContext);
  const [busy, setBusy] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [initial] = useState(() => startingAnswers(engine, profile?.answer, carried));
  const today = todayIso();

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
  } = useAnswers({ engine, loggedIn, initial, formContext, onCarriedSaved });

  const setStatus = useCallback(
    (status: WebStatus) => {
      setSnapshot((previous) => ({ ...previous, web_status: status }));
      // Stamped here; the next load of the profile brings the server's own time.
      const entry = { web_status: status, created_at: new Date().toISOString() };
      void mutate<Profile>(PROFILE_KEY, (p) => p && { ...p, web_status: [...p.web_status, entry] }, {
        revalidate: false,
      });
    },
    [mutate],
  );

  // SPEC 4: a logged-in applicant without a status becomes started, locally and on the server.
  useEffect(() => {
    if (!loggedIn || snapshot.web_status !== null) return;
    setStatus('started');
    postWebStatus('started').catch(showError);
  }, [loggedIn, snapshot.web_status, setStatus, showError]);

  const isFormPath = useCallback(
    (path: string) => engine.catalogue.pages.some((page) => page.path === path),
    [engine],
  );

  // SPEC 2: save each form page visited (ApplicationRoot restores the saved one on load).
  const lastSaved = useRef(snapshot.last_page);
  useEffect(() => {
    if (!loggedIn) return;
    const { pathname } = location;
    if (!tracksLastPage(snapshot.web_status) || !isFormPath(pathname) || lastSaved.current === pathname)
      return;
    lastSaved.current = pathname;
    setSnapshot((previous) => ({ ...previous, last_page: pathname }));
    void mutate<Profile>(PROFILE_KEY, (p) => p && { ...p, last_page: pathname }, { revalidate: false });
    putLastPage(pathname).catch(showError);
  }, [loggedIn, location, snapshot, isFormPath, mutate, showError]);

  // While validating, every change is checked again (the summary and the inline errors read
  // the store), with what the server's last refused submit found that this browser did not.
  const serverFindings = useRef<ServerFindings | null>(null);
  const revalidate = useCallback(() => {
    const answers = answerStore.get();
    const local = validateApplication(engine, answers, today, formContext);
    answerStore.setValidation(withServerFindings(local, serverFindings.current, answers));
  }, [answerStore, engine, today, formContext]);
  useLayoutEffect(() => {
    if (snapshot.web_status !== 'validating') {
      answerStore.setValidation(null);
      return;
    }
    revalidate();
    return answerStore.subscribe(revalidate);
  }, [snapshot.web_status, answerStore, revalidate]);

  /** SPEC 5: save-time validation runs while validating; its failures are posted. */
  const postFailures = useCallback(async () => {
    await loadValidators(engine);
    const result = validateApplication(engine, current.current, todayIso(), formContext);
    await postValidations(result.errors).catch(showError);
    return result;
  }, [engine, current, formContext, showError]);

  const toSignup = useCallback(() => {
    const state: NavigationState = { answers: current.current };
    navigate('/signup', { state });
  }, [navigate, current]);

  const goTo = useCallback(
    async (path: string, kind?: 'back') => {
      if (!loggedIn) {
        if (kind !== 'back' && hasAnswers(current.current)) toSignup();
        else navigate(path);
        return;
      }
      setBusy(true);
      try {
        await flush();
        if (snapshot.web_status === 'validating') await postFailures();
        setSnapshot((previous) =>
          previous.has_changed_page ? previous : { ...previous, has_changed_page: true },
        );
        navigate(path);
      } catch (error) {
        showError(error);
      } finally {
        setBusy(false);
      }
    },
    [loggedIn, current, toSignup, navigate, flush, snapshot.web_status, postFailures, showError],
  );

  const submit = useCallback(async () => {
    if (!loggedIn) {
      toSignup();
      return;
    }
    setBusy(true);
    try {
      if (!(await flush())) return;
      await loadValidators(engine);
      if (snapshot.web_status === 'started' || snapshot.web_status === null) {
        setStatus('validating');
        await postWebStatus('validating').catch(showError);
      }
      // SPEC 4: an application with gaps goes to the default route, where the summary lists them.
      const toSummary = () => {
        navigate(engine.catalogue.pages[0]?.path ?? '/');
        setSummaryFocus((count) => count + 1);
      };
      serverFindings.current = null;
      const result = await postFailures();
      if (result.missing.length > 0) {
        toSummary();
        return;
      }
      try {
        await postSubmit();
      } catch (error) {
        // 422: the server found what this browser did not (another tab's answers): the summary shows it.
        const findings =
          error instanceof ApiError && error.status === 422 ? parseFindings(error.body) : undefined;
        if (findings) {
          serverFindings.current = { result: findings, answers: { ...current.current } };
          revalidate();
          toSummary();
          return;
        }
        if (!(error instanceof ApiError && error.status === 409)) {
          showError(error);
          return;
        }
      }
      await postWebStatus('submitted').catch(() => undefined);
      // The guard lets this navigation through although the status changes first.
      submittingRef.current = true;
      setStatus('submitted');
      const state: NavigationState = { successMessage: SUBMITTED_MESSAGE };
      navigate('/completion', { state });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }, [
    loggedIn,
    toSignup,
    flush,
    engine,
    snapshot.web_status,
    setStatus,
    showError,
    postFailures,
    submittingRef,
    navigate,
    current,
    revalidate,
  ]);

  const addEntry = useCallback(
    async (buttonId: string) => {
      const group = engine.catalogue.groups.find((item) => item.button_id === buttonId);
      const count = formContext.addAnother[buttonId] ?? 1;
      if (!loggedIn || !group || count >= group.max) return;
      try {
        await putAddAnother(buttonId, count + 1);
        const addAnother = { ...formContext.addAnother, [buttonId]: count + 1 };
        setFormContext((previous) => ({ ...previous, addAnother }));
        void mutate(ADD_ANOTHER_KEY, addAnother, { revalidate: false });
      } catch (error) {
        showLabelledError(toastLabels.addAnother(group.buttonLabel ?? buttonId), error);
      }
    },
    [engine, formContext, loggedIn, mutate, showLabelledError],
  );

  const chooseTab = useCallback(
    async (tabId: string, chosen: string) => {
      // A refusal throws, so the tabs widget keeps the tab and its answers and shows
      // 'Error handling tabs for {tab}' (SPEC 8) itself.
      if (!loggedIn) throw new Error('Only logged-in applicants switch tabs.');
      if (!(await flush())) throw new Error('Your answers could not be saved.');
      await putTab(tabId, chosen);
      const result = switchTab(engine.catalogue, current.current, tabId, chosen);
      setAnswers(result.answers, undefined);
      const tabs = { ...formContext.tabs, [tabId]: chosen };
      setFormContext((previous) => ({ ...previous, tabs }));
      void mutate(TABS_KEY, tabs, { revalidate: false });
    },
    [loggedIn, flush, engine, current, setAnswers, formContext, mutate],
  );

  const value = useMemo<Application>(
    () => ({
      engine,
      formContext,
      snapshot,
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
      snapshot,
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
      <ApplicationContext.Provider value={value}>{children}</ApplicationContext.Provider>
    </AnswerStoreContext.Provider>
  );
}
