/** PUT /api/answer: stores each key sent, refusing keys the catalogue does not know. */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import { unknownAnswerKeys, unknownKeysMessage } from './answer-check';
import type { ApplicationCatalogue } from './catalogue';
import { applicantId, changeApplication } from './change';
import { answerBody, notInCatalogue, saved, submittedAlready } from './schemas';

/** Registers PUT /answer. */
export async function answerRoutes(app: FastifyInstance, { catalogue }: { catalogue: ApplicationCatalogue }) {
  app.put<{ Body: Record<string, string> }>(
    '/answer',
    {
      schema: {
        summary: 'Saves answers, key by key (other keys untouched)',
        body: answerBody(catalogue.answerMaxLength),
        response: { 200: saved(messages.answersSaved), 409: submittedAlready, 422: notInCatalogue },
      },
    },
    async (request) => {
      const userId = applicantId(request);
      const answer = request.body;
      const unknown = unknownAnswerKeys(catalogue, answer);
      if (unknown.length > 0) throw new HttpError(422, unknownKeysMessage(unknown));
      await changeApplication(app, userId, (repos, at) => repos.answers.save(userId, answer, at));
      return { message: messages.answersSaved };
    },
  );
}
