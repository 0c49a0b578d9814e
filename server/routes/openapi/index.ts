/** GET /api/openapi.json: the API's OpenAPI 3.1 description, public (no session), built once. */
import type { FastifyInstance } from 'fastify';

const openObject = { type: 'object', additionalProperties: true } as const;

/** The document's top level; the rest is OpenAPI's own schema, written as it is. */
const openapiDocument = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: { openapi: { type: 'string' }, info: openObject, paths: openObject, components: openObject },
  additionalProperties: true,
  description: 'The OpenAPI 3.1 document of every route.',
} as const;

/** Registers the description; mount with prefix '/api'. */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/openapi.json',
    { schema: { summary: 'This API’s OpenAPI 3.1 description', response: { 200: openapiDocument } } },
    async () => app.swagger(),
  );
}
