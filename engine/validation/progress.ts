/**
 * Progress marks (beyond SPEC, as the Common App shows them): per page, how many of
 * its questions still need an answer, counted by the same validation that runs on
 * submit, so a page is complete exactly when submitting would find nothing on it.
 * A required question left empty counts, and so does an answer validation refuses.
 */
import { fillMessage } from '../catalogue/messages';
import type { Answers, FormContext } from '../catalogue/types';
import { type EngineParts, validateApplication } from './validate';

export interface PageProgress {
  page: string;
  /** Questions of the page still missing an answer or holding a refused one. */
  remaining: number;
  complete: boolean;
}

/** Every page's progress, in catalogue order. Needs the engine's validators loaded. */
export function pageProgress(
  parts: EngineParts,
  answers: Answers,
  today: string,
  context: FormContext = {},
): PageProgress[] {
  const { missing } = validateApplication(parts, answers, today, context);
  return parts.catalogue.pages.map((page) => {
    const remaining = missing.filter((item) => item.page === page.id).length;
    return { page: page.id, remaining, complete: remaining === 0 };
  });
}

/** The words of a mark, from the catalogue's messages ('complete', '{n} required answer(s) left'). */
export function progressText(
  messages: { progressComplete: string; progressRemaining: string },
  progress: PageProgress,
): string {
  return progress.complete
    ? messages.progressComplete
    : fillMessage(messages.progressRemaining, { n: progress.remaining });
}
