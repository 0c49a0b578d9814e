/**
 * The precompiled validators of a partner ('base' is the catalogue without overlay),
 * found through the generated manifest: each is a module of its own, loaded on demand,
 * that records the fingerprint of the schemas it was compiled from.
 */
import type { CatalogueManifest } from '../catalogue/sources';
import type { CompiledPartner } from './validate';

/** Loads a partner's precompiled validators; throws when the manifest has none for it. */
export async function compiledValidators(
  partnerId: string,
  manifest: Pick<CatalogueManifest, 'validators'>,
): Promise<CompiledPartner> {
  const load = manifest.validators[partnerId];
  if (!load) {
    throw new Error(`No precompiled validators for the partner "${partnerId}": run npm run precompile.`);
  }
  const module = await load();
  return { fingerprint: module.fingerprint, pages: module.pages };
}
