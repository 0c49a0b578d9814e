/**
 * The staff key check of the /service routes that create and export (issue 14): the
 * request carries `Authorization: Bearer <key>` of a live key (`npm run staff:key`).
 * The key is never logged (logger.ts redacts the header).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageReply } from '../../../engine/contract';
import { HttpError } from '../../http-error';
import { refusalTexts } from '../../messages';

/** The texts of a refused staff key. */
export const staffKeyMessages = refusalTexts.staffKey;

/** The 401 of a route behind the staff key check, for its response schema. */
export const staffKeyRefused = messageReply(`"${staffKeyMessages.missing}" / "${staffKeyMessages.invalid}"`);

/** The OpenAPI security requirement of a route behind the staff key check. */
export const staffKeySecurity = [{ staffKey: [] }];

declare module 'fastify' {
  interface FastifyRequest {
    /** The name of the staff key that opened this request (routes behind the staff key check). */
    staffKeyName?: string;
  }
}

/**
 * A hook that refuses (401) a request without a live staff key and names the key otherwise;
 * run `onRequest`, before the body or query is validated.
 */
export function staffKeyCheck(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer +(\S{1,200})$/i.exec(header.trim());
    if (!match) throw new HttpError(401, staffKeyMessages.missing);
    const name = await app.repos.staffKeys.check(match[1] as string);
    if (name === null) throw new HttpError(401, staffKeyMessages.invalid);
    request.staffKeyName = name;
  };
}
