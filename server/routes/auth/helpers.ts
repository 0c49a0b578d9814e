/** Steps shared by the account calls. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AuthErrors, firstAuthError } from '../../../engine/auth/rules';
import type { MailLimit } from '../../auth/limits';
import { codeHash, randomCode } from '../../auth/tokens';
import { HttpError } from '../../http-error';
import { confirmationMail, mailBrand } from '../../mail/templates';
import { messages } from '../../messages';

/** A confirmation code lives one day. */
export const CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** A reset link lives one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** The stored form of a username: the e-mail address trimmed and lower-cased. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Throws 400 with the first rule message (SPEC 5) when the input breaks a rule. */
export function assertValid(errors: AuthErrors): void {
  const message = firstAuthError(errors);
  if (message !== undefined) throw new HttpError(400, message);
}

/** Throws 429 when a mail limit was hit. */
export function assertMailAllowed(limit: MailLimit): void {
  if (limit === 'minute') throw new HttpError(429, messages.mailMinute);
  if (limit === 'hour') throw new HttpError(429, messages.mailHour);
}

/** An ISO timestamp `ms` after now. */
export function later(app: FastifyInstance, ms: number): string {
  return new Date(app.now().getTime() + ms).toISOString();
}

/** Replaces the account's confirmation code with a fresh one and mails it. */
export async function issueConfirmationCode(
  app: FastifyInstance,
  userId: string,
  username: string,
): Promise<void> {
  const code = randomCode();
  await app.repos.confirmationCodes.replace(
    userId,
    codeHash(userId, code),
    later(app, CODE_TTL_MS),
    app.now().toISOString(),
  );
  await app.mailer.sendMail(confirmationMail(username, mailBrand(app), code));
}

/** A new account id. */
export function newId(): string {
  return randomUUID();
}
