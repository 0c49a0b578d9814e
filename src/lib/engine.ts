/**
 * The engine in the browser, for every feature: the partner's catalogue (its JSON comes
 * from catalogueSourcesFor: a file of its own in the built app) and json-logic-js, and
 * only that partner's precompiled validators, a chunk of its own loaded on demand
 * (loadValidators). The form never compiles a schema at run time: the CSP forbids
 * unsafe-eval, and ajv would cost the /about budget.
 */
import {
  attachValidators,
  type CatalogueSources,
  catalogueSources,
  compiledValidators,
  createEngine,
  type Engine,
  validatorLoaders,
} from '../../engine';
import { catalogueSourcesFor } from './catalogue-sources';

const engines = new Map<string, Engine>();
const engineLoads = new Map<string, Promise<Engine>>();
const validatorLoads = new WeakMap<Engine, Promise<void>>();

/** A settled promise as React's use() reads it at once, without suspending. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function engineOf(partnerId: string, sources: CatalogueSources): Engine {
  let engine = engines.get(partnerId);
  if (!engine) {
    // Filled by loadValidators: the form shows no error before the status is validating.
    engine = createEngine(partnerId, { sources });
    engines.set(partnerId, engine);
  }
  return engine;
}

/**
 * The engine of a partner, built once per page load (without its validators: see
 * loadValidators), once its catalogue is there. The same promise each time, for use();
 * settled at once when the catalogue was at hand. A failed load is forgotten, so the
 * error page's 'Try again' loads it anew. Called as the app starts, so the catalogue
 * arrives beside the code that renders it.
 */
export function loadBrowserEngine(partnerId: string): Promise<Engine> {
  let load = engineLoads.get(partnerId);
  if (!load) {
    const sources = catalogueSourcesFor(partnerId) as Promise<CatalogueSources> & {
      status?: string;
      value?: CatalogueSources;
    };
    if (sources.status === 'fulfilled' && sources.value) {
      load = settled(engineOf(partnerId, sources.value));
      engineLoads.set(partnerId, load);
      return load;
    }
    const loading = sources.then(
      (value) => {
        const engine = engineOf(partnerId, value);
        Object.assign(loading, { status: 'fulfilled', value: engine });
        return engine;
      },
      (error: unknown) => {
        Object.assign(loading, { status: 'rejected', reason: error });
        engineLoads.delete(partnerId);
        throw error;
      },
    );
    load = loading;
    engineLoads.set(partnerId, load);
  }
  return load;
}

/**
 * The engine of a partner if its catalogue is at hand (built now if need be), else
 * undefined: a page renders it at once, and use()s loadBrowserEngine() only while the
 * catalogue is on its way (ui/lazy.ts's Settled, which says why).
 */
export function browserEngineIfLoaded(partnerId: string): Engine | undefined {
  const load = loadBrowserEngine(partnerId) as Promise<Engine> & { status?: string; value?: Engine };
  return load.status === 'fulfilled' ? load.value : undefined;
}

/**
 * The engine of a partner from the catalogue imported with the code, at once: for the
 * tests and Storybook, which have it (the app's pages use loadBrowserEngine).
 */
export function browserEngine(partnerId: string): Engine {
  return engineOf(partnerId, catalogueSources);
}

/**
 * Loads the partner's precompiled validators into the engine, once. Only validation
 * needs them (a status of validating, a submit), so /about does not download them
 * for an applicant who is still filling in. The same promise each time, for use().
 */
export function loadValidators(engine: Engine): Promise<void> {
  let load = validatorLoads.get(engine);
  if (!load) {
    load = compiledValidators(engine.catalogue.partnerId, validatorLoaders).then((compiled) =>
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
