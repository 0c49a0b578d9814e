/**
 * A prefill link, `/about?token=…` (SPEC 2, issue 14): the answers staff prepared load
 * once, before the form renders. An anonymous visitor gets them as the anonymous answers
 * (carried through sign-up like any others); a logged-in applicant gets only the keys the
 * account leaves empty, so a saved answer is never overwritten, and a toast says how many.
 * The token leaves the address bar at once; an expired link leaves the form as it was. A
 * load that got no answer (flaky Wi-Fi) or a server failure is told as the generic error,
 * not as an expired link, which sent applicants to ask the office for a new one.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Answers, Engine } from '../../../../engine';
import type { Profile } from '../../../../engine/contract';
import { useToast } from '../../../components/toast/toast-context';
import { toastLabels } from '../../../components/toast/toast-labels';
import { GENERIC_ERROR_MESSAGE, isTransient } from '../../../lib/errors';
import { getTmpAnswer } from '../api/prefill';
import { isAnswerKey } from './use-answers';
import { deriveWebStatus } from './web-status';

/** The query parameter of a prefill link. */
export const PREFILL_PARAM = 'token';
type Loaded = { status: 'none' } | { status: 'loading' } | { status: 'loaded'; answers: Answers };

/** The answers of the link to carry into the form: all of them, or only the account's empty keys. */
export function prefillAnswers(engine: Engine, link: Answers, profile: Profile | undefined): Answers {
  const saved = profile?.answer ?? {};
  return Object.fromEntries(
    Object.entries(link).filter(
      ([key, value]) => value !== '' && isAnswerKey(engine, key) && (saved[key] ?? '') === '',
    ),
  );
}

/** How many answers were filled, their `_desc` labels not counted apart. */
export function filledCount(answers: Answers): number {
  return Object.keys(answers).filter((key) => !(key.endsWith('_desc') && `${key.slice(0, -5)}` in answers))
    .length;
}

/**
 * Loads the link of the address, if any. `pending` while the answers (or, logged in, the
 * profile they are merged with) are on their way; then `carried`: the answers to add.
 */
export function usePrefill(
  engine: Engine,
  loggedIn: boolean,
  profile: Profile | undefined,
): { pending: boolean; carried: Answers | undefined } {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const messages = engine.catalogue.index.messages;
  const [token] = useState(() => new URLSearchParams(location.search).get(PREFILL_PARAM));
  const [loaded, setLoaded] = useState<Loaded>(() => ({ status: token === null ? 'none' : 'loading' }));
  const [carried, setCarried] = useState<Answers | undefined | null>(token === null ? undefined : null);
  const started = useRef(false);

  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    // The token leaves the address bar (and the history entry) before anything else happens.
    const params = new URLSearchParams(location.search);
    params.delete(PREFILL_PARAM);
    const search = params.size > 0 ? `?${params}` : '';
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state },
    );
    getTmpAnswer(token).then(
      (body) => setLoaded({ status: 'loaded', answers: body.answer }),
      (error: unknown) => {
        setLoaded({ status: 'none' });
        setCarried(undefined);
        const message = isTransient(error) ? GENERIC_ERROR_MESSAGE : (messages.prefillExpired ?? '');
        toast.show({ variant: 'error', label: toastLabels.prefill, message });
      },
    );
  }, [token, location, navigate, toast, messages]);

  // Decided once, when the answers and (logged in) the profile are both there.
  useEffect(() => {
    if (carried !== null || loaded.status !== 'loaded' || (loggedIn && !profile)) return;
    if (!loggedIn) {
      setCarried(prefillAnswers(engine, loaded.answers, undefined));
      toast.show({ variant: 'success', label: toastLabels.success, message: messages.prefillLoaded ?? '' });
      return;
    }
    // A submitted application can no longer change: nothing is filled.
    const submitted = profile && deriveWebStatus(profile.web_status) === 'submitted';
    const fills = submitted ? {} : prefillAnswers(engine, loaded.answers, profile);
    setCarried(fills);
    if (submitted) return;
    const count = filledCount(fills);
    const message =
      count === 1
        ? messages.prefillFilledOne
        : (messages.prefillFilled ?? '').replace('{count}', String(count));
    toast.show({ variant: 'success', label: toastLabels.success, message: message ?? '' });
  }, [carried, loaded, loggedIn, profile, engine, toast, messages]);

  return { pending: carried === null, carried: carried ?? undefined };
}
