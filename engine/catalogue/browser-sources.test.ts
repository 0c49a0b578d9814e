import { describe, expect, it } from 'vitest';
import { MAIL_TEXT_KEYS } from '../mail-texts';
import { partnerSources, withoutNotes } from './browser-sources';
import { loadCatalogue } from './load';
import { catalogueSources, PARTNER_IDS } from './sources';

describe("a partner's catalogue as the browser fetches it", () => {
  it.each(['base', ...PARTNER_IDS])('loads to the same catalogue for %s as the whole manifest does', (id) => {
    const fetched = JSON.parse(JSON.stringify(partnerSources(catalogueSources, id)));
    const whole = loadCatalogue(id, withoutNotes(catalogueSources));
    // But for the account mails' texts, which only the server reads.
    for (const key of MAIL_TEXT_KEYS) delete whole.index.messages[key];
    expect(loadCatalogue(id, fetched)).toEqual(whole);
  });

  it("leaves out the account mails' texts, the base's and a partner's", () => {
    const all = {
      ...catalogueSources,
      partners: { test: { overlay: { messages: { mailConfirmSubject: 'Your code', account: 'Mine' } } } },
    };
    const fetched = partnerSources(all, 'test');
    for (const key of MAIL_TEXT_KEYS) expect(fetched.index.messages).not.toHaveProperty(key);
    expect(fetched.partners.test?.overlay).toEqual({ messages: { account: 'Mine' } });
    expect(catalogueSources.index.messages.mailConfirmSubject).toBe('{partner}: your confirmation code');
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
