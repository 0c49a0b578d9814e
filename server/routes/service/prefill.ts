/**
 * Prefill links (issue 14, SPEC 2 `token`, SPEC 7 `GET /public/tmp?token=`): staff store
 * answers for a prospect and send the link; the form loads them. Created by
 * `POST /service/tmp` (a staff key) and `npm run prefill`, both through `createPrefill`.
 */
import type { FastifyInstance } from 'fastify';
import {
  messageReply,
  type PrefillLink,
  type PrefillRequest,
  prefillLinkBody,
  prefillRequestBody,
  type TmpAnswer,
  tmpAnswerBody,
} from '../../../engine/contract';
import { HttpError } from '../../http-error';
import { messages, refusalTexts } from '../../messages';
import { hasUnstorableText } from '../../plugins/storable-text';
import type { Repositories } from '../../repositories';
import { DEFAULT_PREFILL_HOURS, MAX_PREFILL_HOURS } from '../../repositories/tmp-answers';
import { answerProblem } from '../application/answer-check';
import { type ApplicationCatalogue, applicationCatalogue } from '../application/catalogue';
import { answerBody } from '../application/schemas';
import { staffKeyCheck, staffKeyRefused, staffKeySecurity } from './staff-key';

/** The one answer to an unknown, expired or malformed prefill token. */
export const prefillMessages = refusalTexts.prefill;

/** A token as `randomToken` makes them: 32 bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Stores a prefill link's answers after the checks of PUT /api/answer; returns the link,
 * or the reason the answers were refused.
 */
export async function createPrefill(
  repos: Repositories,
  catalogue: ApplicationCatalogue,
  input: { answer: unknown; createdBy: string; now: Date; hours: number; publicUrl: string },
): Promise<PrefillLink | { refused: string }> {
  const problem = answerProblem(catalogue, input.answer);
  if (problem) return { refused: problem };
  // The HTTP route's body was checked by the storable-text plugin; the CLI's file was not.
  // A NUL or a lone surrogate stored here would make every save of the applicant fail.
  if (hasUnstorableText(input.answer)) return { refused: messages.unstorableText };
  const answer = input.answer as Record<string, string>;
  const { token, expiresAt } = await repos.tmpAnswers.create(answer, input.createdBy, input.now, input.hours);
  return { token, url: `${input.publicUrl}/about?token=${token}`, expires_at: expiresAt };
}

/** POST /service/tmp, behind a staff key; mount with prefix '/service'. */
export async function prefillServiceRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = applicationCatalogue(app.engine);
  const body = {
    ...prefillRequestBody,
    properties: {
      answer: answerBody(catalogue.answerMaxLength),
      hours: { ...prefillRequestBody.properties.hours, maximum: MAX_PREFILL_HOURS },
    },
  } as const;
  app.post<{ Body: PrefillRequest }>(
    '/tmp',
    {
      // Before the body is validated: an anonymous caller learns nothing of its shape.
      onRequest: staffKeyCheck(app),
      schema: {
        summary: 'Creates a prefill link: answers a prospect’s form opens with (staff key)',
        security: staffKeySecurity,
        body,
        response: {
          200: { ...prefillLinkBody, description: 'The link to send the prospect: PUBLIC_URL/about?token=…' },
          400: messageReply(
            'The body’s shape, or answer keys that are not questions of this application, named',
          ),
          401: staffKeyRefused,
        },
      },
    },
    async (request): Promise<PrefillLink> => {
      const made = await createPrefill(app.repos, catalogue, {
        answer: request.body.answer,
        createdBy: request.staffKeyName ?? 'staff',
        now: app.now(),
        hours: request.body.hours ?? DEFAULT_PREFILL_HOURS,
        publicUrl: app.config.publicUrl,
      });
      if ('refused' in made) throw new HttpError(400, made.refused);
      return made;
    },
  );
}

/** GET /public/tmp?token=; mount with prefix '/public'. */
export async function prefillPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { token?: string } }>(
    '/tmp',
    {
      schema: {
        summary: 'The answers of a prefill link (SPEC 7 temporary answer)',
        // No bounds here: a malformed token gets the same 404 as an unknown one.
        querystring: { type: 'object', properties: { token: { type: 'string' } } },
        response: {
          200: { ...tmpAnswerBody, description: 'The answers the link carries, to load into the form' },
          404: messageReply(`An unknown, expired or malformed token, alike: "${prefillMessages.notFound}"`),
        },
      },
    },
    async (request): Promise<TmpAnswer> => {
      const token = request.query.token ?? '';
      const answer = TOKEN.test(token) ? await app.repos.tmpAnswers.read(token, app.now()) : null;
      if (answer === null) throw new HttpError(404, prefillMessages.notFound);
      return { answer };
    },
  );
}
