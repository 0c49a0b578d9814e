/** POST /public/signup, /public/confirm and /public/resend-confirm. */
import type { FastifyInstance } from 'fastify';
import { validateConfirm, validateResend, validateSignup } from '../../../engine/auth/rules';
import {
  type ConfirmInput,
  type Credentials,
  confirmBody,
  credentialsBody,
  messageReply,
  type UsernameInput,
  usernameBody,
} from '../../../engine/contract';
import { hashPassword } from '../../auth/passwords';
import { codeHash } from '../../auth/tokens';
import { HttpError } from '../../http-error';
import { queueAccountMail } from '../../mail/account-mail';
import { messages } from '../../messages';
import { assertMailAllowed, assertValid, normalizeUsername } from './helpers';
import { done, ruleBroken, tooManyCalls } from './replies';

/** Wrong codes after which a code is dead until a new one is sent. */
export const MAX_CODE_ATTEMPTS = 5;

/** Registers sign-up, confirmation and resending the code. */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const mailAfterAnswer = async () => app.jobs.nudge();
  // Every sign-up answers the same, after the same work (a password hash and one job),
  // whether the address is new, unconfirmed or confirmed: the job decides what to mail,
  // after the answer (docs/decisions/008).
  app.post<{ Body: Credentials }>(
    '/signup',
    {
      schema: {
        summary: 'Signs up (the same answer for a new, an unconfirmed and a confirmed address)',
        body: credentialsBody,
        response: { 200: done(messages.signupSent), 400: ruleBroken, 429: tooManyCalls },
      },
      onResponse: mailAfterAnswer,
    },
    async (request) => {
      const username = normalizeUsername(request.body.username);
      const { password } = request.body;
      assertValid(validateSignup({ username, password }));
      // Each sign-up mails: bound how many one address can be sent.
      assertMailAllowed(await app.limiter.mail('signup', username));
      const passwordHash = await hashPassword(password);
      await queueAccountMail(app, { kind: 'signup', username, passwordHash });
      return { message: messages.signupSent };
    },
  );

  const confirmSchema = {
    summary: 'Confirms an account with the mailed code',
    body: confirmBody,
    response: {
      200: done(messages.confirmed),
      400: messageReply(
        `A rule broken, or the code refused: "${messages.codeWrong}" / "${messages.codeExpired}" / "${messages.codeDead}"`,
      ),
      429: tooManyCalls,
    },
  };
  app.post<{ Body: ConfirmInput }>('/confirm', { schema: confirmSchema }, async (request) => {
    const username = normalizeUsername(request.body.username);
    const { code } = request.body;
    assertValid(validateConfirm({ username, code }));
    const user = await app.repos.users.findByUsername(username);
    // An unknown or a confirmed address gets the wrong-code answer: confirm must not reveal
    // who has an account (a confirmed account has no live code to match).
    if (!user || user.confirmed_at) throw new HttpError(400, messages.codeWrong);
    const stored = await app.repos.confirmationCodes.find(user.id);
    if (!stored) throw new HttpError(400, messages.codeWrong);
    if (stored.attempts >= MAX_CODE_ATTEMPTS) throw new HttpError(400, messages.codeDead);
    if (Date.parse(stored.expires_at) <= app.now().getTime()) throw new HttpError(400, messages.codeExpired);
    if (codeHash(user.id, code) !== stored.code_hash) {
      const attempts = await app.repos.confirmationCodes.addFailedAttempt(user.id);
      throw new HttpError(400, attempts >= MAX_CODE_ATTEMPTS ? messages.codeDead : messages.codeWrong);
    }
    // Only one of two parallel confirmations with the same code consumes it.
    if (!(await app.repos.confirmationCodes.consume(user.id, stored.code_hash))) {
      throw new HttpError(400, messages.codeWrong);
    }
    await app.repos.users.confirm(user.id, app.now().toISOString());
    return { message: messages.confirmed };
  });

  app.post<{ Body: UsernameInput }>(
    '/resend-confirm',
    {
      schema: {
        summary: 'Mails a new confirmation code (the same answer whether or not the account exists)',
        body: usernameBody,
        response: { 200: done(messages.resendSent), 400: ruleBroken, 429: tooManyCalls },
      },
      onResponse: mailAfterAnswer,
    },
    async (request) => {
      const username = normalizeUsername(request.body.username);
      assertValid(validateResend({ username }));
      // Limited per address whether or not an account exists, so the answer reveals nothing.
      assertMailAllowed(await app.limiter.mail('confirm', username));
      await queueAccountMail(app, { kind: 'resend', username });
      return { message: messages.resendSent };
    },
  );
}
