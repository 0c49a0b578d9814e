/**
 * Which scripts each page of the built client asks for, and when (server/client-scripts.ts):
 * the first form page starts its JavaScript only after its first paint, through the inline
 * boot script the CSP allows by hash; a staff link preloads the staff view, not the form.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MODULE,
  BOOT_SCRIPT,
  catalogueUrl,
  clientScripts,
  type Manifest,
  STAFF_VIEW_MODULE,
  START_MODULE,
  withScripts,
} from '../../server/client-scripts';
import type { TestApp } from './support/harness';
import { startAppOnDist } from './support/stand-in-dist';

/** A manifest shaped as Vite writes it: the entry, two dynamic entries and shared chunks. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_runtime-R.js', '_react-X.js'] },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  '_react-X.js': { file: 'assets/react-X.js', imports: ['_runtime-R.js'] },
  '_widgets-W.js': { file: 'assets/widgets-W.js', imports: ['index.html', '_runtime-R.js'] },
  [START_MODULE]: { file: 'assets/start-S.js', imports: ['_shell-H.js'] },
  '_shell-H.js': { file: 'assets/shell-H.js', imports: ['index.html'] },
  [APPLICATION_MODULE]: {
    file: 'assets/application-A.js',
    imports: ['index.html', '_widgets-W.js', '_form-F.js'],
  },
  '_form-F.js': { file: 'assets/form-F.js', imports: ['_react-X.js'] },
  [STAFF_VIEW_MODULE]: { file: 'assets/staff-view-S.js', imports: ['index.html', '_widgets-W.js'] },
  'src/features/auth/index.ts': { file: 'assets/auth-U.js', imports: ['index.html'] },
};

/** The build's map of catalogue files (vite.config.ts, catalogueAsJson). */
const CATALOGUES: Record<string, string> = {
  base: '/assets/catalogue-base-B.json',
  demo: '/assets/catalogue-demo-D.json',
  lakeshore: '/assets/catalogue-lakeshore-L.json',
};

/** index.html as Vite builds it: the entry and its preloads in the head, the spinner in #root. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Admit</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-R.js">
    <link rel="modulepreload" crossorigin href="/assets/react-X.js">
    <link rel="modulepreload" crossorigin="" href="/assets/application-A.js">
  </head>
  <body>
    <div id="root">
      <main class="boot">
        <svg role="progressbar" aria-label="Loading"></svg>
      </main>
    </div>
  </body>
</html>
`;

/** The module scripts and module preloads a page's HTML asks for before any script runs. */
function eagerScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? match[2] ?? '');
}

/** The boot script's element: its attributes and its text. */
function bootScript(html: string): { entry?: string; preload?: string[]; text?: string } {
  const match = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  return { entry: match?.[1], preload: match?.[2]?.split(' '), text: match?.[3] };
}

