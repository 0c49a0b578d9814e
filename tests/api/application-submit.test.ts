/** POST /api/submit: the engine on the stored answers, counts and tabs; an accepted submit is final. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT, TODAY } from '../../engine/testing/complete-application';
import { messages } from '../../server/messages';
import { type Applicant, call, newApplicant, profile, setClockToFixtureDay } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const SUBMITTED = { message: messages.applicationSubmitted };

describe.each(databases)('POST /api/submit on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
    setClockToFixtureDay(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (cookie: string, payload?: unknown) => call(t.app, 'POST', '/api/submit', cookie, payload);

  /** Stores the complete application with its add-another counts and tab. */
  async function fillComplete(applicant: Applicant, answers = COMPLETE_APPLICATION): Promise<void> {
    const saved = await call(t.app, 'PUT', '/api/answer', applicant.cookie, answers);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [button_id, num_components] of Object.entries(COMPLETE_CONTEXT.addAnother ?? {})) {
      const response = await call(t.app, 'PUT', '/api/add-another', applicant.cookie, {
        button_id,
        num_components,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const [tab_id, chosen_tab] of Object.entries(COMPLETE_CONTEXT.tabs ?? {})) {
      const response = await call(t.app, 'PUT', '/api/tabs', applicant.cookie, { tab_id, chosen_tab });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  it('validates against the app clock: today is the fixture day', () => {
    expect(t.clock.now().toISOString().slice(0, 10)).toBe(TODAY);
  });

  it('refuses an empty application with 422, the failures by key and the missing questions by page', async () => {
    const ada = await newApplicant(t);
    const response = await submit(ada.cookie);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message', 'missing']);
    expect(body.message).toBe(messages.submitInvalid);
    expect(body.errors).toMatchObject({
      first_name: ['This question is required.'],
      last_name: ['This question is required.'],
      gender: ['This question is required.'],
      phone_home: ['Please enter either a home phone or cell phone number.'],
    });
    for (const messagesOfKey of Object.values(body.errors)) {
      expect(Array.isArray(messagesOfKey) && messagesOfKey.every((m) => typeof m === 'string')).toBe(true);
    }
    expect(body.missing[0]).toEqual({ page: 'about', key: 'first_name', anchor: '/about#first_name' });
    expect(body.missing.map((item: { key: string }) => item.key).sort()).toEqual(
      Object.keys(body.errors).sort(),
    );
    const pages = new Set(body.missing.map((item: { page: string }) => item.page));
    expect([...pages]).toEqual(['about', 'education', 'final-steps']);
    // Nothing changed: the application can still be filled in and submitted.
    expect((await profile(t.app, ada.cookie)).web_status).toEqual([]);
    expect((await call(t.app, 'PUT', '/api/answer', ada.cookie, { first_name: 'Ada' })).statusCode).toBe(200);
  });

  it('refuses one wrong answer with exactly its failure', async () => {
    const ada = await newApplicant(t);
    await fillComplete(ada, { ...COMPLETE_APPLICATION, birth_date: '2020-01-01' });
    const response = await submit(ada.cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ birth_date: ['You must be 13 years or older to apply.'] });
    expect(response.json().missing).toEqual([
      { page: 'about', key: 'birth_date', anchor: '/about#birth_date' },
    ]);
  });

  it('validates with the stored add-another counts and tabs', async () => {
    const ada = await newApplicant(t);
    await fillComplete(ada, {
      ...COMPLETE_APPLICATION,
      parent_2_email_address: 'nope',
      sat_score_math: '900',
    });
    const refused = await submit(ada.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      parent_2_email_address: ['Parent 2/Guardian 2: Please provide a valid email address.'],
      sat_score_math: ['SAT section scores go from 200 to 800 in steps of 10.'],
    });
    // One parent shown: the second one's answers are not checked. The upload tab clears the scores.
    const one = await call(t.app, 'PUT', '/api/add-another', ada.cookie, {
      button_id: 'parents',
      num_components: 1,
    });
    expect(one.statusCode).toBe(200);
    const tab = await call(t.app, 'PUT', '/api/tabs', ada.cookie, {
      tab_id: 'test_entry',
      chosen_tab: 'upload',
    });
    expect(tab.statusCode).toBe(200);
    const accepted = await submit(ada.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('accepts the complete application, records submitted, and answers 409 to any later change', async () => {
    const ada = await newApplicant(t);
    expect(
      (await call(t.app, 'POST', '/api/web-status', ada.cookie, { web_status: 'started' })).statusCode,
    ).toBe(200);
    await fillComplete(ada);
    const response = await submit(ada.cookie, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your application was successfully submitted.',
      submitted_at: t.clock.now().toISOString(),
    });
    const saved = await profile(t.app, ada.cookie);
    expect((saved.web_status as { web_status: string }[]).map((entry) => entry.web_status)).toEqual([
      'started',
      'validating',
      'submitted',
    ]);
    expect(saved.answer).toEqual(COMPLETE_APPLICATION);

    const later = [
      call(t.app, 'POST', '/api/submit', ada.cookie),
      call(t.app, 'PUT', '/api/answer', ada.cookie, { first_name: 'Augusta' }),
      call(t.app, 'PUT', '/api/answer', ada.cookie, {}),
      call(t.app, 'PUT', '/api/add-another', ada.cookie, { button_id: 'legacy', num_components: 2 }),
      call(t.app, 'PUT', '/api/tabs', ada.cookie, { tab_id: 'test_entry', chosen_tab: 'upload' }),
      call(t.app, 'PUT', '/api/tabs', ada.cookie, { tab_id: 'test_entry', chosen_tab: 'self_report' }),
      call(t.app, 'POST', '/api/web-status', ada.cookie, { web_status: 'started' }),
      call(t.app, 'POST', '/api/web-status', ada.cookie, { web_status: 'validating' }),
      call(t.app, 'POST', '/api/validations', ada.cookie, { failures: { first_name: 'x' } }),
    ];
    for (const refused of await Promise.all(later)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(SUBMITTED);
    }
    // The client posts 'submitted' after its accepted submit (SPEC 4): fine, recorded once.
    const status = await call(t.app, 'POST', '/api/web-status', ada.cookie, { web_status: 'submitted' });
    expect(status.statusCode).toBe(200);
    // Navigation is not content: the last page may still be saved.
    expect((await call(t.app, 'PUT', '/api/last-page', ada.cookie, { last_page: '/about' })).statusCode).toBe(
      200,
    );
    const after = await profile(t.app, ada.cookie);
    expect(after.answer).toEqual(COMPLETE_APPLICATION);
    expect((after.web_status as unknown[]).length).toBe(3);
    expect((await call(t.app, 'GET', '/api/add-another', ada.cookie)).json()).toEqual({
      parents: 2,
      legacy: 1,
    });
    expect((await call(t.app, 'GET', '/api/tabs', ada.cookie)).json()).toEqual({ test_entry: 'self_report' });
  });

  it('never accepts both a submit and a change racing it that would make the application invalid', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ada = await newApplicant(t);
      await fillComplete(ada);
      const [submitted, changed] = await Promise.all([
        submit(ada.cookie),
        call(t.app, 'PUT', '/api/answer', ada.cookie, { first_name: '' }),
      ]);
      const outcome = [submitted.statusCode, changed.statusCode];
      expect([
        [200, 409],
        [422, 200],
      ]).toContainEqual(outcome);
      const { answer } = await profile(t.app, ada.cookie);
      expect(answer).toHaveProperty('first_name', submitted.statusCode === 200 ? 'Ada' : '');
    }
  });

  it('accepts only one of two submits at once', async () => {
    const ada = await newApplicant(t);
    await fillComplete(ada);
    const codes = (await Promise.all([submit(ada.cookie), submit(ada.cookie)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    const entries = (await profile(t.app, ada.cookie)).web_status as { web_status: string }[];
    expect(entries.filter((entry) => entry.web_status === 'submitted')).toHaveLength(1);
  });

  it("leaves other applicants' applications open and their data their own", async () => {
    const ada = await newApplicant(t);
    const grace = await newApplicant(t);
    await fillComplete(ada);
    expect((await submit(ada.cookie)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', '/api/answer', grace.cookie, { first_name: 'Grace' })).statusCode).toBe(
      200,
    );
    const graceProfile = await profile(t.app, grace.cookie);
    expect(graceProfile.answer).toEqual({ first_name: 'Grace' });
    expect(graceProfile.web_status).toEqual([]);
    expect((await submit(grace.cookie)).statusCode).toBe(422);
  });

  it('answers 401 without a session and 403 from another site', async () => {
    const ada = await newApplicant(t);
    await fillComplete(ada);
    expect((await call(t.app, 'POST', '/api/submit', undefined)).statusCode).toBe(401);
    const crossSite = await call(
      t.app,
      'POST',
      '/api/submit',
      ada.cookie,
      {},
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await profile(t.app, ada.cookie)).web_status).toEqual([]);
  });
});
