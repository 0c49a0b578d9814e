/**
 * GET /api/profile: everything the client loads before it renders a form page (SPEC 3),
 * read in one statement (repositories/profile.ts) and written by a response schema's
 * compiled serializer, as it is the call every logged-in page makes.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';

const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** The 200 answer's shape; the serializer writes exactly these fields. */
export const profileResponse = {
  type: 'object',
  required: ['answer', 'document_answer', 'username', 'last_page', 'successful_login', 'web_status'],
  properties: {
    answer: stringMap,
    document_answer: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['file_name', 'file_size'],
        properties: { file_name: { type: 'string' }, file_size: { type: 'number' } },
      },
    },
    username: { type: 'string' },
    last_page: { type: ['string', 'null'] },
    successful_login: {
      type: 'array',
      items: { type: 'object', required: ['logged_in_at'], properties: { logged_in_at: { type: 'string' } } },
    },
    web_status: {
      type: 'array',
      items: {
        type: 'object',
        required: ['web_status', 'created_at'],
        properties: { web_status: { type: 'string' }, created_at: { type: 'string' } },
      },
    },
  },
} as const;

/** Registers the profile; mount with prefix '/api' behind the session check. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/profile', { schema: { response: { 200: profileResponse } } }, async (request) => {
    const userId = request.session?.userId;
    const profile = userId === undefined ? undefined : await app.repos.profile.load(userId);
    if (!profile) throw new HttpError(401, messages.sessionInvalid);
    return {
      answer: profile.answer,
      document_answer: profile.document_answer,
      username: profile.username,
      last_page: profile.last_page,
      successful_login: profile.successful_login,
      web_status: profile.web_status,
    };
  });
}
