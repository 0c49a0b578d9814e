/**
 * The engine in the browser: the partner's catalogue, json-logic-js and only that
 * partner's precompiled validators (a chunk of its own, loaded on demand). The form
 * never compiles a schema at run time: the CSP forbids unsafe-eval, and ajv would
 * cost the /about budget.
 */
import jsonLogic from 'json-logic-js';
import { fingerprint } from '../../../engine/catalogue/hash';
import { loadCatalogue, validationSchema } from '../../../engine/catalogue/load';
import { catalogueSources } from '../../../engine/catalogue/sources';
import { createEvaluator } from '../../../engine/logic/evaluator';
import type { EngineParts as Engine, PageValidators } from '../../../engine/validation/validate';

interface CompiledModule {
  fingerprint: string;
  pages: PageValidators;
}

// Lazy: each partner's validators become a chunk that only that partner's pages load.
const compiled = import.meta.glob<CompiledModule>('../../../engine/generated/*.validators.generated.ts');

function modulePath(name: string): string {
  return `../../../engine/generated/${name}.validators.generated.ts`;
}

function buildEngine(partnerId: string): Engine {
  const catalogue = loadCatalogue(partnerId, catalogueSources);
  // Filled by loadValidators: the form shows no error before the status is validating.
  return { catalogue, evaluate: createEvaluator(jsonLogic), validators: {} };
}

const engines = new Map<string, Engine>();
const validatorLoads = new WeakMap<Engine, Promise<void>>();

/** The engine of a partner, built once per page load (without its validators: see loadValidators). */
export function clientEngine(partnerId: string): Engine {
  let engine = engines.get(partnerId);
  if (!engine) {
    engine = buildEngine(partnerId);
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
    load = (async () => {
      const partnerId = engine.catalogue.partnerId;
      const name = partnerId in catalogueSources.partners ? partnerId : 'base';
      const importer = compiled[modulePath(name)];
      if (!importer)
        throw new Error(`No precompiled validators for the partner "${name}": run npm run precompile.`);
      const module = await importer();
      const expected = fingerprint(engine.catalogue.pages.map((page) => validationSchema(page)));
      if (module.fingerprint !== expected) {
        throw new Error(
          `The precompiled validators of "${name}" do not match the catalogue: run npm run precompile.`,
        );
      }
      Object.assign(engine.validators, module.pages);
    })();
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
