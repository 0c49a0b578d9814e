/**
 * GET /api/profile: everything the client loads before it renders a form page (SPEC 3),
 * read in one statement (repositories/profile.ts) and written by the contract's compiled
 * serializer (engine/contract/profile.ts), as it is the call every logged-in page makes.
 */
import type { FastifyInstance } from 'fastify';
import { type Profile, profileBody } from '../../../engine/contract';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';

/** Registers the profile; mount with prefix '/api' behind the session check. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    summary: 'The applicant’s answers, documents, last page, logins and statuses (SPEC 3)',
    response: { 200: { ...profileBody, description: 'The profile of the session’s applicant.' } },
  };
  app.get('/profile', { schema }, async (request): Promise<Profile> => {
    const userId = request.session?.userId;
    const profile = userId === undefined ? undefined : await app.repos.profile.load(userId);
    if (!profile) throw new HttpError(401, messages.sessionInvalid);
    return profile;
  });
}
