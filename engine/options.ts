/**
 * Option lists of a question (SPEC 3): a named list, the options a conditional
 * dropdown offers for the controlling answer, or a year list relative to today.
 */
import type { Answers, Catalogue, Option, YearSpec } from './catalogue/types';

/** Years from a start year (default: today's), count and direction, with '--' first. */
export function yearOptions(spec: YearSpec, today: string): Option[] {
  const start = spec.start === undefined || spec.start === 'current' ? Number(today.slice(0, 4)) : spec.start;
  const step = spec.direction === 'past' ? -1 : 1;
  const years = Array.from({ length: spec.count }, (_, i) => String(start + i * step));
  return [{ value: '', label: '--' }, ...years.map((year) => ({ value: year, label: year }))];
}

/** The options a question offers now, given the answers and today's date. */
export function optionsFor(catalogue: Catalogue, key: string, answers: Answers, today: string): Option[] {
  const question = catalogue.questions.get(key);
  if (!question) return [];
  const years = question.ui['ui:options']?.years;
  // A month/year pair's month offers its month list; the years belong to its year key.
  if (years && question.widget !== 'monthYear') return yearOptions(years, today);
  const page = catalogue.pages.find((item) => item.id === question.page);
  const dropdown = page?.rules.conditionalDropdowns.find((item) => item.key === key);
  if (dropdown?.options) {
    const list = dropdown.options[answers[dropdown.isMatched.valueKey] ?? ''];
    return list === undefined ? [] : (catalogue.options[list] ?? []);
  }
  return question.options ?? [];
}
