/**
 * The catalogue's JSON for a partner. Here: the manifest's, imported with the code (the
 * dev server, the tests, Storybook), at hand at once. The app's build puts a module in
 * this one's place (vite.config.ts, catalogueAsJson) that fetches the partner's
 * catalogue as a JSON file of its own, so that /about's JavaScript carries none of it
 * and no other partner's.
 */
import { type CatalogueSources, catalogueSources } from '../../engine';

/** A promise of the partner's sources, marked settled (as React's use() reads it) when they are at hand. */
export function catalogueSourcesFor(_partnerId: string): Promise<CatalogueSources> {
  return Object.assign(Promise.resolve(catalogueSources), {
    status: 'fulfilled' as const,
    value: catalogueSources,
  });
}
