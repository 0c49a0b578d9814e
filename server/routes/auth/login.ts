/** POST /public/login. */
import type { FastifyInstance } from 'fastify';
import { validateLogin } from '../../../engine/auth/rules';
import {
  type Credentials,
  credentialsBody,
  loginRefusedBody,
  messageReply,
  NOT_CONFIRMED_CODE,
} from '../../../engine/contract';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../auth/passwords';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import { assertValid, newId, normalizeUsername } from './helpers';

/** Registers login. A failed login is 400 or 429, never 401 (401 means "session invalid" to the client). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    summary: 'Logs in: sets the HttpOnly session cookie and the indicator cookie',
    body: credentialsBody,
    response: {
      200: messageReply(`Logged in: "${messages.loginOk}"`),
      400: messageReply(`A rule broken, or "${messages.loginWrong}"`),
      403: loginRefusedBody,
      429: messageReply(
        `Throttled (docs/decisions/009): "${messages.accountLocked}" / "${messages.accountLockedEverywhere}" / "${messages.addressLimited}"`,
      ),
    },
  };
  app.post<{ Body: Credentials }>('/login', { schema }, async (request, reply) => {
    const username = normalizeUsername(request.body.username);
    const { password } = request.body;
    assertValid(validateLogin({ username, password }));
    if (!(await app.limiter.loginAttempt(request.ip))) throw new HttpError(429, messages.addressLimited);
    const lock = await app.limiter.isLocked(username, request.ip);
    if (lock)
      throw new HttpError(
        429,
        lock === 'address' ? messages.accountLocked : messages.accountLockedEverywhere,
      );

    const user = await app.repos.users.findByUsername(username);
    // A missing account costs one hash too, so timing does not tell which addresses exist.
    const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!user || !matches) {
      const locked = await app.limiter.loginFailed(username, request.ip);
      throw new HttpError(locked ? 429 : 400, locked ? messages.accountLocked : messages.loginWrong);
    }
    if (!user.confirmed_at) throw new HttpError(403, messages.notConfirmed, { code: NOT_CONFIRMED_CODE });

    await app.limiter.clearLoginFailures(username);
    await app.repos.logins.add(newId(), user.id, app.now().toISOString());
    // A browser logging in again drops its old session rather than leaving it alive.
    await app.endSession(request, reply);
    await app.startSession(reply, user.id);
    return { message: messages.loginOk };
  });
}
