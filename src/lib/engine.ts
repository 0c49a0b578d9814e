/**
 * The engine in the browser, for every feature: the partner's catalogue and json-logic-js
 * at once, and only that partner's precompiled validators, a chunk of its own loaded on
 * demand (loadValidators). The form never compiles a schema at run time: the CSP forbids
 * unsafe-eval, and ajv would cost the /about budget.
 */
import {
  attachValidators,
  catalogueSources,
  compiledValidators,
  createEngine,
  type Engine,
  manifest,
} from '../../engine';

const engines = new Map<string, Engine>();
const validatorLoads = new WeakMap<Engine, Promise<void>>();

/** The engine of a partner, built once per page load (without its validators: see loadValidators). */
export function browserEngine(partnerId: string): Engine {
  let engine = engines.get(partnerId);
  if (!engine) {
    // Filled by loadValidators: the form shows no error before the status is validating.
    engine = createEngine(partnerId, { sources: catalogueSources });
    engines.set(partnerId, engine);
  }
  return engine;
}

/**
 * Loads the partner's precompiled validators into the engine, once. Only validation
 * needs them (a status of validating, a submit), so /about does not download them
 * for an applicant who is still filling in. The same promise each time, for use().
 */
export function loadValidators(engine: Engine): Promise<void> {
  let load = validatorLoads.get(engine);
  if (!load) {
    load = compiledValidators(engine.catalogue.partnerId, manifest).then((compiled) =>
      attachValidators(engine, compiled),
    );
    validatorLoads.set(engine, load);
  }
  return load;
}

/** Today as YYYY-MM-DD in the applicant's time zone: the date the age rules compare with. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
