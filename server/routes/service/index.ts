/**
 * GET /service/tmp-pdf?service_token= (SPEC 1, 7): one applicant's application for the
 * staff print view, read with a service token (`npm run service:token`). The token is
 * read-only by construction: this is its only route, a GET, and the session check of
 * /api never looks at it, so it grants nothing there.
 */
import type { FastifyInstance } from 'fastify';
import { messageReply, type ServiceApplication, serviceApplicationBody } from '../../../engine/contract';
import { formContext } from '../../form-context';
import { HttpError } from '../../http-error';
import { documentAnswers } from '../documents/shared';

/** The texts of a refused token, for the staff member who opened the link. */
export const serviceMessages = {
  invalid: 'This staff link is not valid. Ask for a new one.',
  expired: 'This staff link has expired. Ask for a new one.',
  gone: 'The application behind this staff link no longer exists.',
} as const;

/** The query: the token, as the CLI printed it (base64url, 43 characters). */
const query = {
  type: 'object',
  properties: { service_token: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['service_token'],
} as const;

const tmpPdfSchema = {
  summary: 'One applicant’s application for the staff print view, read with a service token',
  querystring: query,
  response: {
    200: { ...serviceApplicationBody, description: 'Counts and tabs come with their defaults filled in.' },
    401: messageReply(`A refused token: "${serviceMessages.invalid}" / "${serviceMessages.expired}"`),
    404: messageReply(`"${serviceMessages.gone}"`),
  },
} as const;

/** Registers the service calls; mount with prefix '/service'. */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.engine;

  app.get<{ Querystring: { service_token: string } }>(
    '/tmp-pdf',
    { schema: tmpPdfSchema },
    async (request): Promise<ServiceApplication> => {
      const check = await app.repos.serviceTokens.check(request.query.service_token, app.now());
      if (check.status === 'unknown') throw new HttpError(401, serviceMessages.invalid);
      if (check.status === 'expired') throw new HttpError(401, serviceMessages.expired);
      const user = await app.repos.users.findById(check.userId);
      if (!user) throw new HttpError(404, serviceMessages.gone);
      const [answer, counts, tabs, document_answer] = await Promise.all([
        app.repos.answers.map(user.id),
        app.repos.addAnother.map(user.id),
        app.repos.tabs.map(user.id),
        documentAnswers(app, user.id),
      ]);
      // Counts and tabs as GET /api/add-another and GET /api/tabs give them: defaults filled in.
      const context = formContext(catalogue, counts, tabs);
      return { answer, add_another: context.addAnother, document_answer, tabs: context.tabs };
    },
  );
}
