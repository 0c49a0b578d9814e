/** PUT /api/answer and PUT /api/last-page: per-key storage, the catalogue's keys only, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/messages';
import { type Applicant, call, newApplicant, profile, rawCall } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const INVALID_SESSION = { message: messages.sessionInvalid };

describe.each(databases)('PUT /api/answer on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const putAnswer = (payload: unknown, cookie = ada.cookie) =>
    call(t.app, 'PUT', '/api/answer', cookie, payload);

  it('stores the answers and lists them in the profile, keeping keys not sent', async () => {
    const first = await putAnswer({
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: 'F',
      gender_desc: 'Female',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your answers were saved.' });
    const second = await putAnswer({ first_name: 'Augusta', middle_name: '' });
    expect(second.statusCode).toBe(200);
    expect((await profile(t.app, ada.cookie)).answer).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      gender: 'F',
      gender_desc: 'Female',
      middle_name: '',
    });
  });

  it('accepts _desc companions, prefixed add-another keys and every entry up to the maximum', async () => {
    const response = await putAnswer({
      parent_first_name: 'Anne',
      parent_2_first_name: 'George',
      parent_2_relationship: 'FATHER',
      parent_2_relationship_desc: 'Father',
      legacy_3_last_name: 'Milbanke',
      country_desc: 'United States',
      hs_state_desc: 'Georgia',
      test_entry: 'self_report',
    });
    expect(response.statusCode).toBe(200);
    const { answer } = await profile(t.app, ada.cookie);
    expect(answer).toMatchObject({ parent_2_first_name: 'George', legacy_3_last_name: 'Milbanke' });
  });

  it('accepts an empty object and saves nothing', async () => {
    const before = (await profile(t.app, ada.cookie)).answer;
    expect((await putAnswer({})).statusCode).toBe(200);
    expect((await profile(t.app, ada.cookie)).answer).toEqual(before);
  });

  it('refuses keys the catalogue does not know with 422 naming them, and saves none of the body', async () => {
    const response = await putAnswer({
      first_name: 'Changed',
      favourite_colour: 'blue',
      parent_3_first_name: 'X',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        "The answer keys 'favourite_colour', 'parent_3_first_name' are not questions of this application; nothing was saved.",
    });
    expect((await profile(t.app, ada.cookie)).answer).toMatchObject({ first_name: 'Augusta' });
    // legacy has 3 entries at most; a _desc only exists beside a dropdown or radio.
    for (const key of ['legacy_4_first_name', 'first_name_desc', 'toString', 'constructor', '']) {
      const refused = await putAnswer({ [key]: 'x' });
      expect(refused.statusCode, key).toBe(422);
      expect(refused.json().message).toContain(`'${key}'`);
    }
  });

  it('names at most ten refused keys, each cut short', async () => {
    const body = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`unknown_${i}_${'x'.repeat(100)}`, 'v']),
    );
    const response = await putAnswer(body);
    expect(response.statusCode).toBe(422);
    const { message } = response.json();
    expect(message).toContain('and 2 more');
    expect(message.length).toBeLessThan(1200);
  });

  it('refuses values that are not strings, and bodies that are not objects, with 400', async () => {
    for (const [body, message] of [
      [{ first_name: 42 }, "The field 'first_name' must be a string."],
      [{ first_name: null }, "The field 'first_name' must be a string."],
      [{ first_name: ['Ada'] }, "The field 'first_name' must be a string."],
      [{ first_name: { value: 'Ada' } }, "The field 'first_name' must be a string."],
      [{ first_name: true }, "The field 'first_name' must be a string."],
      [['first_name', 'Ada'], 'The request body must be a JSON object.'],
    ] as const) {
      const response = await putAnswer(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    for (const payload of ['"Ada"', '42', 'true']) {
      const response = await rawCall(t.app, 'PUT', '/api/answer', ada.cookie, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
    }
    expect((await profile(t.app, ada.cookie)).answer).toMatchObject({ first_name: 'Augusta' });
  });

  it('refuses malformed JSON, prototype keys, absurd values and bodies over 1 MB without a 5xx', async () => {
    for (const payload of [
      '{"first_name":',
      '',
      'null',
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
    ]) {
      const response = await rawCall(t.app, 'PUT', '/api/answer', ada.cookie, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const long = await putAnswer({ first_name: 'x'.repeat(20_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^The field 'first_name' must be at most \d+ characters\.$/);
    const huge = await putAnswer({ first_name: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: messages.bodyTooLarge });
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      payload: 'first_name=Ada',
      headers: { cookie: ada.cookie, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('keeps an over-long answer within the storage bound (the submit refuses it with the rule message)', async () => {
    expect((await putAnswer({ first_name: 'x'.repeat(100) })).statusCode).toBe(200);
    expect((await putAnswer({ first_name: 'Augusta' })).statusCode).toBe(200);
  });

  it('loses nothing when two saves of different keys run at once', async () => {
    const keys = [
      'city',
      'zip',
      'address_line_1',
      'address_line_2',
      'hs_name',
      'hs_city',
      'counselor_first_name',
    ];
    const responses = await Promise.all(keys.map((key) => putAnswer({ [key]: `value of ${key}` })));
    for (const response of responses) expect(response.statusCode).toBe(200);
    // Two bodies overlapping on one key and differing on others: both non-shared keys stay.
    const [a, b] = await Promise.all([
      putAnswer({ phone_home: '(217) 555-0100', counselor_last_name: 'Hopper' }),
      putAnswer({ phone_mobile: '(217) 555-0101', counselor_last_name: 'Hopper' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { answer } = await profile(t.app, ada.cookie);
    for (const key of keys) expect(answer).toHaveProperty(key, `value of ${key}`);
    expect(answer).toMatchObject({
      phone_home: '(217) 555-0100',
      phone_mobile: '(217) 555-0101',
      counselor_last_name: 'Hopper',
    });
  });

  it('answers 401 without a session and 403 from another site', async () => {
    const anonymous = await putAnswer({ first_name: 'Eve' }, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(INVALID_SESSION);
    const crossSite = await call(
      t.app,
      'PUT',
      '/api/answer',
      ada.cookie,
      { first_name: 'Eve' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: messages.crossSite });
    expect((await profile(t.app, ada.cookie)).answer).toMatchObject({ first_name: 'Augusta' });
  });

  it('keeps every applicant to their own answers', async () => {
    const grace = await newApplicant(t);
    expect((await profile(t.app, grace.cookie)).answer).toEqual({});
    expect((await putAnswer({ first_name: 'Grace', city: 'Arlington' }, grace.cookie)).statusCode).toBe(200);
    expect((await profile(t.app, grace.cookie)).answer).toEqual({ first_name: 'Grace', city: 'Arlington' });
    expect((await profile(t.app, ada.cookie)).answer).toMatchObject({
      first_name: 'Augusta',
      city: 'value of city',
    });
  });
});

describe.each(databases)('PUT /api/last-page on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const putLastPage = (payload: unknown, cookie = ada.cookie) =>
    call(t.app, 'PUT', '/api/last-page', cookie, payload);

  it('stores each form page and the profile shows the last one', async () => {
    expect((await profile(t.app, ada.cookie)).last_page).toBeNull();
    for (const page of ['/education', '/final-steps', '/about']) {
      const response = await putLastPage({ last_page: page });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your last page was saved.' });
      expect((await profile(t.app, ada.cookie)).last_page).toBe(page);
    }
  });

  it('refuses paths that are not form pages with 422', async () => {
    for (const page of [
      '/completion',
      '/login',
      '/about?x=1',
      '/about#first_name',
      'about',
      '',
      '/ABOUT',
      '/../about',
    ]) {
      const response = await putLastPage({ last_page: page });
      expect(response.statusCode, page).toBe(422);
      expect(response.json().message).toContain(
        'The last page must be one of /about, /education, /final-steps',
      );
    }
    expect((await profile(t.app, ada.cookie)).last_page).toBe('/about');
  });

  it('refuses wrong types and missing fields with 400', async () => {
    for (const [body, message] of [
      [{}, "The field 'last_page' is required."],
      [{ last_page: 3 }, "The field 'last_page' must be a string."],
      [{ last_page: null }, "The field 'last_page' must be a string."],
      [{ last_page: 'x'.repeat(300) }, "The field 'last_page' must be at most 256 characters."],
      [[], 'The request body must be a JSON object.'],
    ] as const) {
      const response = await putLastPage(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('answers 401 without a session and keeps applicants apart', async () => {
    expect((await putLastPage({ last_page: '/education' }, '')).statusCode).toBe(401);
    const grace = await newApplicant(t);
    expect((await putLastPage({ last_page: '/final-steps' }, grace.cookie)).statusCode).toBe(200);
    expect((await profile(t.app, grace.cookie)).last_page).toBe('/final-steps');
    expect((await profile(t.app, ada.cookie)).last_page).toBe('/about');
  });
});
