/** POST /public/forgot-password and /public/reset-password. */
import type { FastifyInstance } from 'fastify';
import { validateForgot, validateReset } from '../../../engine/auth/rules';
import {
  messageReply,
  type ResetInput,
  resetBody,
  type UsernameInput,
  usernameBody,
} from '../../../engine/contract';
import { hashPassword } from '../../auth/passwords';
import { sha256 } from '../../auth/tokens';
import { HttpError } from '../../http-error';
import { queueAccountMail } from '../../mail/account-mail';
import { messages } from '../../messages';
import { assertMailAllowed, assertValid, normalizeUsername } from './helpers';
import { done, ruleBroken, tooManyCalls } from './replies';

/** Registers the forgotten-password mail and the reset itself. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: UsernameInput }>(
    '/forgot-password',
    {
      schema: {
        summary: 'Mails a password reset link (the same answer whether or not the account exists)',
        body: usernameBody,
        response: { 200: done(messages.forgotSent), 400: ruleBroken, 429: tooManyCalls },
      },
      onResponse: async () => app.jobs.nudge(),
    },
    async (request) => {
      const username = normalizeUsername(request.body.username);
      assertValid(validateForgot({ username }));
      assertMailAllowed(await app.limiter.mail('reset', username));
      // The same work and answer either way: the job finds whether there is an account to mail.
      await queueAccountMail(app, { kind: 'reset', username });
      return { message: messages.forgotSent };
    },
  );

  const resetSchema = {
    summary: 'Sets a new password with a reset link; ends every session of the account',
    body: resetBody,
    response: {
      200: done(messages.resetDone),
      400: messageReply(`A rule broken, or "${messages.resetInvalid}"`),
      429: tooManyCalls,
    },
  };
  app.post<{ Body: ResetInput }>('/reset-password', { schema: resetSchema }, async (request) => {
    const username = normalizeUsername(request.body.username);
    const { password, confirm_password, id } = request.body;
    assertValid(validateReset({ username, password, confirm_password, id }));
    const idHash = sha256(id);
    const reset = await app.repos.passwordResets.find(idHash);
    const user = reset ? await app.repos.users.findById(reset.user_id) : undefined;
    const live = reset && !reset.used_at && Date.parse(reset.expires_at) > app.now().getTime();
    if (!reset || !user || !live || user.username !== username)
      throw new HttpError(400, messages.resetInvalid);

    const passwordHash = await hashPassword(password);
    const at = app.now().toISOString();
    // Only one of two parallel resets with the same link gets through.
    if (!(await app.repos.passwordResets.markUsed(idHash, at)))
      throw new HttpError(400, messages.resetInvalid);
    await app.repos.users.setPassword(user.id, passwordHash);
    await app.repos.passwordResets.markAllUsed(user.id, at);
    // Whoever knew the old password is logged out everywhere.
    await app.repos.sessions.deleteForUser(user.id);
    await app.limiter.clearLoginFailures(username);
    return { message: messages.resetDone };
  });
}
