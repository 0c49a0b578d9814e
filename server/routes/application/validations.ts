/**
 * POST /api/validations: the failures the browser found at its last save-time
 * validation (SPEC 5), kept per applicant (the last report replaces the one before),
 * bounded in size. GET /api/validations (an addition) reads them back.
 */
import type { FastifyInstance } from 'fastify';
import { type ValidationsRead, validationsReadBody } from '../../../engine/contract';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { Failures } from '../../repositories/validation-failures';
import { applicantId, changeApplication } from './change';
import { saved, submittedAlready, type ValidationsInput, validationsBody } from './schemas';

/** Bounds of one report: keys, key length, messages per key, message length. */
export const FAILURE_LIMITS = { keys: 500, keyLength: 200, messages: 20, messageLength: 1000 } as const;

/** The failures as key → messages (one message becomes a list), or a 400 naming what is wrong. */
export function readFailures(input: Record<string, unknown>): Failures {
  const entries = Object.entries(input);
  if (entries.length > FAILURE_LIMITS.keys) {
    throw new HttpError(400, `The field 'failures' must have at most ${FAILURE_LIMITS.keys} keys.`);
  }
  const failures: Failures = {};
  for (const [key, value] of entries) {
    if (key.length > FAILURE_LIMITS.keyLength) {
      throw new HttpError(
        400,
        `Each key of 'failures' must be at most ${FAILURE_LIMITS.keyLength} characters.`,
      );
    }
    const list = typeof value === 'string' ? [value] : value;
    const name = `failures.${key}`;
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
      throw new HttpError(400, `The field '${name}' must be a string or a list of strings.`);
    }
    if (list.length > FAILURE_LIMITS.messages) {
      throw new HttpError(400, `The field '${name}' must hold at most ${FAILURE_LIMITS.messages} messages.`);
    }
    if (list.some((item) => item.length > FAILURE_LIMITS.messageLength)) {
      throw new HttpError(
        400,
        `Each message of '${name}' must be at most ${FAILURE_LIMITS.messageLength} characters.`,
      );
    }
    failures[key] = list;
  }
  return failures;
}

/** Registers POST and GET /validations. */
export async function validationsRoutes(app: FastifyInstance) {
  app.post<{ Body: ValidationsInput }>(
    '/validations',
    {
      schema: {
        summary: 'Replaces the failures of the browser’s last save-time validation',
        body: validationsBody,
        response: { 200: saved(messages.validationsSaved), 409: submittedAlready },
      },
    },
    async (request) => {
      const userId = applicantId(request);
      const failures = readFailures(request.body.failures);
      await changeApplication(app, userId, (repos, at) =>
        repos.validationFailures.replace(userId, failures, at),
      );
      return { message: messages.validationsSaved };
    },
  );

  const readSchema = {
    summary: 'The failures last reported (an addition to SPEC 7)',
    response: { 200: { ...validationsReadBody, description: 'The last report; {} and null before any.' } },
  };
  app.get('/validations', { schema: readSchema }, async (request): Promise<ValidationsRead> => {
    const stored = await app.repos.validationFailures.find(applicantId(request));
    return { failures: stored?.failures ?? {}, updated_at: stored?.updated_at ?? null };
  });
}
