/**
 * The partners' precompiled validators, one lazy chunk each: the application's engine
 * loads them when it first validates, the staff view for its progress marks. The form
 * never compiles a schema at run time (the CSP forbids unsafe-eval).
 */
import { fingerprint } from '../../engine/catalogue/hash';
import { validationSchema } from '../../engine/catalogue/load';
import { catalogueSources } from '../../engine/catalogue/sources';
import type { EngineParts as Engine, PageValidators } from '../../engine/validation/validate';

interface CompiledModule {
  fingerprint: string;
  pages: PageValidators;
}

// Lazy: each partner's validators become a chunk that only that partner's pages load.
const compiled = import.meta.glob<CompiledModule>('../../engine/generated/*.validators.generated.ts');

function modulePath(name: string): string {
  return `../../engine/generated/${name}.validators.generated.ts`;
}

const validatorLoads = new WeakMap<Engine, Promise<void>>();

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
