/** GET /api/logout: works with or without a live session, so a stale browser can always log out. */
import type { FastifyInstance } from 'fastify';
import { messageReply } from '../../../engine/contract';
import { messages } from '../../messages';

/** Registers logout; mount with prefix '/api', outside the session check. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    summary: 'Ends the session (with or without one) and clears both cookies',
    response: { 200: messageReply(`Logged out: "${messages.loggedOut}"`) },
  };
  app.get('/logout', { schema }, async (request, reply) => {
    await app.endSession(request, reply);
    return { message: messages.loggedOut };
  });
}
