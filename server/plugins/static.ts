/**
 * The built client (dist/) and the not-found handler. Assets are sent precompressed
 * (.br/.gz written by the build) with a year's cache, since their names carry a hash;
 * index.html is revalidated every time so a deploy shows at once. Any other GET that
 * asks for HTML gets index.html: the client routes it (unknown paths go to /about).
 * index.html carries the partner's settings (GET /public/partner's body) as a JSON data
 * block, so the first page renders without a request of its own; the first form page's
 * path gets a picture of its top painted as HTML too (server/first-paint.ts: one for a
 * request without a session cookie, one for a request with one). Which
 * scripts each page loads, and when, is server/client-scripts.ts's (the first form page's
 * start after its paint). Every page is built once at start and compressed then, but a staff
 * link's: the server renders that one for each request with the build's print view
 * (server/staff-page.ts: the token's application or its refusal, and no script), and it is
 * never stored. A build without that module (the tests' stand-ins) gets the staff view's
 * scripts instead, with the token's application as a data block when it reads one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PartnerSettingsBody } from '../../engine/contract';
import { SESSION_COOKIE } from '../../engine/session';
import {
  catalogueUrl,
  clientScripts,
  readManifest,
  type Start,
  withCataloguePreload,
  withScripts,
} from '../client-scripts';
import { firstPaintPage, withFirstPaint } from '../first-paint';
import { messages } from '../messages';
import { logoUrl } from '../partner-logo';
import { publicPartnerSettings } from '../partner-settings';
import { readServiceApplication, type ServiceRead, serviceMessages } from '../service-application';
import { staffPageRenderer } from '../staff-page';
import { API_PATH } from './security';

/** The folder `npm run build` writes the client to. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admit</title></head>
<body><h1>Admit is running, but the client is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.</p>
</body></html>
`;

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PATH.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The id of index.html's data block with the partner's settings (src/features/partner reads it). */
export const PARTNER_DATA_ID = 'admit-partner';

/** index.html as sent, in each encoding a browser may ask for. */
interface Page {
  /** Whether the page served depends on the Cookie header (the first form page's picture). */
  byCookie: boolean;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html with the partner's settings before </head>: a data block (type
 * application/json) runs nothing, so the CSP's script-src is untouched. `<` is escaped
 * so no text in the settings can end the element.
 */
export function withPartnerData(html: string, settings: unknown): string {
  return withDataBlock(html, PARTNER_DATA_ID, settings);
}

/** The id of a staff link's data block with its application (src/features/staff reads it). */
export const SERVICE_APPLICATION_DATA_ID = 'admit-service-application';

/**
 * A data block before </head>: type application/json runs nothing, so the CSP's script-src
 * is untouched, and `<` is escaped so that no text in the value can end the element. The
 * block is put in by a function, not a replacement string, where `$'`, `$&` or `$$` in a
 * partner's text or an answer would be read as a pattern (`$'` pasted the rest of the page in).
 */
function withDataBlock(html: string, id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return html.replace('</head>', () => `<script type="application/json" id="${id}">${json}</script></head>`);
}

/**
 * A staff link's page with its token's application (GET /service/tmp-pdf's body) as a data
 * block, so that the print view renders as the entry runs instead of asking for it then and
 * waiting (issue 16: the print view on a phone).
 */
export function withServiceApplication(html: string, application: unknown): string {
  return withDataBlock(html, SERVICE_APPLICATION_DATA_ID, application);
}

