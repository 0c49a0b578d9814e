/**
 * The catalogue as shipped, read from the manifest that `npm run precompile` generates
 * from schemas/ and partners/*\/ (engine/generated/manifest.generated.ts). No file here
 * names a partner or an option list: a new folder or file plus the precompile step is
 * all the code needs.
 *
 * Named imports, not the module's namespace: the browser's bundle uses the validators'
 * loaders alone (validatorLoaders) and so carries none of the catalogue's JSON, which it
 * fetches as a file of its own (src/lib/catalogue-sources.ts, vite.config.ts).
 */
import { fingerprints, optionLists, partnerIds, sources, validators } from '../generated/manifest.generated';
import type { CompiledPartner } from '../validation/validate';
import type { CatalogueSources } from './types';

/** What the precompile step writes: the shape of manifest.generated.ts. */
export interface CatalogueManifest {
  /** The partners, by folder name. */
  partnerIds: readonly string[];
  /** The option lists of schemas/options/. */
  optionLists: readonly string[];
  /** Every JSON file of the catalogue, ready for loadCatalogue. */
  sources: CatalogueSources;
  /** The fingerprint of each partner's page schemas when they were compiled ('base' included). */
  fingerprints: Readonly<Record<string, string>>;
  /** Each partner's precompiled validators ('base' included), loaded on demand. */
  validators: Readonly<Record<string, () => Promise<CompiledPartner>>>;
}

/** The base catalogue and every partner, ready for loadCatalogue. */
export const catalogueSources = sources as unknown as CatalogueSources;

/** The manifest of the catalogue in this repository. */
export const manifest: CatalogueManifest = {
  partnerIds,
  optionLists,
  sources: catalogueSources,
  fingerprints,
  validators: validators as unknown as CatalogueManifest['validators'],
};

/** The loaders of the precompiled validators alone, for compiledValidators. */
export const validatorLoaders: Pick<CatalogueManifest, 'validators'> = {
  validators: validators as unknown as CatalogueManifest['validators'],
};

/** The known partners, by id. */
export const PARTNER_IDS: readonly string[] = partnerIds;
