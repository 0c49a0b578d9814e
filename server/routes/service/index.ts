/**
 * GET /service/tmp-pdf?service_token= (SPEC 1, 7): one applicant's application for the
 * staff print view, read with a service token (`npm run service:token`). The token is
 * read-only by construction: this is its only route, a GET, and the session check of
 * /api never looks at it, so it grants nothing there.
 */
import type { FastifyInstance } from 'fastify';
import { messageReply, type ServiceApplication, serviceApplicationBody } from '../../../engine/contract';
import { HttpError } from '../../http-error';
import { readServiceApplication, serviceMessages } from '../../service-application';
import { exportRoutes } from './applications';
import { prefillServiceRoutes } from './prefill';

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
  await app.register(prefillServiceRoutes);
  await app.register(exportRoutes);

  app.get<{ Querystring: { service_token: string } }>(
    '/tmp-pdf',
    { schema: tmpPdfSchema },
    async (request): Promise<ServiceApplication> => {
      const read = await readServiceApplication(app, request.query.service_token);
      if (read.status !== 200) throw new HttpError(read.status, read.message);
      return read.application;
    },
  );
}
