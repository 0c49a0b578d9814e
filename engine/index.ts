/**
 * The engine's public edge: load the catalogue of a partner with its precompiled
 * validators and json-logic-js, and the functions the form, the server, the print
 * view and the PDF call. Everything here is framework-free.
 */
import jsonLogic from 'json-logic-js';
import { fingerprint } from './catalogue/hash';
import { loadCatalogue, validationSchema } from './catalogue/load';
import { catalogueSources } from './catalogue/sources';
import { createEvaluator, type Evaluate } from './logic/evaluator';
import { compiledValidators } from './validation/registry';
import type { EngineParts } from './validation/validate';

export type { ChangeResult } from './answers/change';
export { applyChange, applyLookupResult, clearHidden, descKey, switchTab } from './answers/change';
export { formatPhone, formatSsn, normalizeValue } from './answers/format';
export { chosenTabs, computeVisibility, entryCounts } from './answers/visibility';
export { loadCatalogue, validationSchema } from './catalogue/load';
export { catalogueSources, PARTNER_IDS } from './catalogue/sources';
export type * from './catalogue/types';
export type { Finding } from './check/checker';
export { checkCatalogue } from './check/checker';
export type { FileRules } from './files';
export { checkFile, fileRules } from './files';
export type { Evaluate } from './logic/evaluator';
export { createEvaluator } from './logic/evaluator';
export type { DisplayCondition } from './logic/operators';
export { conditionRule, isoDate } from './logic/operators';
export { optionsFor, yearOptions } from './options';
export type { PresentedItem, PresentedPage, PresentedSection } from './presentation';
export { presentAnswers } from './presentation';
export type {
  CompiledValidator,
  EngineParts,
  MissingQuestion,
  PageValidators,
  ValidationResult,
} from './validation/validate';
export { validateApplication, validatePage } from './validation/validate';

/** A loaded catalogue with the rule evaluator and the compiled validators it needs. */
export type Engine = EngineParts;

let evaluator: Evaluate | undefined;
/** The shared json-logic-js evaluator with the catalogue's operations. */
export function defaultEvaluator(): Evaluate {
  evaluator ??= createEvaluator(jsonLogic);
  return evaluator;
}

const engines = new Map<string, Engine>();

/**
 * The engine of a partner (cached). Throws when the precompiled validators are
 * missing or were compiled from other schemas: run `npm run precompile`.
 */
export function createEngine(partnerId: string): Engine {
  const cached = engines.get(partnerId);
  if (cached) return cached;
  const catalogue = loadCatalogue(partnerId, catalogueSources);
  const compiled = compiledValidators[partnerId in catalogueSources.partners ? partnerId : 'base'];
  const expected = fingerprint(catalogue.pages.map((page) => validationSchema(page)));
  if (!compiled || compiled.fingerprint !== expected) {
    throw new Error(
      `The precompiled validators for the partner "${partnerId}" do not match the catalogue: run npm run precompile.`,
    );
  }
  const engine = { catalogue, evaluate: defaultEvaluator(), validators: compiled.pages };
  engines.set(partnerId, engine);
  return engine;
}
