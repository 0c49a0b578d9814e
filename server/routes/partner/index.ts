/** GET /public/partner: the partner's settings for the client (name, contacts, links, theme, logo). */
import type { FastifyInstance } from 'fastify';
import { partnerSettingsBody } from '../../../engine/contract';

/** Registers the partner settings; mount with prefix '/public'. */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/partner',
    {
      schema: {
        summary: 'The partner’s name, contacts, links and theme',
        response: { 200: partnerSettingsBody },
      },
    },
    async () => app.partner,
  );
}
