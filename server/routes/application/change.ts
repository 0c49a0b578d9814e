/** One change of an application: in a transaction, under the applicant's lock, refused once submitted. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { Repositories } from '../../repositories';

/** The applicant of the request; the session hook has already answered 401 without one. */
export function applicantId(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (userId === undefined) throw new HttpError(401, messages.sessionInvalid);
  return userId;
}

/**
 * The one unit of work of every change to an application (answers, counts, tabs,
 * statuses, validations, documents, submit): one transaction that first locks the
 * applicant's application row, so that a change and a submit never interleave (whichever
 * comes second sees the other's result), and refuses with 409 once the application was
 * submitted. `change` must use the registry it is given (bound to the transaction),
 * never `app.repos`; jobs it enqueues join the transaction through it too.
 */
export async function changeApplication<T>(
  app: FastifyInstance,
  userId: string,
  change: (repos: Repositories, at: string) => Promise<T>,
): Promise<T> {
  const at = app.now().toISOString();
  return app.repos.transaction(async (repos) => {
    const { submitted_at } = await repos.applications.lock(userId, at);
    if (submitted_at !== null) throw new HttpError(409, messages.applicationSubmitted);
    return change(repos, at);
  });
}

/** The web statuses in their only order (SPEC 4). */
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;
/** One web status. */
export type WebStatus = (typeof WEB_STATUSES)[number];

/**
 * Records `status` and any earlier status not yet recorded, each once. The client
 * derives the status from the number of distinct entries (SPEC 4), so the list must
 * always be a prefix of started, validating, submitted. Ids start with the rank so
 * entries written in the same millisecond still list in order.
 */
export async function recordWebStatus(
  repos: Repositories,
  userId: string,
  status: WebStatus,
  at: string,
  newId: () => string,
): Promise<void> {
  const recorded = new Set((await repos.webStatus.list(userId)).map((entry) => entry.web_status));
  for (const [rank, earlier] of WEB_STATUSES.entries()) {
    if (!recorded.has(earlier)) {
      await repos.webStatus.add({
        id: `${rank}-${newId()}`,
        user_id: userId,
        web_status: earlier,
        created_at: at,
      });
    }
    if (earlier === status) break;
  }
}