function compressedPage(html: string, byCookie = false): Page {
  const identity = Buffer.from(html);
  return {
    byCookie,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Sends index.html, compressed as the request accepts (br before gzip). */
function sendPage(
  page: Page,
  request: FastifyRequest,
  reply: FastifyReply,
  cache: 'no-cache' | 'no-store' = 'no-cache',
): FastifyReply {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply
    .header('cache-control', cache)
    .header('vary', page.byCookie ? 'accept-encoding, cookie' : 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/**
 * A page built for one request, compressed only in the encoding asked for, and fast
 * (brotli's quality 5: a few ms for a staff page, where the built pages' 11 takes over 100).
 */
function livePage(html: string): Page {
  const identity = Buffer.from(html);
  return {
    byCookie: false,
    identity,
    get br() {
      return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    },
    get gzip() {
      return gzipSync(identity, { level: 6 });
    },
  };
}

function cacheHeaders(reply: FastifyReply, path: string): void {
  const immutable = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Whether a request is a staff link (SPEC 2's service_token), which shows the staff's view. */
function isStaffLink(query: string): boolean {
  return new URLSearchParams(query).has('service_token');
}

/** Whether a service_token value can be a token at all: GET /service/tmp-pdf's bounds. */
function tokenShaped(token: string): boolean {
  return token.length >= 1 && token.length <= 200;
}

/** Serves dist/ when it holds index.html, and sets the not-found handler. */
export async function staticPlugin(app: FastifyInstance, distDir: string = DEFAULT_DIST_DIR): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const html = built ? readFileSync(indexFile, 'utf8') : '';
  // Without Vite's manifest (a build without it, the tests' stand-in dist), index.html as built.
  const manifest = built ? readManifest(distDir) : undefined;
  const scripts = manifest ? clientScripts(manifest) : undefined;
  const settings = publicPartnerSettings(app);
  const variant = (preloads: 'application' | 'staff', start: Start) =>
    withPartnerData(scripts ? withScripts(html, scripts, scripts[preloads], start) : html, settings);
  const index = built ? variant('application', 'at-once') : '';
  const page = built ? compressedPage(index) : undefined;
  // A staff link renders its print view once the catalogue is in (src/app/router.tsx,
  // startStaffLink): asked for with the HTML, it arrives while the scripts run.
  const staffCatalogue = built ? catalogueUrl(distDir, app.partner.id) : undefined;
  const staffScripts = built ? variant('staff', 'at-once') : '';
  const staffHtml = staffCatalogue ? withCataloguePreload(staffScripts, staffCatalogue) : staffScripts;
  const staffPage = built ? compressedPage(staffHtml) : undefined;
  // The build's print view for the server (server/staff-page.ts), if it has one.
  const renderStaffPage = built
    ? await staffPageRenderer(app, distDir, html, settings as PartnerSettingsBody)
    : undefined;
  // A staff link's page: rendered here with its application or its refusal; without the
  // build's renderer, the staff view's scripts with the application as a data block when the
  // token reads one (else the view asks GET /service/tmp-pdf and shows its refusal). A token
  // no call could carry (over 200 characters) is not one.
  const staffPageOf = async (request: FastifyRequest, token: string, staff: Page): Promise<Page> => {
    const read: ServiceRead = tokenShaped(token)
      ? await readServiceApplication(app, token)
      : { status: 401, message: serviceMessages.invalid };
    const rendered = renderStaffPage?.(read, request.log);
    if (rendered !== undefined) return livePage(rendered);
    return read.status === 200 ? livePage(withServiceApplication(staffHtml, read.application)) : staff;
  };
  const sendStaffPage = async (request: FastifyRequest, reply: FastifyReply, staff: Page) => {
    const token = new URLSearchParams(request.url.split('?')[1] ?? '').get('service_token') ?? '';
    const served = await staffPageOf(request, token, staff);
    // The page may hold an application and its URL holds the token: no cache keeps it and
    // no request from it names the URL.
    reply.header('referrer-policy', 'no-referrer');
    return sendPage(served, request, reply, 'no-store');
  };
  // The first form page's top painted before the JavaScript arrives (server/first-paint.ts),
  // which starts after that paint: an anonymous visitor's, and one for a request with a
  // session cookie (its header message is the app's to know).
  const first = firstPaintPage(app.engine.catalogue);
  const logo = app.partnerLogo ? { url: logoUrl(app.partnerLogo) } : undefined;
  const firstPages =
    built && first
      ? {
          anonymous: compressedPage(
            withFirstPaint(variant('application', 'after-paint'), app.partner, first, 'anonymous', logo),
            true,
          ),
          session: compressedPage(
            withFirstPaint(variant('application', 'after-paint'), app.partner, first, 'session', logo),
            true,
          ),
        }
      : undefined;
  const hasSession = (request: FastifyRequest): boolean => {
    const header = request.headers.cookie;
    return header ? Boolean(app.parseCookie(header)[SESSION_COOKIE]) : false;
  };
  const pageFor = (request: FastifyRequest): Page | undefined => {
    const [path] = request.url.split('?');
    if (path !== first?.path || !firstPages) return page;
    return hasSession(request) ? firstPages.session : firstPages.anonymous;
  };
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      cacheControl: false,
      // index.html goes out with the partner's settings, from GET / and the not-found handler.
      index: false,
      // Source maps are built for error reports, not served to every visitor.
      // Nor Vite's manifest, which is the server's (server/client-scripts.ts), nor the
      // server's own module of the build (server/staff-page.ts).
      allowedPath: (pathName) =>
        !pathName.endsWith('.map') &&
        !/^\/index\.html/.test(pathName) &&
        !pathName.startsWith('/.vite/') &&
        !pathName.startsWith('/server/'),
      setHeaders: (reply, path) => cacheHeaders(reply, path),
    });
  }
  // The client's place, not the API's: hidden from /api/openapi.json as @fastify/static's routes are.
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    page ? sendPage(page, request, reply) : reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE),
  );

  app.setNotFoundHandler(async (request, reply) => {
    if (staffPage && wantsHtml(request) && isStaffLink(request.url.split('?')[1] ?? '')) {
      return sendStaffPage(request, reply, staffPage);
    }
    const served = pageFor(request);
    if (served && wantsHtml(request)) return sendPage(served, request, reply);
    return reply.code(404).send({ message: messages.notFound });
  });
}
