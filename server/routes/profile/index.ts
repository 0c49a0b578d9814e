/** GET /api/profile: everything the client loads before it renders a form page (SPEC 3). */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import { documentAnswers } from '../documents/shared';

/** Registers the profile; mount with prefix '/api' behind the session check. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/profile', async (request) => {
    const userId = request.session?.userId;
    const user = userId === undefined ? undefined : await app.repos.users.findById(userId);
    if (!user) throw new HttpError(401, messages.sessionInvalid);
    const [answer, successful_login, web_status, document_answer] = await Promise.all([
      app.repos.answers.map(user.id),
      app.repos.logins.list(user.id),
      app.repos.webStatus.list(user.id),
      documentAnswers(app, user.id),
    ]);
    return {
      answer,
      document_answer,
      username: user.username,
      last_page: user.last_page,
      successful_login,
      web_status,
    };
  });
}
