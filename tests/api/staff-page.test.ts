/**
 * A staff link's page (issue 16): the server reads the link's token as GET /service/tmp-pdf
 * does and writes the application into the page as a data block, so that the print view
 * does not wait for the entry to ask for it. Only a token that reads an application puts
 * one in; the page is never stored, names nobody in a Referer, and a hostile answer
 * cannot end the block. The token never reaches the log.
 */
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServiceToken } from '../../scripts/service-token';
import { PARTNER_DATA_ID, SERVICE_APPLICATION_DATA_ID } from '../../server/plugins/static';
import { type Applicant, call, newApplicant } from './support/application';
import type { TestApp } from './support/harness';
import { startAppOnDist } from './support/stand-in-dist';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admit</title></head>
<body><div id="root"></div></body></html>
`;
const HTML = { accept: 'text/html,application/xhtml+xml' };
const HOSTILE = '</script><script>alert(1)</script><!--';
const BLOCK_START = `<script type="application/json" id="${SERVICE_APPLICATION_DATA_ID}">`;

/** The text of the page's application block, up to the first end tag an HTML parser would see; undefined without one. */
function dataBlock(html: string): string | undefined {
  const start = html.indexOf(BLOCK_START);
  if (start < 0) return undefined;
  const text = html.slice(start + BLOCK_START.length);
  return text.slice(0, text.search(/<\/script/i));
}

describe('staff link pages', () => {
  const lines: string[] = [];
  let t: TestApp;
  let ada: Applicant;

  async function issue(email: string, ...extra: string[]): Promise<string> {
    const outcome = await runServiceToken([email, ...extra], { DATA_DIR: t.dataDir }, t.clock.now);
    expect(outcome.code, outcome.notes.join('\n')).toBe(0);
    return new URL(outcome.lines[0] ?? '').searchParams.get('service_token') ?? '';
  }
  const page = (token: string, headers: Record<string, string> = HTML) =>
    t.app.inject({ url: `/about?service_token=${encodeURIComponent(token)}`, headers });

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startAppOnDist({ 'index.html': INDEX }, { logStream: stream });
    ada = await newApplicant(t);
    const saved = await call(t.app, 'PUT', '/api/answer', ada.cookie, {
      first_name: 'Ada',
      last_name: HOSTILE,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carries the application GET /service/tmp-pdf answers for a live token, in a block no answer can end', async () => {
    const token = await issue(ada.email);
    const response = await page(token);
    expect(response.statusCode).toBe(200);
    const block = dataBlock(response.body);
    expect(block).toBeDefined();
    const api = await t.app.inject({ url: `/service/tmp-pdf?service_token=${token}` });
    expect(JSON.parse(block ?? '')).toEqual(api.json());
    expect(JSON.parse(block ?? '').answer.last_name).toBe(HOSTILE);
    // The answer's markup stays text: no '<' in the block; a browser's parser finds the
    // partner's block and this one, nothing else, and reads the answer back whole.
    expect(block).not.toContain('<');
    // jsdom's parser reads the page as a browser would.
    const parsed = new JSDOM(response.body).window.document;
    expect([...parsed.querySelectorAll('script')].map((script) => script.id)).toEqual([
      PARTNER_DATA_ID,
      SERVICE_APPLICATION_DATA_ID,
    ]);
    const read = JSON.parse(parsed.getElementById(SERVICE_APPLICATION_DATA_ID)?.textContent ?? '');
    expect(read.answer.last_name).toBe(HOSTILE);
    expect(response.body.indexOf(BLOCK_START)).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('is never stored, sends no Referer and varies by encoding, compressed as asked', async () => {
    const token = await issue(ada.email);
    for (const token_ of [token, 'not-a-token']) {
      const response = await page(token_, { ...HTML, 'accept-encoding': 'br, gzip' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<div id="root">');
      expect(dataBlock(html) !== undefined).toBe(token_ === token);
    }
    // Other pages are revalidated as before, not barred from caches.
    expect((await t.app.inject({ url: '/login', headers: HTML })).headers['cache-control']).toBe('no-cache');
  });

  it('carries nothing for an unknown, malformed or expired token: the view asks and shows the refusal', async () => {
    const expiring = await issue(ada.email, '--hours', '1');
    const tokens = ['x'.repeat(43), 'x'.repeat(201), expiring];
    t.clock.advance(3_600_000);
    for (const token of tokens) {
      const response = await page(token);
      expect(response.statusCode, token).toBe(200);
      expect(response.body, token).toContain('<div id="root">');
      expect(dataBlock(response.body), token).toBeUndefined();
    }
  });

  it('writes no token to the log', async () => {
    const token = await issue(ada.email);
    await page(token);
    await page(`${token}x`);
    const log = lines.join('');
    expect(log).toContain('/about?service_token=');
    expect(log).not.toContain(token);
  });
});
