/**
 * GET /api/openapi.json: served without a session, a valid OpenAPI 3.1 document
 * (@seriousme/openapi-schema-validator), and it describes every route the app registers
 * (the client's static and fallback routes aside) with what each answers.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonRefusals } from '../../server/plugins/openapi';
import { databases, startApp, type TestApp } from './support/harness';

/** The client's routes (the built files, or the not-built page), not the API's. */
const CLIENT_ROUTES = new Set(['/', '/*']);

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  security?: unknown[];
}
type Paths = Record<string, Record<string, Operation>>;

/** Fastify's '/a/:key' as OpenAPI writes it: '/a/{key}'. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe.each(databases)('GET /api/openapi.json on $name', (target) => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  let document: { openapi: string; paths: Paths };

  beforeAll(async () => {
    t = await startApp(target, {
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is served without a session cookie, as JSON that is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('validates as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the app registers', () => {
    const api = routes.filter((route) => !CLIENT_ROUTES.has(route.url));
    // The fuzzer's list too: every resource of SPEC 7 and the additions.
    expect(api.length).toBeGreaterThan(40);
    const missing = api.filter(
      ({ method, url }) => document.paths[openapiPath(url)]?.[method.toLowerCase()] === undefined,
    );
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths)).not.toContain('/');
    expect(Object.keys(document.paths)).not.toContain('/*');
  });

  it('gives every operation a success and the refusals every route may answer', () => {
    const staffRoutes: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const codes = Object.keys(operation.responses);
        const where = `${method.toUpperCase()} ${path}`;
        expect(
          codes.some((code) => /^2\d\d$/.test(code)),
          where,
        ).toBe(true);
        expect(codes, where).toEqual(expect.arrayContaining(['400', '500']));
        // Behind the session check: 401, and the session cookie as its security.
        const guarded = path.startsWith('/api/') && path !== '/api/logout' && path !== '/api/openapi.json';
        // Behind the staff key check (issue 14): 401, and the bearer key as its security.
        const staffKeyed = JSON.stringify(operation.security) === JSON.stringify([{ staffKey: [] }]);
        if (staffKeyed) staffRoutes.push(where);
        if (guarded || staffKeyed) expect(codes, where).toContain('401');
        expect(operation.security !== undefined && !staffKeyed, where).toBe(guarded);
        for (const [code, reply] of Object.entries(operation.responses)) {
          expect(reply.description, `${where} ${code}`).not.toBe('Default Response');
        }
      }
    }
    expect(staffRoutes.sort()).toEqual([
      'GET /service/applications',
      'GET /service/applications/{id}/documents/{key}',
      'GET /service/applications/{id}/pdf',
      'HEAD /service/applications',
      'HEAD /service/applications/{id}/documents/{key}',
      'HEAD /service/applications/{id}/pdf',
      'POST /service/tmp',
    ]);
  });

  it('lets a {message} through wherever a plugin in front of the route may answer with one', () => {
    // A route's own schema for such a code must not require more, or the serializer
    // throws on the plugin's {message} and the refusal becomes a 500.
    const ajv = new Ajv2020({ strict: false });
    const fastifyPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const code of Object.keys(commonRefusals(method.toUpperCase(), fastifyPath(path)))) {
          const schema = (operation.responses[code]?.content?.['application/json'] as { schema: object })
            ?.schema;
          const where = `${method.toUpperCase()} ${path} ${code}`;
          expect(schema, where).toBeDefined();
          expect(ajv.validate(schema as object, { message: 'Refused.' }), where).toBe(true);
        }
      }
    }
  });

  it('writes every error as {message}, and the refusals with more fields as they are', () => {
    const schemaOf = (path: string, method: string, code: string, type = 'application/json') =>
      (document.paths[path]?.[method]?.responses[code]?.content?.[type] as { schema: unknown } | undefined)
        ?.schema;
    expect(schemaOf('/api/profile', 'get', '401')).toMatchObject({
      required: ['message'],
      properties: { message: { type: 'string' } },
    });
    expect(schemaOf('/public/login', 'post', '403')).toMatchObject({
      required: ['message'],
      properties: { code: { enum: ['UserNotConfirmed'] } },
    });
    expect(schemaOf('/api/submit', 'post', '422')).toMatchObject({
      required: ['message', 'errors', 'missing'],
    });
    // The local upload answers as S3 does: XML errors, beside the app's own JSON refusals.
    expect(schemaOf('/uploads', 'post', '403', 'application/xml')).toMatchObject({
      contentMediaType: 'application/xml',
    });
    expect(schemaOf('/uploads', 'post', '403')).toMatchObject({ required: ['message'] });
    expect(document.paths['/uploads']?.post?.responses['204']?.content).toBeUndefined();
  });
});
