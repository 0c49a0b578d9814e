/**
 * A staff link's page rendered by the server (issue 16: the print view on a phone). The
 * build bundles the print view for Node (vite.config.ts, staffPageForServer), and the server
 * renders each staff link's page with it: the view's HTML and styles in the built index.html,
 * without any script. A phone paints the application as the page arrives, instead of after
 * downloading and running the app's JavaScript and the partner's catalogue (about 1.5 s at
 * 4x CPU, docs/decisions/005). Nothing of the view can be operated, so nothing needs the app.
 *
 * The module is part of the build, not of the server's code (server/ imports engine/ only):
 * the server loads it from dist/ as it reads dist/index.html and Vite's manifest. A dist/
 * without it (the tests' stand-ins) gets the page the app renders in the browser.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PartnerSettingsBody, RenderStaffPage, StaffPageMarkup } from '../engine/contract';
import { withoutScripts } from './client-scripts';
import { escapeHtml } from './first-paint';
import { today } from './routes/application/catalogue';
import type { ServiceRead } from './service-application';

/** Where the build writes the module, inside dist/. */
export const STAFF_PAGE_MODULE = join('server', 'staff-page.js');

/** The build's renderer of staff pages, or undefined if the build has none. */
export async function loadStaffPageRenderer(distDir: string): Promise<RenderStaffPage | undefined> {
  const file = join(distDir, STAFF_PAGE_MODULE);
  if (!existsSync(file)) return undefined;
  const loaded: { renderStaffPage?: unknown } = await import(pathToFileURL(file).href);
  if (typeof loaded.renderStaffPage !== 'function') {
    throw new Error(`${file} exports no renderStaffPage: rebuild the client (npm run build).`);
  }
  return loaded.renderStaffPage as RenderStaffPage;
}

/** index.html's #root, empty or holding its loading spinner (`<main class="boot">`). */
const ROOT = /<div id="root">(?:\s*<main class="boot">[\s\S]*?<\/main>)?\s*<\/div>/;
const TITLE = /<title>[^<]*<\/title>/;

/** Whether a built index.html has the #root a staff page's markup goes in. */
function hasRoot(html: string): boolean {
  return ROOT.test(html);
}

/**
 * The built index.html as a staff page: no script (Vite's removed, the partner's data block
 * never added), the view's markup in #root, its title, and its rules in a style element
 * before </head> (the CSP's style-src allows inline styles; its script-src stays as it is).
 * A '<' in the rules is escaped, so that no text of the rules can end the element.
 */
export function staffPageHtml(html: string, markup: StaffPageMarkup): string {
  const css = markup.css.replace(/</g, '\\3c ');
  return withoutScripts(html)
    .replace(TITLE, () => `<title>${escapeHtml(markup.title)}</title>`)
    .replace('</head>', () => `<style data-staff-page>${css}</style>\n</head>`)
    .replace(ROOT, () => `<div id="root">${markup.html}</div>`);
}

/** A staff link's page for what its token read; undefined where the app is to render it. */
export type StaffPageRender = (read: ServiceRead, log: FastifyBaseLogger) => string | undefined;

/**
 * The renderer of a build's staff pages, for the app's partner and engine; undefined for a
 * build without the module or an index.html without #root. A render that throws (a fault of
 * the build's module) is logged and left to the app, which can still render the view.
 */
export async function staffPageRenderer(
  app: FastifyInstance,
  distDir: string,
  html: string,
  settings: PartnerSettingsBody,
): Promise<StaffPageRender | undefined> {
  const render = hasRoot(html) ? await loadStaffPageRenderer(distDir) : undefined;
  if (!render) return undefined;
  return (read, log) => {
    const shown =
      read.status === 200
        ? { application: read.application, today: today(app.now) }
        : { refused: read.message };
    try {
      return staffPageHtml(html, render({ partner: settings, engine: app.engine, shown }));
    } catch (error) {
      log.error({ err: error }, 'The staff page could not be rendered; the app renders it.');
      return undefined;
    }
  };
}
