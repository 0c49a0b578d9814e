/**
 * An anonymous applicant's answers live in localStorage until they have an account
 * (SPEC 1: "may fill in the form locally"), so a reload loses nothing. Once the answers
 * are saved to an account they are removed: a shared computer keeps nobody's data.
 */
import type { Answers } from '../../../../engine';

export const ANONYMOUS_ANSWERS_KEY = 'admit.anonymous-answers';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the answers then live for this page only.
    return undefined;
  }
}

/** The stored answers: string values only, whatever another version wrote. */
export function readAnonymousAnswers(): Answers {
  const text = storage()?.getItem(ANONYMOUS_ANSWERS_KEY);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Keeps the non-empty answers; none at all removes the entry. */
export function writeAnonymousAnswers(answers: Answers): void {
  const kept = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== ''));
  try {
    if (Object.keys(kept).length === 0) storage()?.removeItem(ANONYMOUS_ANSWERS_KEY);
    else storage()?.setItem(ANONYMOUS_ANSWERS_KEY, JSON.stringify(kept));
  } catch {
    // A full or disabled storage: the answers still live in the page and travel to sign-up.
  }
}

export function clearAnonymousAnswers(): void {
  try {
    storage()?.removeItem(ANONYMOUS_ANSWERS_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether any answer is filled in (SPEC 2: navigation then leads to /signup). */
export function hasAnswers(answers: Answers): boolean {
  return Object.values(answers).some((value) => value !== '' && value !== 'false');
}
