/**
 * Which of the built client's scripts a page asks for, and when (issue 16). Vite writes
 * index.html with the entry's `<script type="module">` and `<link rel="modulepreload">`s
 * for the application chunk; the server takes them out and puts back, per kind of page,
 * what that page needs, from Vite's manifest (dist/.vite/manifest.json):
 * - the first form page, painted as HTML first (server/first-paint.ts): no script or
 *   preload in the HTML at all, but the inline boot script below, which adds the entry
 *   and the application's preloads once that picture has been painted;
 * - a staff link (service_token), where the server does not render it without scripts
 *   (server/staff-page.ts): the entry and the staff view's chunks, not the application's,
 *   which the print view never runs;
 * - every other page: the entry and the application's chunks, at once, as Vite wrote them.
 *
 * Why the first page waits for its paint: on a phone the picture is all there is to see
 * until the JavaScript has run, and nothing in it needs a script. Lighthouse's simulation
 * of a slow phone (Lantern) counts toward Largest Contentful Paint every request that
 * finished before the paint it observed: on a fast connection the 240 KB of scripts often
 * do, and the simulated LCP then includes their slow-4G download and evaluation (about
 * 2.5 s instead of 0.65 s). Started after the paint, they are not part of it, as on a
 * real phone, where they would not have arrived by then either. What it costs a real
 * phone is docs/decisions/005's.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds the entry (data-entry) and its preloads (data-preload, space separated) to the
 * page once its first contentful paint has been presented: at once in a tab that is not
 * visible (which does not paint), on the next frame but one where the browser does not
 * report paints, and after 2 s whatever happens. Its text is hashed into the CSP's
 * script-src; the page's URLs are attributes, so that the text (and its hash) is the
 * same for every page and build.
 */
export const BOOT_SCRIPT = `(() => {
  const boot = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (boot.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.append(script);
  };
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 2000);
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(start));
  }
})();`;

/** The CSP source that lets BOOT_SCRIPT run (server/plugins/security.ts). */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The modules whose chunks a kind of page preloads, as Vite's manifest names them: every
 * page the application's start, which the entry imports first (src/main.tsx), and then the
 * application or the staff view.
 */
export const START_MODULE = 'src/app/start.ts';
export const APPLICATION_MODULE = 'src/features/application/index.ts';
export const STAFF_VIEW_MODULE = 'src/features/staff/components/staff-view.tsx';

/** One chunk of Vite's manifest (only what is read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the pages load: the entry and, per kind of page, what it preloads (URLs). */
export interface ClientScripts {
  entry: string;
  /** Form pages and every other applicant's page: the entry's chunks and the application's. */
  application: string[];
  /** A staff link: the entry's chunks and the staff view's. */
  staff: string[];
}

/** Vite's manifest of a build in `distDir`, or undefined if the build wrote none. */
export function readManifest(distDir: string): Manifest | undefined {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The files a manifest entry imports statically, however deep, itself included (URLs). */
function closure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (seen.has(name) || !chunk) return;
    seen.add(name);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** The scripts of each kind of page; throws if the manifest lacks the entry or a module named above. */
export function clientScripts(manifest: Manifest): ClientScripts {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [entry] = entries;
  if (entries.length !== 1 || !entry) {
    throw new Error(`Vite's manifest has ${entries.length} entries; the client has one.`);
  }
  for (const module of [START_MODULE, APPLICATION_MODULE, STAFF_VIEW_MODULE]) {
    if (!manifest[module])
      throw new Error(`Vite's manifest has no chunk for ${module}: update server/client-scripts.ts.`);
  }
  const entryUrl = `/${entry[1].file}`;
  const withEntry = (module: string) =>
    [
      ...new Set([
        ...closure(manifest, entry[0]),
        ...closure(manifest, START_MODULE),
        ...closure(manifest, module),
      ]),
    ].filter((url) => url !== entryUrl);
  return { entry: entryUrl, application: withEntry(APPLICATION_MODULE), staff: withEntry(STAFF_VIEW_MODULE) };
}

/** The build's map of each partner's catalogue file (vite.config.ts, catalogueAsJson), beside Vite's manifest. */
export const CATALOGUES_FILE = join('.vite', 'catalogues.json');

/**
 * The URL of the catalogue file the built client fetches for a partner (the base's for a
 * partner the build did not know, as src/lib/catalogue-fetch.ts picks it); undefined
 * without the build's map.
 */
export function catalogueUrl(distDir: string, partnerId: string): string | undefined {
  const file = join(distDir, CATALOGUES_FILE);
  if (!existsSync(file)) return undefined;
  const files = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return files[partnerId] ?? files.base;
}

/**
 * Adds a preload of the catalogue before </head>. As the fetch that takes it asks
 * (`credentials: 'same-origin'`, CORS mode): `crossorigin` (anonymous), or the browser
 * fetches the file twice.
 */
export function withCataloguePreload(html: string, url: string): string {
  return html.replace(
    '</head>',
    `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">\n</head>`,
  );
}

/** Vite's module script and preloads in the built index.html. */
const MODULE_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const ENTRY_SRC = /<script type="module"[^>]*\bsrc="([^"]+)"/;

/** A built index.html without Vite's module script and preloads, for a page that runs none (server/staff-page.ts). */
export function withoutScripts(html: string): string {
  return html.replace(MODULE_TAGS, '');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** How a page starts its JavaScript: in the HTML at once, or after its first paint. */
export type Start = 'at-once' | 'after-paint';

/**
 * Renders a built index.html's scripts for one kind of page: `html` without Vite's tags,
 * then either the entry and preloads before </head> (at-once) or the boot script before
 * </body> (after-paint). Throws if the HTML's entry is not the manifest's.
 */
export function withScripts(html: string, scripts: ClientScripts, preloads: string[], start: Start): string {
  const built = ENTRY_SRC.exec(html)?.[1];
  if (built !== scripts.entry) {
    throw new Error(`index.html's entry (${built}) is not Vite's manifest's (${scripts.entry}).`);
  }
  const bare = html.replace(MODULE_TAGS, '');
  if (start === 'at-once') {
    const tags = [
      `<script type="module" crossorigin src="${attribute(scripts.entry)}"></script>`,
      ...preloads.map((url) => `<link rel="modulepreload" crossorigin href="${attribute(url)}">`),
    ];
    return bare.replace('</head>', `${tags.join('\n')}\n</head>`);
  }
  const boot = `<script data-entry="${attribute(scripts.entry)}" data-preload="${attribute(preloads.join(' '))}">${BOOT_SCRIPT}</script>`;
  return bare.replace('</body>', `${boot}\n</body>`);
}
