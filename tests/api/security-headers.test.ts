/**
 * The security headers, computed once at start (plugins/security.ts), reach every kind of
 * answer: a route's, an answer a hook ends early (401, 403) and the not-found handler's.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../../server/client-scripts';
import { databases, startApp, type TestApp } from './support/harness';

const EXPECTED = {
  'content-security-policy':
    `default-src 'self';script-src 'self' 'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}';` +
    "style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
    "font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';" +
    "form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe.each(databases)('security headers on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['GET', '/healthz', {}, 200],
    ['GET', '/api/profile', {}, 401],
    ['POST', '/public/login', { origin: 'https://evil.example' }, 403],
    ['GET', '/public/no-such-call', {}, 404],
  ] as const)('%s %s answers %#: every header', async (method, url, headers, status) => {
    const response = await t.app.inject({ method, url, headers });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
  });
});
