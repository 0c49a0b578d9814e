/**
 * Page navigation with saving and save-time validation (SPEC 2, 5) and the submit flow
 * (SPEC 4): while validating, every change is checked again and the summary reads the
 * result, with what the server's last refused submit found that this browser did not.
 */
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Answers, type Engine, type FormContext, validateApplication } from '../../../../engine';
import { useToast } from '../../../components/toast/toast-context';
import { toastLabels } from '../../../components/toast/toast-labels';
import { loadValidators, todayIso } from '../../../lib/engine';
import { ApiError } from '../../../lib/errors';
import type { NavigationState } from '../../../lib/navigation-state';
import { navigateUrgently } from '../../../lib/urgent-navigation';
import { useStableNavigate } from '../../../lib/use-stable-navigate';
import { postSubmit, postValidations, postWebStatus } from '../api/status';
import { hasAnswers } from './anonymous-answers';
import type { AnswerStore } from './answer-store';
import type { SaveStatus } from './journal/autosave';
import { parseFindings, type ServerFindings, withServerFindings } from './server-findings';
import { visited } from './use-last-page';
import type { Snapshot, WebStatus } from './web-status';

interface Options {
  engine: Engine;
  loggedIn: boolean;
  formContext: Required<FormContext>;
  today: string;
  answerStore: AnswerStore;
  current: RefObject<Answers>;
  flush: () => Promise<boolean>;
  /** Why the last save failed, if it did: offline, or the server not answering. */
  saveStatus: () => SaveStatus;
  /** How many keys the server has not acknowledged yet (typed, in the journal or being sent). */
  unsentCount: () => number;
  snapshot: Snapshot;
  setSnapshot: Dispatch<SetStateAction<Snapshot>>;
  setStatus: (status: WebStatus) => void;
  showError: (error: unknown) => void;
  /** Set while a submit is navigating to /completion, so the route guard lets it. */
  submittingRef: { current: boolean };
}

export interface SubmitFlow {
  busy: boolean;
  summaryFocus: number;
  goTo(path: string, kind?: 'back'): Promise<void>;
  submit(): Promise<void>;
}

export function useSubmit({
  engine,
  loggedIn,
  formContext,
  today,
  answerStore,
  current,
  flush,
  saveStatus,
  unsentCount,
  snapshot,
  setSnapshot,
  setStatus,
  showError,
  submittingRef,
}: Options): SubmitFlow {
  const navigate = useStableNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  /** The toast of a submit refused offline: gone once a later submit succeeds. */
  const refusedToast = useRef<number | null>(null);

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
    // 409: the application was submitted already (a submit whose answer was lost): its
    // failures no longer matter, and the submit that follows finds it submitted.
    await postValidations(result.errors).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 409)) showError(error);
    });
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
      // One render for the new page and the snapshot (has_changed_page, last page), at
      // once: not a transition, which waited behind the page's own (urgent-navigation.ts).
      const arrive = () =>
        navigateUrgently(() => {
          setSnapshot((previous) =>
            visited(previous.has_changed_page ? previous : { ...previous, has_changed_page: true }, path),
          );
          navigate(path);
        });
      // Everything saved and nothing to validate: the page changes at once, in this very click.
      if (snapshot.web_status !== 'validating' && unsentCount() === 0) {
        arrive();
        return;
      }
      setBusy(true);
      try {
        await flush();
        if (snapshot.web_status === 'validating') await postFailures();
        arrive();
      } catch (error) {
        showError(error);
      } finally {
        setBusy(false);
      }
    },
    [
      loggedIn,
      current,
      toSignup,
      navigate,
      unsentCount,
      flush,
      snapshot.web_status,
      setSnapshot,
      postFailures,
      showError,
    ],
  );

  const submit = useCallback(async () => {
    if (!loggedIn) {
      toSignup();
      return;
    }
    setBusy(true);
    try {
      // Submit waits for the journal to drain; offline, it is refused and nothing is lost.
      const saved = navigator.onLine && (await flush());
      if (!saved) {
        const { offlineSubmit, failed } = engine.catalogue.index.saveMessages;
        const status = navigator.onLine ? saveStatus() : 'offline';
        // A refusal of the answers themselves (422) was shown already.
        if (status === 'offline' || status === 'failed') {
          if (refusedToast.current !== null) toast.dismiss(refusedToast.current);
          refusedToast.current = toast.show({
            variant: 'error',
            label: toastLabels.unexpected,
            message: status === 'offline' ? offlineSubmit : failed,
          });
        }
        return;
      }
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
        try {
          await postSubmit();
        } catch (error) {
          // No answer (the network dropped, or the time limit): the submission may have been
          // made. Sent once more, the server answers 409 if it was, and submits it if not.
          if (!(error instanceof ApiError && error.status === 0)) throw error;
          await postSubmit();
        }
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
      if (refusedToast.current !== null) toast.dismiss(refusedToast.current);
      refusedToast.current = null;
      await postWebStatus('submitted').catch(() => undefined);
      // The guard lets this navigation through although the status changes first.
      submittingRef.current = true;
      setStatus('submitted');
      const state: NavigationState = { successMessage: engine.catalogue.index.messages.submittedToast };
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
    saveStatus,
    toast,
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

  return { busy, summaryFocus, goTo, submit };
}
