/**
 * Validation of the answers (SPEC 5) with the catalogue's exact messages: formats by
 * the precompiled ajv validators, requirements and cross-answer checks by the rules.
 * Only shown questions are validated; `today` comes in so dates are deterministic.
 */

import { computeVisibility, type Visibility } from '../answers/visibility';
import type { Answers, Catalogue, FormContext, LoadedPage } from '../catalogue/types';
import { type Evaluate, holds } from '../logic/evaluator';

/** The shape of an ajv (standalone) validation function. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; message?: string }[] | null;
}
/** Compiled validators by page id. */
export type PageValidators = Record<string, CompiledValidator>;

/** One partner's precompiled validators and the fingerprint of the schemas they came from. */
export interface CompiledPartner {
  fingerprint: string;
  pages: PageValidators;
}

export interface EngineParts {
  catalogue: Catalogue;
  evaluate: Evaluate;
  validators: PageValidators;
}

export interface MissingQuestion {
  page: string;
  key: string;
  /** '/{page}#{key}' (SPEC 2). */
  anchor: string;
}

export interface ValidationResult {
  /** Messages per key, de-duplicated; a key with no entry is valid. */
  errors: Record<string, string[]>;
  /** Every key with an error, page by page in catalogue order, for the summary. */
  missing: MissingQuestion[];
}

/** Widgets whose value is not an answer to check: the tab choice, a document marker. */
const NOT_VALIDATED = new Set(['tabs', 'fileUpload']);

function add(errors: Record<string, string[]>, key: string, message: string): void {
  const list = errors[key] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[key] = list;
}

function pageKeys(page: LoadedPage): string[] {
  return page.sections.flatMap((section) => section.fields);
}

function validateVisiblePage(
  parts: EngineParts,
  page: LoadedPage,
  visibility: Visibility,
  today: string,
  errors: Record<string, string[]>,
): void {
  const { catalogue, evaluate } = parts;
  const data: Record<string, unknown> = { ...visibility.data, $today: today };
  const keys = pageKeys(page).filter((key) => visibility.visible.has(key));
  const answered: Record<string, string> = {};
  for (const key of keys) {
    const value = visibility.data[key] ?? '';
    const question = catalogue.questions.get(key);
    if (value !== '' && question && !NOT_VALIDATED.has(question.widget)) answered[key] = value;
  }
  const validator = parts.validators[page.id];
  if (!validator) throw new Error(`No compiled validator for the page ${page.id}: run npm run precompile.`);
  const badFormat = new Set<string>();
  if (!validator(answered)) {
    for (const error of validator.errors ?? []) {
      const key = error.instancePath.slice(1).split('/')[0] ?? '';
      add(errors, key, error.message ?? catalogue.index.messages.type);
      badFormat.add(key);
    }
  }
  const required = new Set(page.schema.required ?? []);
  for (const key of keys) {
    const value = visibility.data[key] ?? '';
    const rule = page.rules.requiredWhen[key];
    const isRequired = rule === undefined ? required.has(key) : holds(evaluate, rule, data);
    if (value === '' && isRequired) {
      add(errors, key, page.rules.requiredMessages[key] ?? catalogue.index.messages.required);
    }
  }
  // Cross-answer checks read well-formed answers only: 'yesterday' is not 'too young'.
  for (const check of page.rules.checks) {
    if (!(check.key in answered) || badFormat.has(check.key)) continue;
    if (!holds(evaluate, check.rule, data)) add(errors, check.key, check.message);
  }
}

function summarise(catalogue: Catalogue, errors: Record<string, string[]>): ValidationResult {
  const ordered: Record<string, string[]> = {};
  const missing: MissingQuestion[] = [];
  for (const page of catalogue.pages) {
    for (const key of pageKeys(page)) {
      const messages = errors[key];
      if (!messages) continue;
      ordered[key] = messages;
      missing.push({ page: page.id, key, anchor: `/${page.id}#${key}` });
    }
  }
  return { errors: ordered, missing };
}

/** Validates every page: what POST /api/submit runs before accepting an application. */
export function validateApplication(
  parts: EngineParts,
  answers: Answers,
  today: string,
  context: FormContext = {},
): ValidationResult {
  const visibility = computeVisibility(parts.catalogue, answers, parts.evaluate, context);
  const errors: Record<string, string[]> = {};
  for (const page of parts.catalogue.pages) validateVisiblePage(parts, page, visibility, today, errors);
  return summarise(parts.catalogue, errors);
}

/** Validates one page (the form page shows its own errors inline). */
export function validatePage(
  parts: EngineParts,
  pageId: string,
  answers: Answers,
  today: string,
  context: FormContext = {},
): ValidationResult {
  const page = parts.catalogue.pages.find((item) => item.id === pageId);
  if (!page) throw new Error(`Unknown page ${pageId}.`);
  const visibility = computeVisibility(parts.catalogue, answers, parts.evaluate, context);
  const errors: Record<string, string[]> = {};
  validateVisiblePage(parts, page, visibility, today, errors);
  return summarise(parts.catalogue, errors);
}
