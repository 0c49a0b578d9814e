/**
 * The engine the print view reads: the partner's catalogue and the rule evaluator. It
 * never validates, so it loads no validators (the application's engine loads them on
 * demand; this feature keeps its own tiny one rather than reach into that feature).
 */
import jsonLogic from 'json-logic-js';
import { loadCatalogue } from '../../../engine/catalogue/load';
import { catalogueSources } from '../../../engine/catalogue/sources';
import { createEvaluator } from '../../../engine/logic/evaluator';
import type { EngineParts } from '../../../engine/validation/validate';

const engines = new Map<string, EngineParts>();

/** The print view's engine of a partner, built once per page load. */
export function printEngine(partnerId: string): EngineParts {
  let engine = engines.get(partnerId);
  if (!engine) {
    const catalogue = loadCatalogue(partnerId, catalogueSources);
    engine = { catalogue, evaluate: createEvaluator(jsonLogic), validators: {} };
    engines.set(partnerId, engine);
  }
  return engine;
}