describe('client scripts', () => {
  const scripts = clientScripts(MANIFEST);

  it("lists each kind of page's chunks, however deep, once each, without the entry", () => {
    expect(scripts.entry).toBe('/assets/index-E.js');
    expect(scripts.application).toEqual([
      '/assets/runtime-R.js',
      '/assets/react-X.js',
      '/assets/start-S.js',
      '/assets/shell-H.js',
      '/assets/application-A.js',
      '/assets/widgets-W.js',
      '/assets/form-F.js',
    ]);
    // The staff view's chunks, none of the form's.
    expect(scripts.staff).toEqual([
      '/assets/runtime-R.js',
      '/assets/react-X.js',
      '/assets/start-S.js',
      '/assets/shell-H.js',
      '/assets/staff-view-S.js',
      '/assets/widgets-W.js',
    ]);
  });

  it('refuses a manifest without the chunks it names, or with another entry than the HTML', () => {
    const { [STAFF_VIEW_MODULE]: _, ...noStaff } = MANIFEST;
    expect(() => clientScripts(noStaff)).toThrow(STAFF_VIEW_MODULE);
    const { [START_MODULE]: __, ...noStart } = MANIFEST;
    expect(() => clientScripts(noStart)).toThrow(START_MODULE);
    const twoEntries = { ...MANIFEST, 'other.html': { file: 'assets/other.js', isEntry: true } };
    expect(() => clientScripts(twoEntries)).toThrow('2 entries');
    expect(() => withScripts(INDEX.replace('index-E', 'index-Z'), scripts, [], 'at-once')).toThrow('index-Z');
  });

  it('puts the entry and the preloads in the head for a page that starts at once', () => {
    const html = withScripts(INDEX, scripts, scripts.staff, 'at-once');
    expect(eagerScripts(html)).toEqual([scripts.entry, ...scripts.staff]);
    expect(html).not.toContain('application-A');
    expect(eagerScripts(html.slice(html.indexOf('</head>')))).toEqual([]);
    expect(bootScript(html).text).toBeUndefined();
  });

  it("names the catalogue file the built client fetches for a partner: its own, else the base's", () => {
    const dist = mkdtempSync(join(tmpdir(), 'admit-dist-'));
    try {
      expect(catalogueUrl(dist, 'demo')).toBeUndefined();
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, '.vite', 'catalogues.json'), JSON.stringify(CATALOGUES));
      expect(catalogueUrl(dist, 'demo')).toBe(CATALOGUES.demo);
      expect(catalogueUrl(dist, 'unknown-partner')).toBe(CATALOGUES.base);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('leaves no script to fetch before the paint of a page that starts after it, only the boot script', () => {
    const html = withScripts(INDEX, scripts, scripts.application, 'after-paint');
    expect(eagerScripts(html)).toEqual([]);
    expect(bootScript(html)).toEqual({
      entry: scripts.entry,
      preload: scripts.application,
      text: BOOT_SCRIPT,
    });
    // At the end of the body, after everything it waits for the paint of.
    expect(html.indexOf('<script data-entry')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });
});

describe.each(['demo', 'lakeshore'])('pages of a built client (%s)', (partner) => {
  let t: TestApp;
  const html = { accept: 'text/html,application/xhtml+xml' };
  beforeAll(async () => {
    t = await startAppOnDist(
      {
        'index.html': INDEX,
        '.vite/manifest.json': JSON.stringify(MANIFEST),
        '.vite/catalogues.json': JSON.stringify(CATALOGUES),
      },
      { env: { PARTNER: partner } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the first form page with its picture and the boot script, which the CSP allows by its hash', async () => {
    const first = t.app.engine.catalogue.pages[0]?.path ?? '';
    const response = await t.app.inject({ url: first, headers: html });
    expect(response.body).toContain('<div id="first-paint"');
    expect(eagerScripts(response.body)).toEqual([]);
    const boot = bootScript(response.body);
    expect(boot.entry).toBe('/assets/index-E.js');
    expect(boot.preload).toContain('/assets/application-A.js');
    const hash = createHash('sha256')
      .update(boot.text ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('sends every other page with the entry and the form preloaded at once, and a staff link with the staff view', async () => {
    const first = t.app.engine.catalogue.pages[0]?.path ?? '';
    const second = t.app.engine.catalogue.pages[1]?.path ?? '';
    for (const url of ['/', '/login', '/signup', second]) {
      const body = (await t.app.inject({ url, headers: html })).body;
      expect(eagerScripts(body), url).toEqual([scripts().entry, ...scripts().application]);
      expect(bootScript(body).text, url).toBeUndefined();
    }
    for (const url of [`${first}?service_token=abc`, `${second}?service_token=abc&x=1`]) {
      const body = (await t.app.inject({ url, headers: html })).body;
      expect(eagerScripts(body), url).toEqual([scripts().entry, ...scripts().staff]);
      expect(body).not.toContain('first-paint');
    }
  });

  it("preloads the partner's catalogue on a staff link's page only, as the view's fetch asks for it", async () => {
    const first = t.app.engine.catalogue.pages[0]?.path ?? '';
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    const staff = (await t.app.inject({ url: `${first}?service_token=abc`, headers: html })).body;
    expect(preloads(staff)).toEqual([CATALOGUES[partner]]);
    expect(staff.indexOf('rel="preload"')).toBeLessThan(staff.indexOf('</head>'));
    for (const url of ['/', first, '/login']) {
      expect(preloads((await t.app.inject({ url, headers: html })).body), url).toEqual([]);
    }
  });

  it("does not serve Vite's manifest", async () => {
    const response = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });

  const scripts = () => clientScripts(MANIFEST);
});
