/**
 * One applicant's application as a service token reads it (SPEC 1, 7): the body of
 * GET /service/tmp-pdf, and the data block a staff link's page carries (server/plugins/static.ts,
 * issue 16), from one code path so that both check the token alike. A pure read: checking a
 * token changes no row, so a page that carries the application and the call the view would
 * otherwise make see the same thing however often the link is opened.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceApplication } from '../engine/contract';
import { formContext } from './form-context';
import { refusalTexts } from './messages';
import { documentAnswers } from './routes/documents/shared';

/** The texts of a refused token, for the staff member who opened the link. */
export const serviceMessages = refusalTexts.staffLink;

/** What a presented token reads: the application, or the status and message of its refusal. */
export type ServiceRead =
  | { status: 200; application: ServiceApplication }
  | { status: 401 | 404; message: string };

/** Reads the application of a service token at the app's clock. */
export async function readServiceApplication(app: FastifyInstance, token: string): Promise<ServiceRead> {
  const check = await app.repos.serviceTokens.check(token, app.now());
  if (check.status === 'unknown') return { status: 401, message: serviceMessages.invalid };
  if (check.status === 'expired') return { status: 401, message: serviceMessages.expired };
  const user = await app.repos.users.findById(check.userId);
  if (!user) return { status: 404, message: serviceMessages.gone };
  const [answer, counts, tabs, document_answer] = await Promise.all([
    app.repos.answers.map(user.id),
    app.repos.addAnother.map(user.id),
    app.repos.tabs.map(user.id),
    documentAnswers(app, user.id),
  ]);
  // Counts and tabs as GET /api/add-another and GET /api/tabs give them: defaults filled in.
  const context = formContext(app.engine.catalogue, counts, tabs);
  return {
    status: 200,
    application: { answer, add_another: context.addAnother, document_answer, tabs: context.tabs },
  };
}
