/**
 * A partner's logo (partner.json `logo`): described by GET /public/partner, served by
 * GET /public/partner/logo with its own type and a sandboxing CSP, and shown inline in
 * every mail (a cid: attachment of the .eml). Northfield ships an SVG; demo has none.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { get, newEmail, PASSWORD, post, settleJobs } from './support/client';
import { startApp, type TestApp } from './support/harness';

const NORTHFIELD_LOGO = readFileSync(new URL('../../partners/northfield/logo.svg', import.meta.url));

/** The part of a MIME message with the Content-ID, its headers and decoded body. */
function partWithId(raw: string, cid: string): { headers: string; body: Buffer } | undefined {
  const normal = raw.replace(/\r\n/g, '\n');
  for (const chunk of normal.split(/\n--[^\n]+\n/)) {
    const end = chunk.indexOf('\n\n');
    const headers = chunk.slice(0, end);
    if (!new RegExp(`^Content-ID: <${cid}>$`, 'im').test(headers)) continue;
    const body = chunk.slice(end + 2).replace(/\n--[\s\S]*$/, '');
    return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
  }
  return undefined;
}

describe('a partner with a logo (northfield)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ name: 'sqlite' }, { env: { PARTNER: 'northfield' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes the logo in its settings: the alt text and a versioned address, never the file name', async () => {
    const partner = (await get(t.app, '/public/partner')).json();
    expect(partner.name).toBe('Northfield College');
    expect(partner.logo).toEqual({
      alt: 'Northfield College',
      url: expect.stringMatching(/^\/public\/partner\/logo\?v=[0-9a-f]{12}$/),
    });
  });

  it('serves the SVG as an image that runs no script and loads nothing', async () => {
    const { url } = (await get(t.app, '/public/partner')).json().logo;
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(NORTHFIELD_LOGO)).toBe(true);
  });

  it('shows the logo inline in the confirmation mail: a cid: image and its attachment in the .eml', async () => {
    const email = newEmail('logo');
    expect((await post(t.app, '/public/signup', { username: email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    await settleJobs(t.app);
    const mail = readOutbox(t.dataDir, email);
    expect(mail?.subject).toBe('Northfield College: your confirmation code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/Content-Type: multipart\/related/i);
    expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      '<img src="cid:partner-logo@admit" alt="Northfield College"',
    );
    const logo = partWithId(raw, 'partner-logo@admit');
    expect(logo?.headers).toMatch(/Content-Type: image\/svg\+xml/i);
    expect(logo?.headers).toMatch(/Content-Disposition: inline/i);
    expect(logo?.body.equals(NORTHFIELD_LOGO)).toBe(true);
  });
});

describe('a partner without a logo (demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ name: 'sqlite' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends no logo in its settings and answers 404 with a message for the image', async () => {
    expect((await get(t.app, '/public/partner')).json().logo).toBeUndefined();
    const response = await get(t.app, '/public/partner/logo');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This partner has no logo.' });
  });

  it('sends mail without an image or attachment', async () => {
    const email = newEmail('nologo');
    await post(t.app, '/public/signup', { username: email, password: PASSWORD });
    await settleJobs(t.app);
    const raw = readOutbox(t.dataDir, email)?.raw ?? '';
    expect(raw).not.toContain('cid:');
    expect(raw).not.toMatch(/multipart\/related/i);
  });
});
