/**
 * GET /api/profile read in one statement (repositories/profile.ts): every part of the
 * profile, each list in its order, and nothing of another applicant's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newApplicant, profile } from './support/application';
import { login } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

describe.each(databases)('GET /api/profile on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds the answers, last page, logins and statuses of this applicant only', async () => {
    const ada = await newApplicant(t);
    const bob = await newApplicant(t);
    const saved = async (method: 'PUT' | 'POST', url: string, cookie: string, payload: unknown) =>
      expect((await call(t.app, method, url, cookie, payload)).statusCode).toBe(200);
    await saved('PUT', '/api/answer', ada.cookie, { first_name: 'Ada', middle_name: '' });
    await saved('PUT', '/api/answer', bob.cookie, { first_name: 'Bob', last_name: 'Builder' });
    await saved('PUT', '/api/last-page', ada.cookie, { last_page: '/education' });
    t.clock.advance(1000);
    await saved('POST', '/api/web-status', ada.cookie, { web_status: 'validating' });

    const mine = await profile(t.app, ada.cookie);
    expect(mine).toEqual({
      answer: { first_name: 'Ada', middle_name: '' },
      document_answer: {},
      username: ada.email,
      last_page: '/education',
      successful_login: [{ logged_in_at: expect.any(String) }],
      web_status: [
        { web_status: 'started', created_at: expect.any(String) },
        { web_status: 'validating', created_at: expect.any(String) },
      ],
    });
    const theirs = await profile(t.app, bob.cookie);
    expect(theirs).toEqual({
      answer: { first_name: 'Bob', last_name: 'Builder' },
      document_answer: {},
      username: bob.email,
      last_page: null,
      successful_login: [{ logged_in_at: expect.any(String) }],
      web_status: [],
    });
  });

  it('lists logins oldest first', async () => {
    const ada = await newApplicant(t);
    t.clock.advance(1000);
    const again = await newApplicant(t);
    // A second login of the first account, later on the clock.
    t.clock.advance(1000);
    const cookie = await login(t.app, ada.email);
    const logins = (await profile(t.app, cookie)).successful_login as { logged_in_at: string }[];
    expect(logins).toHaveLength(2);
    const [first, second] = logins.map((entry) => entry.logged_in_at);
    expect(first && second && first < second).toBe(true);
    expect(((await profile(t.app, again.cookie)).successful_login as unknown[]).length).toBe(1);
  });
});
