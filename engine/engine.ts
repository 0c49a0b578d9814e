/**
 * The one way to get an engine: a partner's catalogue, the rule evaluator and the
 * partner's precompiled validators. The server builds one at start (app.engine), the
 * browser one per page load (src/lib/engine.ts); both call createEngine.
 */
import jsonLogic from 'json-logic-js';
import { fingerprint } from './catalogue/hash';
import { loadCatalogue, validationSchema } from './catalogue/load';
import { type CatalogueManifest, manifest as shipped } from './catalogue/sources';
import type { CatalogueSources } from './catalogue/types';
import { createEvaluator, type Evaluate } from './logic/evaluator';
import { compiledValidators } from './validation/registry';
import type { CompiledPartner, EngineParts } from './validation/validate';

/** A loaded catalogue with the rule evaluator and the compiled validators it needs. */
export type Engine = EngineParts;

/** What an engine is made of. */
export interface EngineSources {
  /** The catalogue's JSON (the manifest's sources). */
  sources: CatalogueSources;
  /** The partner's precompiled validators; without them, attach them later (attachValidators). */
  validators?: CompiledPartner;
  /** The rule evaluator (default: json-logic-js with the catalogue's operations). */
  evaluate?: Evaluate;
}

let evaluator: Evaluate | undefined;
/** The shared json-logic-js evaluator with the catalogue's operations. */
export function defaultEvaluator(): Evaluate {
  evaluator ??= createEvaluator(jsonLogic);
  return evaluator;
}

/**
 * Fills an engine's validators, once they are loaded. Throws when they were compiled
 * from other schemas than the engine's catalogue: run `npm run precompile`.
 */
export function attachValidators(engine: Engine, compiled: CompiledPartner): void {
  const expected = fingerprint(engine.catalogue.pages.map((page) => validationSchema(page)));
  if (compiled.fingerprint !== expected) {
    throw new Error(
      `The precompiled validators for the partner "${engine.catalogue.partnerId}" do not match the catalogue: run npm run precompile.`,
    );
  }
  Object.assign(engine.validators, compiled.pages);
}

function knownPartner(partnerId: string, sources: CatalogueSources): void {
  if (partnerId !== 'base' && !(partnerId in sources.partners)) {
    throw new Error(
      `The catalogue has no partner "${partnerId}": add partners/${partnerId}/partner.json and run npm run precompile.`,
    );
  }
}

/**
 * The engine of a partner ('base': the catalogue without overlay). Throws when the
 * sources know no such partner, or when the validators given are stale.
 */
export function createEngine(partnerId: string, parts: EngineSources): Engine {
  knownPartner(partnerId, parts.sources);
  const catalogue = loadCatalogue(partnerId, parts.sources);
  const engine: Engine = { catalogue, evaluate: parts.evaluate ?? defaultEvaluator(), validators: {} };
  if (parts.validators) attachValidators(engine, parts.validators);
  return engine;
}

/** A partner's complete engine from a manifest (default: this repository's), validators loaded. */
export async function loadEngine(
  partnerId: string,
  manifest: Pick<CatalogueManifest, 'sources' | 'validators'> = shipped,
): Promise<Engine> {
  knownPartner(partnerId, manifest.sources);
  return createEngine(partnerId, {
    sources: manifest.sources,
    validators: await compiledValidators(partnerId, manifest),
  });
}
