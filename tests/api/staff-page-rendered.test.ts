/**
 * A staff link's page rendered by the server (issue 16): a build's dist/server/staff-page.js
 * (here the stand-in re-exports src/features/staff/server-page.tsx, which the build bundles)
 * renders the print view of what the token reads, as GET /service/tmp-pdf reads it. The page
 * has no script and no data block; the token's refusal shows its message and nothing of any
 * application; the page is never stored; the module itself is never served; the token never
 * reaches the log.
 */
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServiceToken } from '../../scripts/service-token';
import { serviceMessages } from '../../server/service-application';
import { STAFF_PAGE_MODULE } from '../../server/staff-page';
import { type Applicant, call, newApplicant } from './support/application';
import type { TestApp } from './support/harness';
import { startAppOnDist } from './support/stand-in-dist';

const RENDERER = fileURLToPath(new URL('../../src/features/staff/server-page.tsx', import.meta.url));
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admit</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"><main class="boot"><svg></svg></main></div></body></html>
`;
const HTML = { accept: 'text/html,application/xhtml+xml' };
const HOSTILE = '</script><script>alert(1)</script><!--';

describe('staff link pages rendered by the server', () => {
  const lines: string[] = [];
  let t: TestApp;
  let ada: Applicant;

  async function issue(email: string, ...extra: string[]): Promise<string> {
    const outcome = await runServiceToken([email, ...extra], { DATA_DIR: t.dataDir }, t.clock.now);
    expect(outcome.code, outcome.notes.join('\n')).toBe(0);
    return new URL(outcome.lines[0] ?? '').searchParams.get('service_token') ?? '';
  }
  const page = (token: string, path = '/about', headers: Record<string, string> = HTML) =>
    t.app.inject({ url: `${path}?service_token=${encodeURIComponent(token)}`, headers });
  const documentOf = (html: string) => new JSDOM(html).window.document;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startAppOnDist(
      {
        'index.html': INDEX,
        [STAFF_PAGE_MODULE]: `export { renderStaffPage } from ${JSON.stringify(RENDERER)};\n`,
      },
      { logStream: stream },
    );
    ada = await newApplicant(t);
    const saved = await call(t.app, 'PUT', '/api/answer', ada.cookie, {
      first_name: 'Ada',
      last_name: HOSTILE,
      hs_name: 'Central High School',
      hs_ceeb: '110042',
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the print view of the application the token reads, with no script and no data block', async () => {
    const response = await page(await issue(ada.email));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Nothing to run: no script element of any type (Vite's entry is taken out).
    expect(response.body).not.toMatch(/<script/i);
    const doc = documentOf(response.body);
    expect(doc.title).toBe('Undergraduate Application (read-only) | Demo University');
    const main = doc.querySelector('main[data-staff-view]');
    expect(main?.querySelector('h1')?.textContent).toBe('Undergraduate Application');
    // A hostile answer is text, whole: React escaped it.
    expect(main?.textContent).toContain(`Application of Ada ${HOSTILE}`);
    expect([...(main?.querySelectorAll('h2') ?? [])].map((h2) => h2.textContent)).toEqual([
      'About You',
      'Education',
      'Submit',
    ]);
    expect(main?.textContent).toContain('Central High School (110042)');
    // The marks the server counted with its validators, one per page.
    expect(main?.querySelectorAll('[data-print-progress] [data-progress]')).toHaveLength(3);
    // Its styles are in the head: the theme's baseline and the view's classes.
    const styles = doc.querySelector('style[data-staff-page]')?.textContent ?? '';
    expect(styles).toContain('.admit-read-only-box{');
    expect(styles).toContain('@media print');
    // The CSP is the app's: no inline script may run.
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
  });

  it('is never stored, sends no Referer and varies by encoding, compressed as asked', async () => {
    const token = await issue(ada.email);
    for (const token_ of [token, 'not-a-token']) {
      const response = await page(token_, '/about', { ...HTML, 'accept-encoding': 'br, gzip' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-encoding']).toBe('br');
      const doc = documentOf(brotliDecompressSync(response.rawPayload).toString());
      expect(doc.querySelector('main[data-staff-view]') !== null).toBe(token_ === token);
    }
  });

  it("shows the refusal of an unknown, malformed or expired token, and nothing of any applicant's", async () => {
    const expiring = await issue(ada.email, '--hours', '1');
    t.clock.advance(3_600_000);
    const cases: [string, string][] = [
      ['x'.repeat(43), serviceMessages.invalid],
      ['x'.repeat(201), serviceMessages.invalid],
      [expiring, serviceMessages.expired],
    ];
    for (const [token, message] of cases) {
      const response = await page(token, '/education');
      expect(response.statusCode, token).toBe(200);
      expect(response.body, token).not.toMatch(/<script/i);
      const doc = documentOf(response.body);
      expect(doc.querySelector('[role="alert"]')?.textContent, token).toBe(message);
      expect(doc.querySelector('h1')?.textContent).toBe('This application cannot be shown');
      expect(response.body, token).not.toContain('Ada');
      expect(response.body, token).not.toContain('Central High School');
    }
  });

  it('never serves the server module of the build', async () => {
    const file = await t.app.inject({ url: '/server/staff-page.js' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('renderStaffPage');
    const asPage = await t.app.inject({ url: '/server/staff-page.js', headers: HTML });
    expect(asPage.body).not.toContain('renderStaffPage');
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

describe("a staff page the build's module fails to render", () => {
  it("is the app's page, with the application as a data block, and the fault in the log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const broken = 'export function renderStaffPage() { throw new Error("broken renderer"); }\n';
    const t = await startAppOnDist(
      { 'index.html': INDEX, [STAFF_PAGE_MODULE]: broken },
      { logStream: stream },
    );
    try {
      const ada = await newApplicant(t);
      const outcome = await runServiceToken([ada.email], { DATA_DIR: t.dataDir }, t.clock.now);
      const token = new URL(outcome.lines[0] ?? '').searchParams.get('service_token') ?? '';
      const response = await t.app.inject({ url: `/about?service_token=${token}`, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const doc = new JSDOM(response.body).window.document;
      expect(doc.getElementById('admit-service-application')).not.toBeNull();
      expect(lines.join('')).toContain('broken renderer');
      expect(lines.join('')).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
