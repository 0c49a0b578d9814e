/**
 * The catalogue as shipped, read from the manifest that `npm run precompile` generates
 * from schemas/ and partners/*\/ (engine/generated/manifest.generated.ts). No file here
 * names a partner or an option list: a new folder or file plus the precompile step is
 * all the code needs.
 */
import * as generated from '../generated/manifest.generated';
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

/** The manifest of the catalogue in this repository. */
export const manifest = generated as unknown as CatalogueManifest;

/** The base catalogue and every partner, ready for loadCatalogue. */
export const catalogueSources: CatalogueSources = manifest.sources;

/** The known partners, by id. */
export const PARTNER_IDS: readonly string[] = manifest.partnerIds;
