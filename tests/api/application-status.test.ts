/** POST /api/web-status and POST/GET /api/validations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/messages';
import { type Applicant, call, newApplicant, profile, rawCall } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

type Entry = { web_status: string; created_at: string };
const statuses = async (t: TestApp, cookie: string) =>
  ((await profile(t.app, cookie)).web_status as Entry[]).map((entry) => entry.web_status);

describe.each(databases)('POST /api/web-status on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const postStatus = (payload: unknown, cookie = ada.cookie) =>
    call(t.app, 'POST', '/api/web-status', cookie, payload);

  it('records started once, however often the client retries', async () => {
    expect(await statuses(t, ada.cookie)).toEqual([]);
    const responses = await Promise.all([1, 2, 3].map(() => postStatus({ web_status: 'started' })));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your application status was saved.' });
    }
    const { web_status } = await profile(t.app, ada.cookie);
    expect(web_status).toEqual([{ web_status: 'started', created_at: expect.any(String) }]);
  });

  it('records validating after started, once', async () => {
    t.clock.advance(1000);
    expect((await postStatus({ web_status: 'validating' })).statusCode).toBe(200);
    expect((await postStatus({ web_status: 'validating' })).statusCode).toBe(200);
    expect((await postStatus({ web_status: 'started' })).statusCode).toBe(200);
    const entries = (await profile(t.app, ada.cookie)).web_status as Entry[];
    expect(entries.map((entry) => entry.web_status)).toEqual(['started', 'validating']);
    expect((entries[0]?.created_at ?? '') < (entries[1]?.created_at ?? '')).toBe(true);
  });

  it('records started too when validating comes first, so the client counts two statuses', async () => {
    const grace = await newApplicant(t);
    expect((await postStatus({ web_status: 'validating' }, grace.cookie)).statusCode).toBe(200);
    expect(await statuses(t, grace.cookie)).toEqual(['started', 'validating']);
  });

  it('refuses submitted unless a submit was accepted (409)', async () => {
    const response = await postStatus({ web_status: 'submitted' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.submitOnlyBySubmit });
    expect(await statuses(t, ada.cookie)).toEqual(['started', 'validating']);
  });

  it('refuses unknown statuses with 422 and wrong shapes with 400', async () => {
    for (const value of ['Started', 'completed', '', 'submitted ']) {
      const response = await postStatus({ web_status: value });
      expect(response.statusCode, value).toBe(422);
      expect(response.json()).toEqual({
        message: "The field 'web_status' must be one of started, validating, submitted.",
      });
    }
    for (const [body, message] of [
      [{}, "The field 'web_status' is required."],
      [{ web_status: 1 }, "The field 'web_status' must be a string."],
      [{ web_status: ['started'] }, "The field 'web_status' must be a string."],
      [{ web_status: 'x'.repeat(100) }, "The field 'web_status' must be at most 64 characters."],
    ] as const) {
      const response = await postStatus(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const malformed = await rawCall(t.app, 'POST', '/api/web-status', ada.cookie, '{"web_status":');
    expect(malformed.statusCode).toBe(400);
    expect(await statuses(t, ada.cookie)).toEqual(['started', 'validating']);
  });

  it('answers 401 without a session and 403 from another site', async () => {
    expect((await postStatus({ web_status: 'started' }, '')).statusCode).toBe(401);
    const crossSite = await call(
      t.app,
      'POST',
      '/api/web-status',
      ada.cookie,
      { web_status: 'started' },
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});

describe.each(databases)('POST /api/validations on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const postFailures = (payload: unknown, cookie = ada.cookie) =>
    call(t.app, 'POST', '/api/validations', cookie, payload);
  const stored = async (cookie = ada.cookie) => (await call(t.app, 'GET', '/api/validations', cookie)).json();

  it('has no failures before the first report', async () => {
    expect(await stored()).toEqual({ failures: {}, updated_at: null });
  });

  it('stores the last failures sent, one message becoming a list', async () => {
    const first = await postFailures({
      failures: {
        first_name: ['This question is required.'],
        phone_home: 'Please enter a valid home phone number.',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'The validation results were saved.' });
    expect(await stored()).toEqual({
      failures: {
        first_name: ['This question is required.'],
        phone_home: ['Please enter a valid home phone number.'],
      },
      updated_at: t.clock.now().toISOString(),
    });
    t.clock.advance(1000);
    expect((await postFailures({ failures: { gender: ['This question is required.'] } })).statusCode).toBe(
      200,
    );
    expect((await stored()).failures).toEqual({ gender: ['This question is required.'] });
    expect((await postFailures({ failures: {} })).statusCode).toBe(200);
    expect((await stored()).failures).toEqual({});
  });

  it('refuses failures that are not strings or lists of strings, or too large, with 400', async () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`key_${i}`, 'm']));
    for (const [body, message] of [
      [{}, "The field 'failures' is required."],
      [{ failures: 'first_name' }, "The field 'failures' must be an object."],
      [{ failures: ['first_name'] }, "The field 'failures' must be an object."],
      [
        { failures: { first_name: 3 } },
        "The field 'failures.first_name' must be a string or a list of strings.",
      ],
      [
        { failures: { first_name: [3] } },
        "The field 'failures.first_name' must be a string or a list of strings.",
      ],
      [
        { failures: { first_name: { m: 'x' } } },
        "The field 'failures.first_name' must be a string or a list of strings.",
      ],
      [
        { failures: { first_name: null } },
        "The field 'failures.first_name' must be a string or a list of strings.",
      ],
      [{ failures: many }, "The field 'failures' must have at most 500 keys."],
      [{ failures: { ['k'.repeat(201)]: 'm' } }, "Each key of 'failures' must be at most 200 characters."],
      [{ failures: { a: Array(21).fill('m') } }, "The field 'failures.a' must hold at most 20 messages."],
      [
        { failures: { a: ['m'.repeat(1001)] } },
        "Each message of 'failures.a' must be at most 1000 characters.",
      ],
    ] as const) {
      const response = await postFailures(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    for (const payload of ['{"failures":{"__proto__":{"x":"y"}}}', '{"failures":', 'null']) {
      const response = await rawCall(t.app, 'POST', '/api/validations', ada.cookie, payload);
      expect(response.statusCode, payload).toBe(400);
    }
    expect((await stored()).failures).toEqual({});
  });

  it('answers 401 without a session and keeps applicants apart', async () => {
    expect((await postFailures({ failures: {} }, '')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/validations', undefined)).statusCode).toBe(401);
    const grace = await newApplicant(t);
    expect(
      (await postFailures({ failures: { city: 'This question is required.' } }, grace.cookie)).statusCode,
    ).toBe(200);
    expect((await stored(grace.cookie)).failures).toEqual({ city: ['This question is required.'] });
    expect((await stored()).failures).toEqual({});
  });
});
