/**
 * The API's description, generated from the routes' own schemas (@fastify/swagger) and
 * served as OpenAPI 3.1 at GET /api/openapi.json (routes/openapi). Each route writes its
 * successes and its own refusals; the refusals that the plugins in front of every route
 * answer (a bad request, no session, a cross-site call, a body too large or not JSON, an
 * unexpected error) are added here, once, from the same rules those plugins apply.
 */
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { messageReply } from '../../engine/contract';
import { SESSION_COOKIE } from '../../engine/session';
import { changesState } from './security';
import { needsSession } from './session';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusals any route of this method and path may answer, with when. */
export function commonRefusals(method: string, path: string): Record<number, string> {
  const refusals: Record<number, string> = {
    400: 'The request is not valid (a malformed URL or JSON, a field of the wrong shape or size, or a NUL or an unpaired surrogate, which cannot be stored); the message names what.',
  };
  if (needsSession(path)) {
    refusals[401] = 'No live session: the applicant must log in again (both session cookies are cleared).';
  }
  if (changesState(method, path)) refusals[403] = 'A cross-site request: its Origin is not the app\u2019s.';
  if (BODY_METHODS.has(method)) {
    refusals[413] = 'The request body is larger than 1 MB.';
    refusals[415] = 'The request body is not JSON (Content-Type: application/json).';
  }
  refusals[500] = 'An unexpected error: a generic message; the details are in the server log.';
  return refusals;
}

/** Adds the common refusals a route does not describe itself. */
function addCommonReplies(route: RouteOptions): void {
  const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
  if (!schema || schema.hide) return;
  schema.response ??= {};
  const response = schema.response as Record<string, unknown>;
  for (const method of [route.method].flat()) {
    for (const [code, description] of Object.entries(commonRefusals(method, route.url))) {
      response[code] ??= messageReply(description);
    }
  }
}

/** The tag of a path: the part of the API it belongs to. */
const TAGS: Record<string, { name: string; description: string }> = {
  public: { name: 'account', description: 'Sign-up, confirmation, login, password reset, partner settings' },
  api: {
    name: 'application',
    description: 'The logged-in applicant: profile, answers, documents, submit, PDF',
  },
  lookup: { name: 'lookup', description: 'School and address search' },
  service: {
    name: 'staff',
    description: 'Staff links (service tokens), prefill links and exports (staff keys)',
  },
  uploads: { name: 'uploads', description: 'The local storage driver’s S3-style upload endpoint' },
  healthz: { name: 'operations', description: 'Health check for load balancers' },
};

function tagOf(url: string): string {
  const first = url.split('/')[1] ?? '';
  return TAGS[first]?.name ?? 'operations';
}

function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** Registers the generator; call before any route is registered, so it sees them all. */
export async function openapiPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', addCommonReplies);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Admit API',
        version: packageVersion(),
        description:
          'The admission application’s REST contract (SPEC section 7 and its additions). Every body is JSON; every error is {"message"}, except the S3-style XML errors of POST /uploads.',
      },
      tags: Object.values(TAGS),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The HttpOnly session cookie POST /public/login sets.',
          },
          staffKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A staff key from `npm run staff:key -- <name>`, as Authorization: Bearer <key>.',
          },
        },
      },
    },
    // HEAD answers every GET (Fastify's default), so it is part of the contract too.
    exposeHeadRoutes: true,
    transform: ({ schema, url }) => ({
      url,
      schema: {
        ...schema,
        tags: [tagOf(url)],
        ...(needsSession(url) ? { security: [{ session: [] }] } : {}),
      } as FastifySchema,
    }),
  });
}
