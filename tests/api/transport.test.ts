/** Bodies, errors, cross-site requests, security headers, health and partner settings. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_TEXT_KEYS } from '../../engine/site-texts';
import { BOOT_SCRIPT_HASH } from '../../server/client-scripts';
import { messages } from '../../server/messages';
import { confirmedAccount, get, login, newEmail, PASSWORD, post } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

const json = { 'content-type': 'application/json' };

describe.each(databases)('HTTP transport on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (payload: string | Buffer, headers: Record<string, string> = json, url = '/public/signup') =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('answers 400 JSON for malformed or empty JSON', async () => {
    for (const payload of ['{"username":', 'not json', '']) {
      const response = await raw(payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    }
  });

  it('refuses __proto__ and constructor keys with 400 and pollutes nothing', async () => {
    for (const payload of [
      `{"username":"${newEmail()}","password":"${PASSWORD}","__proto__":{"polluted":true}}`,
      `{"username":"${newEmail()}","password":"${PASSWORD}","constructor":{"prototype":{"polluted":true}}}`,
    ]) {
      const response = await raw(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.invalidJson });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 413 for a body over 1 MB', async () => {
    const payload = JSON.stringify({ username: newEmail(), password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await raw(payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large. The maximum is 1 MB.' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await raw('username=a', { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: messages.notJson });
    }
  });

  it('never answers 5xx for odd URLs and headers', async () => {
    for (const url of [
      '/api/%E0%A4%A',
      '/public/login?x=%ZZ',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/api//profile',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(200);
    }
    const badUrl = await t.app.inject({ url: '/api/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'The request URL is not valid.' });
    const badCookie = await t.app.inject({
      url: '/api/profile',
      headers: { cookie: 'admit_session=%E0%A4%A; ;;=' },
    });
    expect(badCookie.statusCode).toBe(401);
    const charset = await raw(JSON.stringify({ username: 'x' }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(charset.statusCode).toBe(400);
    expect(charset.json()).toEqual({ message: "The field 'password' is required." });
    const nullBody = await raw('null');
    expect(nullBody.json()).toEqual({ message: 'The request body must be a JSON object.' });
    const deep = await raw(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(deep.statusCode).toBe(400);
  });

  it('answers 400 for a POST without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/public/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it('refuses cross-site state changes with 403', async () => {
    const body = { username: newEmail(), password: PASSWORD };
    const evil = await post(t.app, '/public/login', body, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const fetchSite = await post(t.app, '/public/signup', body, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const nullOrigin = await post(t.app, '/public/forgot-password', body, { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(head.statusCode).toBe(403);
    // Reading is not refused; the same-origin request is.
    expect(
      (await t.app.inject({ url: '/public/partner', headers: { origin: 'https://evil.example' } }))
        .statusCode,
    ).toBe(200);
  });

  it('checks a path spelled with percent escapes as the route it reaches', async () => {
    const email = newEmail();
    await confirmedAccount(t.app, t.dataDir, email);
    const cookie = await login(t.app, email);
    // The router decodes %6c to l: this is GET /api/logout, refused from another site.
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/%6cogout',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect(logout.json()).toEqual({ message: messages.crossSite });
    expect((await get(t.app, '/api/profile', cookie)).statusCode).toBe(200);
    // /%61pi/profile is /api/profile: behind the session check, and never cached.
    const anonymous = await get(t.app, '/%61pi/profile');
    expect(anonymous.statusCode).toBe(401);
    const profile = await get(t.app, '/%61pi/profile', cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('accepts PUBLIC_URL and the request’s own origin', async () => {
    for (const origin of ['http://admit.test', 'http://localhost']) {
      const response = await post(
        t.app,
        '/public/forgot-password',
        { username: newEmail() },
        {
          origin,
          'sec-fetch-site': 'same-origin',
        },
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('sends the security headers', async () => {
    const response = await get(t.app, '/healthz');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    // Scripts from the origin and the one inline boot script, by its hash: nothing else inline.
    expect(/script-src ([^;]*);/.exec(csp)?.[1]).toBe(`'self' ${BOOT_SCRIPT_HASH}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/api/profile', '/public/partner', '/api/logout']) {
      expect((await get(t.app, url)).headers['cache-control']).toBe('no-store');
    }
  });

  it('answers healthz 200 when the database answers, 503 when not', async () => {
    const ok = await get(t.app, '/healthz');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    // The database stops answering: every query the app runs fails (on SQLite a free
    // connection's read skips Kysely's executor, so the failure is at executeQuery).
    const spy = vi.spyOn(t.app.db.kysely, 'executeQuery').mockRejectedValue(new Error('connection refused'));
    try {
      const down = await get(t.app, '/healthz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: 'The database is not reachable.' });
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 500 with the generic message when something breaks, and logs it', async () => {
    const spy = vi.spyOn(t.app.repos.users, 'findByUsername').mockRejectedValue(new Error('disk on fire'));
    try {
      const response = await post(t.app, '/public/login', { username: newEmail(), password: PASSWORD });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: "We've encountered an unexpected error at this time. Please try again later.",
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('serves the partner settings without $comment and $schema, with the folder as id, the catalogue’s form pages and texts', async () => {
    const response = await get(t.app, '/public/partner');
    expect(response.statusCode).toBe(200);
    const {
      $comment: _comment,
      $schema: _schema,
      ...expected
    } = JSON.parse(readFileSync(new URL('../../partners/demo/partner.json', import.meta.url), 'utf8'));
    expect(response.json()).toEqual({
      ...expected,
      id: 'demo',
      pages: [
        { id: 'about', title: 'About You', path: '/about' },
        { id: 'education', title: 'Education', path: '/education' },
        { id: 'final-steps', title: 'Submit', path: '/final-steps' },
      ],
      texts: expect.objectContaining({
        skipToContent: 'Skip to main content',
        footerContact: 'Need help? Email {email} or call {phone}.',
        privacyPolicyBody:
          '{partner} uses the information in your application only to consider you for admission.',
      }),
    });
    expect(Object.keys(response.json().texts).sort()).toEqual([...SITE_TEXT_KEYS].sort());
  });

  it('tells to build the client when dist/ is missing', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });
});

describe('HTTPS deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ name: 'sqlite' }, { env: { PUBLIC_URL: 'https://apply.demo.example.edu' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends HSTS and Secure cookies', async () => {
    const health = await get(t.app, '/healthz');
    expect(health.headers['strict-transport-security']).toContain('max-age=');
    const logout = await get(t.app, '/api/logout');
    expect(logout.cookies).toHaveLength(2);
    for (const cookie of logout.cookies) expect(cookie.secure).toBe(true);
    const unauthorized = await get(t.app, '/api/profile');
    for (const cookie of unauthorized.cookies) expect(cookie.secure).toBe(true);
  });
});
