/**
 * Security headers (helmet, with a Content-Security-Policy that needs no 'unsafe-eval')
 * and the cross-site request check. Cookies are SameSite=Lax already; refusing foreign
 * Origins on every state-changing call closes what Lax leaves open (same-site siblings,
 * old browsers) without a CSRF token the client would have to carry.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { messages } from '../messages';
import { uploadOrigin } from '../storage/plugin';

/** Paths of the API (never the client): JSON answers, never cached, never the index.html fallback. */
export const API_PATH = /^\/(api|public|service|lookup|healthz|uploads)(\/|$|\?)/;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request changes state: any unsafe method, and GET (or HEAD) /api/logout. */
function changesState(request: FastifyRequest): boolean {
  if (!SAFE_METHODS.has(request.method)) return true;
  // Fastify answers HEAD with the GET handler, so HEAD /api/logout logs out too.
  return request.url.split('?')[0] === '/api/logout';
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

/** Registers helmet and the cross-site check. */
export async function securityPlugin(app: FastifyInstance, config: Config): Promise<void> {
  const bucketOrigin = await uploadOrigin(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

  // API answers hold personal data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (changesState(request) && isCrossSite(request, config.publicOrigin)) {
      return reply.code(403).send({ message: messages.crossSite });
    }
  });
}
