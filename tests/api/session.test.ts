/** Sessions: GET /api/profile, GET /api/logout, idle and absolute expiry, the indicator cookie. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDICATOR_COOKIE, SESSION_COOKIE } from '../../engine/session';
import { sha256 } from '../../server/auth/tokens';
import { confirmedAccount, get, login, PASSWORD, sessionCookie } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

const MINUTE = 60_000;
const INVALID = { message: 'Your session is invalid. Please clear your cookies and login again.' };

function sessionValue(cookie: string): string {
  return /admit_session=([^;]+)/.exec(cookie)?.[1] ?? '';
}

describe.each(databases)('sessions on $name', (target) => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await startApp(target);
    email = await confirmedAccount(t.app, t.dataDir);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the profile in the SPEC shape', async () => {
    const first = await login(t.app, email);
    t.clock.advance(1000);
    // Logging in again from the same browser ends that browser's previous session.
    const again = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: email, password: PASSWORD },
      headers: { cookie: first },
    });
    const cookie = sessionCookie(again);
    expect((await get(t.app, '/api/profile', first)).statusCode).toBe(401);
    const response = await get(t.app, '/api/profile', cookie);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toEqual({
      answer: {},
      document_answer: {},
      username: email,
      last_page: null,
      successful_login: [{ logged_in_at: expect.any(String) }, { logged_in_at: expect.any(String) }],
      web_status: [],
    });
    const [a, b] = profile.successful_login.map((entry: { logged_in_at: string }) => entry.logged_in_at);
    expect(new Date(a).toISOString()).toBe(a);
    expect(a < b).toBe(true);
  });

  it('answers 401 and clears both cookies without a session, or with only the indicator', async () => {
    for (const cookie of [
      undefined,
      `${INDICATOR_COOKIE}=1`,
      `${SESSION_COOKIE}=forged; ${INDICATOR_COOKIE}=1`,
    ]) {
      const response = await get(t.app, '/api/profile', cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      const cleared = response.cookies.map((c) => c.name).sort();
      expect(cleared).toEqual([SESSION_COOKIE, INDICATOR_COOKIE].sort());
      for (const c of response.cookies) expect(c.value).toBe('');
    }
  });

  it('ends a session after 15 minutes without requests', async () => {
    const cookie = await login(t.app, email);
    t.clock.advance(14 * MINUTE);
    expect((await get(t.app, '/api/profile', cookie)).statusCode).toBe(200);
    t.clock.advance(14 * MINUTE);
    expect((await get(t.app, '/api/profile', cookie)).statusCode).toBe(200);
    // The idle limit allows the 30-second write throttle as slack (see LAST_SEEN_WRITE_INTERVAL_MS).
    t.clock.advance(15 * MINUTE + 31_000);
    const expired = await get(t.app, '/api/profile', cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(INVALID);
    expect(await t.app.repos.sessions.find(sha256(sessionValue(cookie)))).toBeUndefined();
  });

  it('ends a session 12 hours after login however active', async () => {
    const cookie = await login(t.app, email);
    for (let elapsed = 0; elapsed < 12 * 60 * MINUTE - 10 * MINUTE; elapsed += 10 * MINUTE) {
      t.clock.advance(10 * MINUTE);
      expect((await get(t.app, '/api/profile', cookie)).statusCode).toBe(200);
    }
    t.clock.advance(11 * MINUTE);
    expect((await get(t.app, '/api/profile', cookie)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most every 30 seconds', async () => {
    const cookie = await login(t.app, email);
    const idHash = sha256(sessionValue(cookie));
    const created = (await t.app.repos.sessions.find(idHash))?.last_seen_at;
    t.clock.advance(10_000);
    await get(t.app, '/api/profile', cookie);
    expect((await t.app.repos.sessions.find(idHash))?.last_seen_at).toBe(created);
    t.clock.advance(25_000);
    await get(t.app, '/api/profile', cookie);
    expect((await t.app.repos.sessions.find(idHash))?.last_seen_at).toBe(t.clock.now().toISOString());
  });

  it('logs out: deletes the session, clears the cookies, and the old cookie is then refused', async () => {
    const cookie = await login(t.app, email);
    const response = await get(t.app, '/api/logout', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been logged out.' });
    expect(response.cookies.map((c) => [c.name, c.value]).sort()).toEqual(
      [
        [SESSION_COOKIE, ''],
        [INDICATOR_COOKIE, ''],
      ].sort(),
    );
    expect(await t.app.repos.sessions.find(sha256(sessionValue(cookie)))).toBeUndefined();
    expect((await get(t.app, '/api/profile', cookie)).statusCode).toBe(401);
  });

  it('logs out without a session too', async () => {
    const response = await get(t.app, '/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been logged out.' });
  });

  it('requires a session for every /api path but logout, known or not', async () => {
    for (const url of ['/api/profile', '/api/nothing-here', '/api/answer']) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
    const put = await t.app.inject({ method: 'PUT', url: '/api/answer', payload: { a: '1' } });
    expect(put.statusCode).toBe(401);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const cookie = await login(t.app, email);
    for (const url of ['/api/nothing-here', '/public/nothing', '/service/x', '/lookup/x']) {
      const response = await get(t.app, url, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });
});
