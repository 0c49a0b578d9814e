import { describe, expect, it } from 'vitest';
import { catalogueSources, createEngine, PARTNER_IDS } from '../../engine';
import shallowAllOfMerge from './no-all-of';

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

describe('the allOf merge left out of the bundle (vite.config.ts, noAllOfMerge)', () => {
  it.each(['base', ...PARTNER_IDS])('is never needed: no page schema of %s has allOf', (partnerId) => {
    const { pages } = createEngine(partnerId, { sources: catalogueSources }).catalogue;
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(keysOf(page.schema)).not.toContain('allOf');
  });

  it('says so if it is ever called', () => {
    expect(() => shallowAllOfMerge()).toThrow(/no allOf/);
  });
});
