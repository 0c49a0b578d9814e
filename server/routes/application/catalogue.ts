/**
 * What the application calls accept, derived once from the partner's catalogue through
 * the engine: the answer keys, the page paths, the add-another groups and the tabs.
 */
import { type Catalogue, descKey, type Engine, isoDate } from '../../../engine/index';

/** The catalogue facts the routes check input against. */
export interface ApplicationCatalogue {
  engine: Engine;
  /** Every key PUT /api/answer accepts: questions (add-another entries expanded), `_desc` companions. */
  answerKeys: Set<string>;
  /** The longest answer value stored; far above any catalogue limit, it only bounds storage. */
  answerMaxLength: number;
  /** The form pages' paths (/about, /education, /final-steps). */
  pagePaths: string[];
}

/** Every key an answer may be saved under. */
export function answerKeys(catalogue: Catalogue): Set<string> {
  const keys = new Set<string>();
  for (const question of catalogue.questions.values()) {
    keys.add(question.key);
    if (question.options) keys.add(descKey(question.key));
  }
  // An autocomplete fills its related keys (some are `_desc` labels of other questions).
  for (const page of catalogue.pages) {
    for (const autocomplete of page.rules.autocompletes) {
      for (const key of [autocomplete.key, autocomplete.nameKey, ...autocomplete.related]) keys.add(key);
      if (autocomplete.idKey) keys.add(autocomplete.idKey);
    }
  }
  return keys;
}

function longestLimit(catalogue: Catalogue): number {
  let longest = Math.max(catalogue.limits.text, catalogue.limits.textarea);
  for (const question of catalogue.questions.values()) {
    longest = Math.max(longest, question.schema.maxLength ?? 0);
  }
  return longest;
}

/** The catalogue facts of the partner's engine (app.engine). */
export function applicationCatalogue(engine: Engine): ApplicationCatalogue {
  const { catalogue } = engine;
  return {
    engine,
    answerKeys: answerKeys(catalogue),
    // Twice the longest limit: an over-long answer is saved (nothing typed is lost) and
    // refused at submit with the catalogue's message; only absurd values are refused here.
    answerMaxLength: Math.max(10_000, 2 * longestLimit(catalogue)),
    pagePaths: catalogue.pages.map((page) => page.path),
  };
}

/** Today's date (YYYY-MM-DD) on the app's clock: validation of ages and dates reads it. */
export function today(now: () => Date): string {
  return isoDate(now());
}
