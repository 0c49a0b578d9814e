/** GET /public/partner: the partner's settings for the client (name, contacts, links, theme). */
import type { FastifyInstance } from 'fastify';

/**
 * partner.json as the partner's staff wrote it, less `$comment`: name and id always,
 * the rest (title, address, contacts, links, theme, limits) as the file has it.
 */
const partnerSettings = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
  additionalProperties: true,
  description: 'The partner’s public settings (partners/<id>/partner.json without $comment).',
} as const;

/** Registers the partner settings; mount with prefix '/public'. */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/partner',
    {
      schema: {
        summary: 'The partner’s name, contacts, links and theme',
        response: { 200: partnerSettings },
      },
    },
    async () => app.partner,
  );
}
