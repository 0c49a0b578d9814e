/**
 * Stands in for @rjsf/utils' getClosestMatchingOption in the app's bundle (vite.config.ts,
 * rjsfUnusedSchemaCode). It picks the option of a `oneOf` or `anyOf` that suits the data,
 * and no page schema can have either (schemas/meta/page.schema.meta.json; no-one-of.test.ts
 * checks every partner's expanded pages).
 */
export default function getClosestMatchingOption(): never {
  throw new Error(
    'The catalogue’s page schemas have no oneOf or anyOf: the code that picks an option is not in the bundle.',
  );
}
