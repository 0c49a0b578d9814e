/**
 * Security headers (helmet, with a Content-Security-Policy that needs no 'unsafe-eval')
 * and the cross-site request check. Cookies are SameSite=Lax already; refusing foreign
 * Origins on every state-changing call closes what Lax leaves open (same-site siblings,
 * old browsers) without a CSRF token the client would have to carry.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_SCRIPT_HASH } from '../client-scripts';
import type { Config } from '../config';
import { messages } from '../messages';
import { uploadOrigin } from '../storage/plugin';

/** Paths of the API (never the client): JSON answers, never cached, never the index.html fallback. */
export const API_PATH = /^\/(api|public|service|lookup|healthz|uploads)(\/|$|\?)/;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The URL's path: everything before the query. */
export function pathOf(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
}

/**
 * The paths a request answers to, for the checks that go by path: the URL's own path, and the
 * route the router matched. They differ when the URL spells the path with percent escapes
 * (`/api/%6cogout`), which the router decodes: a check of the URL alone would let such a
 * request past the check its route needs.
 */
export function requestPaths(request: FastifyRequest): string[] {
  const raw = pathOf(request.url);
  const route = request.routeOptions.url;
  return route === undefined || route === raw ? [raw] : [raw, route];
}

/** Whether a call changes state: any unsafe method, and GET (or HEAD) /api/logout. */
export function changesState(method: string, path: string): boolean {
  if (!SAFE_METHODS.has(method)) return true;
  // Fastify answers HEAD with the GET handler, so HEAD /api/logout logs out too.
  return path === '/api/logout';
}

/** Whether the request comes from another site, by Sec-Fetch-Site or a foreign Origin. */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // The request's own origin is accepted too, so a proxy in front (Vite in development) works.
  return origin !== publicOrigin && origin !== ownOrigin(request);
}

/** The origin the request was addressed to, default ports dropped as browsers do. */
function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The headers helmet sets for these options, computed once. Every option here is a
 * constant (no per-request nonce or function), so each answer gets the same headers;
 * @fastify/helmet rebuilt the whole helmet middleware, CSP parsing included, per request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets helmet's headers and registers the cross-site check. */
export async function securityPlugin(app: FastifyInstance, config: Config): Promise<void> {
  const bucketOrigin = await uploadOrigin(config);
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The first form page's inline boot script, by its hash (server/client-scripts.ts).
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // S3 uploads post straight to the bucket.
        connectSrc: ["'self'", ...(bucketOrigin ? [bucketOrigin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS over plain http would be ignored at best and pin a wrong scheme at worst.
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The same as frame-ancestors 'none', for browsers that predate CSP 2.
    frameguard: { action: 'deny' },
  });
  // One callback-style hook for every request (no promise, no onSend pass): the recorded
  // headers, no-store on API answers (a route or the static files may still set their own
  // cache-control later, which replaces it), then the cross-site check.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    const paths = requestPaths(request);
    // API answers hold personal data: no browser or proxy may keep a copy.
    if (paths.some((path) => API_PATH.test(path))) reply.header('cache-control', 'no-store');
    if (
      paths.some((path) => changesState(request.method, path)) &&
      isCrossSite(request, config.publicOrigin)
    ) {
      reply.code(403).send({ message: messages.crossSite });
      return;
    }
    done();
  });
}
