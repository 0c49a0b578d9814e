/**
 * An anonymous applicant's answers live in the browser until they have an account
 * (SPEC 1: "may fill in the form locally"), so a reload loses nothing. They are kept by
 * the same journal as an account's unsent answers (journal/, under the anonymous account),
 * and removed once saved to an account: a shared computer keeps nobody's data.
 */
import type { Answers } from '../../../../engine';
import { ANONYMOUS_ACCOUNT, clearJournal, readJournal } from './journal/journal-storage';

/** The kept answers, the empty ones left out. */
export function readAnonymousAnswers(): Answers {
  const answers: Answers = {};
  for (const [key, entry] of Object.entries(readJournal(ANONYMOUS_ACCOUNT)))
    if (entry.value !== '') answers[key] = entry.value;
  return answers;
}

export function clearAnonymousAnswers(): void {
  clearJournal(ANONYMOUS_ACCOUNT);
}

/** Whether any answer is filled in (SPEC 2: navigation then leads to /signup). */
export function hasAnswers(answers: Answers): boolean {
  return Object.values(answers).some((value) => value !== '' && value !== 'false');
}
