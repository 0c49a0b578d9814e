/** GET /api/logout: works with or without a live session, so a stale browser can always log out. */
import type { FastifyInstance } from 'fastify';
import { messages } from '../../messages';

/** Registers logout; mount with prefix '/api', outside the session check. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/logout', async (request, reply) => {
    await app.endSession(request, reply);
    return { message: messages.loggedOut };
  });
}
