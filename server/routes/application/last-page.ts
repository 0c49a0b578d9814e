/** PUT /api/last-page: the form page the applicant last visited, restored on the next login (SPEC 2). */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { ApplicationCatalogue } from './catalogue';
import { applicantId } from './change';
import { type LastPageInput, lastPageBody, notInCatalogue, saved } from './schemas';

/** Registers PUT /last-page. Navigation, not content: still accepted after submit. */
export async function lastPageRoutes(
  app: FastifyInstance,
  { catalogue }: { catalogue: ApplicationCatalogue },
) {
  const schema = {
    summary: 'Saves the form page the applicant last visited (also after submit)',
    body: lastPageBody,
    response: { 200: saved(messages.lastPageSaved), 422: notInCatalogue },
  };
  app.put<{ Body: LastPageInput }>('/last-page', { schema }, async (request) => {
    const userId = applicantId(request);
    const { last_page } = request.body;
    if (!catalogue.pagePaths.includes(last_page)) {
      throw new HttpError(
        422,
        `The last page must be one of ${catalogue.pagePaths.join(', ')}; '${last_page}' is not a page of the application.`,
      );
    }
    await app.repos.users.setLastPage(userId, last_page);
    return { message: messages.lastPageSaved };
  });
}
