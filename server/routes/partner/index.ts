/** GET /public/partner: the partner's settings for the client (name, contacts, links, theme). */
import type { FastifyInstance } from 'fastify';

/** Registers the partner settings; mount with prefix '/public'. */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/partner', async () => app.partner);
}
