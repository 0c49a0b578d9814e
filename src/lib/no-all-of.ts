/**
 * Stands in for @rjsf/utils' shallowAllOfMerge in the app's bundle (vite.config.ts,
 * noAllOfMerge), and with it for @x0k/json-schema-merge (about 4 KB of gzipped
 * JavaScript on /about). @rjsf/utils calls it only for a schema with `allOf`, and no
 * page schema can have one: schemas/meta/page.schema.meta.json allows none at the page's
 * level or a question's (no-all-of.test.ts checks every partner's expanded pages).
 */
export default function shallowAllOfMerge(): never {
  throw new Error(
    'The catalogue’s page schemas have no allOf: the code that merges one is not in the bundle.',
  );
}
