/** POST /api/web-status: started and validating from the client; submitted only by an accepted submit. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messageReply } from '../../../engine/contract';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import { applicantId, changeApplication, recordWebStatus, WEB_STATUSES, type WebStatus } from './change';
import { notInCatalogue, saved, type WebStatusInput, webStatusBody } from './schemas';

function isWebStatus(value: string): value is WebStatus {
  return (WEB_STATUSES as readonly string[]).includes(value);
}

/** Registers POST /web-status. Repeats are harmless: each status is recorded once (the client retries). */
export async function webStatusRoutes(app: FastifyInstance) {
  const schema = {
    summary: 'Records a status (started, validating; submitted only after an accepted submit)',
    body: webStatusBody,
    response: {
      200: saved(messages.webStatusSaved),
      409: messageReply(
        `"${messages.applicationSubmitted}", or submitted before a submit: "${messages.submitOnlyBySubmit}"`,
      ),
      422: notInCatalogue,
    },
  };
  app.post<{ Body: WebStatusInput }>('/web-status', { schema }, async (request) => {
    const userId = applicantId(request);
    const status = request.body.web_status;
    if (!isWebStatus(status)) {
      throw new HttpError(422, `The field 'web_status' must be one of ${WEB_STATUSES.join(', ')}.`);
    }
    if (status === 'submitted') {
      // The client posts 'submitted' after its submit was accepted (SPEC 4): already recorded.
      if ((await app.repos.applications.submittedAt(userId)) === null) {
        throw new HttpError(409, messages.submitOnlyBySubmit);
      }
      return { message: messages.webStatusSaved };
    }
    await changeApplication(app, userId, (repos, at) =>
      recordWebStatus(repos, userId, status, at, randomUUID),
    );
    return { message: messages.webStatusSaved };
  });
}
