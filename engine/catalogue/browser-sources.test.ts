import { describe, expect, it } from 'vitest';
import { partnerSources, withoutNotes } from './browser-sources';
import { loadCatalogue } from './load';
import { catalogueSources, PARTNER_IDS } from './sources';

describe("a partner's catalogue as the browser fetches it", () => {
  it.each(['base', ...PARTNER_IDS])('loads to the same catalogue for %s as the whole manifest does', (id) => {
    const fetched = JSON.parse(JSON.stringify(partnerSources(catalogueSources, id)));
    expect(loadCatalogue(id, fetched)).toEqual(loadCatalogue(id, withoutNotes(catalogueSources)));
  });

  it('carries no other partner, and no note for staff', () => {
    for (const id of PARTNER_IDS) {
      const text = JSON.stringify(partnerSources(catalogueSources, id));
      expect(Object.keys(partnerSources(catalogueSources, id).partners)).toEqual([id]);
      expect(text).not.toContain('"$comment"');
      expect(text).not.toContain('"$schema"');
    }
    expect(partnerSources(catalogueSources, 'base').partners).toEqual({});
  });

  it('keeps a partner’s character limit, which loadCatalogue reads from its settings', () => {
    const all = {
      ...catalogueSources,
      partners: { test: { settings: { character_limit: 123, name: 'Test' }, overlay: {} } },
    };
    expect(partnerSources(all, 'test').partners.test?.settings).toEqual({ character_limit: 123 });
    expect(loadCatalogue('test', partnerSources(all, 'test')).limits.textarea).toBe(123);
  });
});
