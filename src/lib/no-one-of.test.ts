import { describe, expect, it } from 'vitest';
import { catalogueSources, createEngine, PARTNER_IDS } from '../../engine';
import omitExtraData from './no-omit-extra-data';
import getClosestMatchingOption from './no-one-of';

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

describe('the oneOf and anyOf choice left out of the bundle (vite.config.ts, rjsfUnusedSchemaCode)', () => {
  it.each(['base', ...PARTNER_IDS])(
    'is never needed: no page schema of %s has oneOf or anyOf',
    (partnerId) => {
      const { pages } = createEngine(partnerId, { sources: catalogueSources }).catalogue;
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(keysOf(page.schema)).not.toContain('oneOf');
        expect(keysOf(page.schema)).not.toContain('anyOf');
      }
    },
  );

  it('says so if it is ever called, as the extra data omission does', () => {
    expect(() => getClosestMatchingOption()).toThrow(/no oneOf or anyOf/);
    expect(() => omitExtraData()).toThrow(/never set omitExtraData/);
  });
});
