/**
 * The engine in the browser: the partner's catalogue, json-logic-js and only that
 * partner's precompiled validators (a chunk of its own, loaded on demand). The form
 * never compiles a schema at run time: the CSP forbids unsafe-eval, and ajv would
 * cost the /about budget.
 */
import jsonLogic from 'json-logic-js';
import { loadCatalogue } from '../../../engine/catalogue/load';
import { catalogueSources } from '../../../engine/catalogue/sources';
import { createEvaluator } from '../../../engine/logic/evaluator';
import type { EngineParts as Engine } from '../../../engine/validation/validate';

export { loadValidators } from '../../lib/validators';

function buildEngine(partnerId: string): Engine {
  const catalogue = loadCatalogue(partnerId, catalogueSources);
  // Filled by loadValidators: the form shows no error before the status is validating.
  return { catalogue, evaluate: createEvaluator(jsonLogic), validators: {} };
}

const engines = new Map<string, Engine>();

/** The engine of a partner, built once per page load (without its validators: see loadValidators). */
export function clientEngine(partnerId: string): Engine {
  let engine = engines.get(partnerId);
  if (!engine) {
    engine = buildEngine(partnerId);
    engines.set(partnerId, engine);
  }
  return engine;
}

/** Today as YYYY-MM-DD in the applicant's time zone: the date the age rules compare with. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
