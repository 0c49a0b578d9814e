/** PUT /api/answer: stores each key sent, refusing keys the catalogue does not know. */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { ApplicationCatalogue } from './catalogue';
import { applicantId, changeApplication } from './change';
import { answerBody, notInCatalogue, saved, submittedAlready } from './schemas';

/** How many refused keys a message names at most, each cut to a readable length. */
const NAMED_KEYS = 10;
const NAMED_KEY_LENGTH = 64;

/** "The answers 'a', 'b' are not questions of this application." for the refused keys. */
export function unknownKeysMessage(keys: string[]): string {
  const named = keys
    .slice(0, NAMED_KEYS)
    .map((key) => `'${key.length > NAMED_KEY_LENGTH ? `${key.slice(0, NAMED_KEY_LENGTH)}…` : key}'`);
  const more = keys.length > NAMED_KEYS ? ` and ${keys.length - NAMED_KEYS} more` : '';
  const subject = keys.length === 1 ? 'The answer key' : 'The answer keys';
  const verb = keys.length === 1 ? 'is not a question' : 'are not questions';
  return `${subject} ${named.join(', ')}${more} ${verb} of this application; nothing was saved.`;
}

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
      const unknown = Object.keys(answer).filter((key) => !catalogue.answerKeys.has(key));
      if (unknown.length > 0) throw new HttpError(422, unknownKeysMessage(unknown));
      await changeApplication(app, userId, (repos, at) => repos.answers.save(userId, answer, at));
      return { message: messages.answersSaved };
    },
  );
}
