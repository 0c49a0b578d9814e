/**
 * A partner is a folder: copy partners/demo to a new folder, change a label and remove a
 * question in its catalogue.json, run the precompile step, and the server serves both
 * changes (the catalogue its print view and PDF draw from, and its validation), without
 * a line of TypeScript. Everything happens in a temporary copy of schemas/ and partners/,
 * generated into that folder too, so the repository and other tests never see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentAnswers } from '../../engine/index';
import { browserCatalogues } from '../../scripts/browser-catalogues';
import { runChecker } from '../../server/catalogue/files';
import { readOutbox } from '../../server/mail/outbox';
import { call, newApplicant, setClockToFixtureDay } from './support/application';
import { newEmail, PASSWORD, post, settleJobs } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';
import {
  CHANGED_LABEL,
  createTemporaryPartner,
  REMOVED_KEY,
  TEMPORARY_PARTNER,
  type TemporaryPartner,
  WORDED_MESSAGES,
} from './support/temporary-partner';

let partner: TemporaryPartner;

beforeAll(async () => {
  partner = await createTemporaryPartner();
}, 120_000);

afterAll(() => partner?.remove());

describe('a new partner folder, with no TypeScript', () => {
  it('passes the catalogue checker and is in its generated manifest', () => {
    expect(runChecker(partner.root, [TEMPORARY_PARTNER])).toEqual([]);
    expect(partner.catalogue.partnerIds).toEqual([TEMPORARY_PARTNER]);
    expect(Object.keys(partner.catalogue.validators).sort()).toEqual(['base', TEMPORARY_PARTNER]);
  });
});

describe.each(databases)('the server of the new partner on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, {
      env: { PARTNER: TEMPORARY_PARTNER },
      partnersDir: partner.partnersDir,
      catalogue: partner.catalogue,
    });
    setClockToFixtureDay(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves its settings and draws the changed label in the print view and the PDF', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/public/partner' });
    expect(settings.json()).toMatchObject({ id: TEMPORARY_PARTNER, name: 'Temporary College' });
    // The texts around every page, in the partner's words where its catalogue has them.
    expect(settings.json().texts).toMatchObject({
      privacyPolicyBody: WORDED_MESSAGES.privacyPolicyBody,
      privacyCookiesTitle: 'Cookies',
      skipToContent: 'Skip to main content',
    });
    const about = presentAnswers(t.app.engine, { first_name: 'Ada', [REMOVED_KEY]: 'F' }, {})[0];
    const items = about?.sections.flatMap((section) => section.items) ?? [];
    expect(items.find((item) => item.key === 'first_name')?.label).toBe(CHANGED_LABEL);
    expect(items.some((item) => item.key === REMOVED_KEY)).toBe(false);
  });

  it("mails in the partner's words, which the browser's catalogue leaves out", async () => {
    const email = newEmail();
    expect((await post(t.app, '/public/signup', { username: email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    await settleJobs(t.app);
    const mail = readOutbox(t.dataDir, email);
    expect(mail?.subject).toBe('Welcome to Temporary College: the code you asked for');
    expect(mail?.text).toBe(
      `Welcome to Temporary College!\n\nType this code on the page you came from:\n\n${mail?.code}`,
    );
    expect(mail?.code).toMatch(/^\d{6}$/);
    const browser = browserCatalogues(partner.root)[TEMPORARY_PARTNER];
    expect(Object.keys(browser?.index.messages ?? {}).filter((key) => key.startsWith('mail'))).toEqual([]);
    expect(browser?.partners[TEMPORARY_PARTNER]?.overlay).not.toHaveProperty('messages.mailConfirmBody');
    expect(browser?.partners[TEMPORARY_PARTNER]?.overlay).toHaveProperty(
      'messages.account',
      WORDED_MESSAGES.account,
    );
  });

  it('refuses an answer to the removed question and no longer requires it at submit', async () => {
    const ada = await newApplicant(t);
    const removed = await call(t.app, 'PUT', '/api/answer', ada.cookie, { [REMOVED_KEY]: 'F' });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().message).toContain(REMOVED_KEY);
    const kept = await call(t.app, 'PUT', '/api/answer', ada.cookie, { first_name: 'Ada' });
    expect(kept.statusCode, kept.body).toBe(200);
    const submit = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(submit.statusCode).toBe(422);
    const { errors } = submit.json();
    expect(errors.last_name).toEqual(['This question is required.']);
    expect(errors).not.toHaveProperty(REMOVED_KEY);
    expect(errors).not.toHaveProperty('first_name');
  });
});
