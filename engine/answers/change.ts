/**
 * The answer changes one change implies (SPEC 3, 4): the value normalised, the
 * '{key}_desc' label of a dropdown or radio, a conditional dropdown cleared when its
 * controller changes, an autocomplete's related keys cleared when the applicant
 * types their own text, and every answer a rule now hides cleared.
 */
import type { Answers, Catalogue, FormContext } from '../catalogue/types';
import type { Evaluate } from '../logic/evaluator';
import { normalizeValue } from './format';
import { computeVisibility } from './visibility';

export interface ChangeResult {
  answers: Answers;
  /** Keys whose stored value differs from before (to save with PUT /api/answer). */
  changed: string[];
}

interface EngineParts {
  catalogue: Catalogue;
  evaluate: Evaluate;
}

export const descKey = (key: string) => `${key}_desc`;

function setValue(catalogue: Catalogue, answers: Answers, key: string, value: string): void {
  const question = catalogue.questions.get(key);
  const stored = question ? normalizeValue(question.widget, value) : value;
  answers[key] = stored;
  if (question?.options) {
    answers[descKey(key)] =
      question.options.find((option) => option.value === stored && stored !== '')?.label ?? '';
  }
}

function clear(catalogue: Catalogue, answers: Answers, key: string): void {
  if (answers[key] !== undefined && answers[key] !== '') answers[key] = '';
  if (catalogue.questions.get(key)?.options && answers[descKey(key)]) answers[descKey(key)] = '';
}

/** Clears every answer a rule hides, until nothing more changes. */
export function clearHidden(parts: EngineParts, answers: Answers, context: FormContext = {}): Answers {
  const next = { ...answers };
  for (let round = 0; round < 10; round += 1) {
    const { hiddenByRule } = computeVisibility(parts.catalogue, next, parts.evaluate, context);
    const toClear = [...hiddenByRule].filter((key) => next[key] || next[descKey(key)]);
    if (toClear.length === 0) break;
    for (const key of toClear) clear(parts.catalogue, next, key);
  }
  return next;
}

function changedKeys(before: Answers, after: Answers): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => (before[key] ?? '') !== (after[key] ?? ''));
}

/** The answers after the applicant sets one key, with every implied change. */
export function applyChange(
  parts: EngineParts,
  answers: Answers,
  key: string,
  value: string,
  context: FormContext = {},
): ChangeResult {
  const { catalogue } = parts;
  const next = { ...answers };
  const previous = answers[key] ?? '';
  setValue(catalogue, next, key, value);
  if ((next[key] ?? '') !== previous) {
    for (const page of catalogue.pages) {
      for (const dropdown of page.rules.conditionalDropdowns) {
        if (dropdown.isMatched.valueKey === key) clear(catalogue, next, dropdown.key);
      }
      for (const autocomplete of page.rules.autocompletes) {
        if (autocomplete.key === key)
          for (const related of autocomplete.related) clear(catalogue, next, related);
      }
    }
  }
  const cleared = clearHidden(parts, next, context);
  return { answers: cleared, changed: changedKeys(answers, cleared) };
}

/**
 * Fills the answers from a chosen lookup result (SPEC 7): the name and each related
 * key, with '_desc' labels for dropdowns, replacing whatever the related keys held.
 */
export function applyLookupResult(
  parts: EngineParts,
  answers: Answers,
  key: string,
  record: Answers,
  context: FormContext = {},
): ChangeResult {
  const autocomplete = parts.catalogue.pages
    .flatMap((page) => page.rules.autocompletes)
    .find((item) => item.key === key);
  const next = { ...answers };
  for (const related of autocomplete?.related ?? []) clear(parts.catalogue, next, related);
  // A lookup record names its title 'name' (SPEC 3); the catalogue says which key holds it.
  const { name: title, ...fields } = record;
  if (title !== undefined && autocomplete) setValue(parts.catalogue, next, autocomplete.nameKey, title);
  for (const [name, value] of Object.entries(fields)) {
    if (name === key || autocomplete?.related.includes(name)) setValue(parts.catalogue, next, name, value);
  }
  const cleared = clearHidden(parts, next, context);
  return { answers: cleared, changed: changedKeys(answers, cleared) };
}

/**
 * Switching tabs (SPEC 4) clears the answers of the tabs left; the file-upload keys
 * among them are returned so the caller deletes their documents too.
 */
export function switchTab(
  catalogue: Catalogue,
  answers: Answers,
  tabId: string,
  chosen: string,
): ChangeResult & { files: string[] } {
  const tabs = catalogue.tabs.find((item) => item.tab_id === tabId);
  const next = { ...answers };
  const files: string[] = [];
  for (const tab of tabs?.tabs ?? []) {
    if (tab.id === chosen) continue;
    for (const key of tab.keys) {
      if (catalogue.questions.get(key)?.widget === 'fileUpload' && answers[key]) files.push(key);
      clear(catalogue, next, key);
    }
  }
  return { answers: next, changed: changedKeys(answers, next), files };
}
