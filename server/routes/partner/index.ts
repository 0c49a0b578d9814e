/** GET /public/partner: the partner's settings for the client (name, contacts, links, theme, pages). */
import type { FastifyInstance } from 'fastify';
import { createEngine } from '../../../engine/index';

const page = {
  type: 'object',
  required: ['id', 'title', 'path'],
  properties: { id: { type: 'string' }, title: { type: 'string' }, path: { type: 'string' } },
  additionalProperties: false,
} as const;

/**
 * partner.json as the partner's staff wrote it, less `$comment`: name and id always,
 * the rest (title, address, contacts, links, theme, limits, logo) as the file has it;
 * and the form pages in order as the partner's catalogue has them, which the client's
 * router, navigation and redirects read before the form's own chunk has loaded.
 */
const partnerSettings = {
  type: 'object',
  required: ['id', 'name', 'pages'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    pages: { type: 'array', items: page, minItems: 1, description: 'The form pages in order.' },
  },
  additionalProperties: true,
  description:
    'The partner’s public settings (partners/<id>/partner.json without $comment) and its form pages.',
} as const;

/** Registers the partner settings; mount with prefix '/public'. */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const pages = createEngine(app.config.partner).catalogue.pages.map(({ id, title, path }) => ({
    id,
    title,
    path,
  }));
  const settings = { ...app.partner, pages };
  app.get(
    '/partner',
    {
      schema: {
        summary: 'The partner’s name, contacts, links, theme and form pages',
        response: { 200: partnerSettings },
      },
    },
    async () => settings,
  );
}
