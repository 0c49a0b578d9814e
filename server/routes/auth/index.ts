/** The account calls under /public (SPEC 7). */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { registerAccountMail } from '../../mail/account-mail';
import { messages } from '../../messages';
import { issueConfirmationCode, newId, RESET_TTL_MS } from './helpers';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { signupRoutes } from './signup';

/** Registers every account call; mount with prefix '/public'. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  // Login counts its own attempts per address (a tighter, per-minute limit).
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.url.split('?')[0] === '/public/login') return;
    if (!(await app.limiter.accountCall(request.ip))) throw new HttpError(429, messages.accountCallsLimited);
  });
  registerAccountMail(
    app,
    (userId, username) => issueConfirmationCode(app, userId, username),
    RESET_TTL_MS,
    newId,
  );
  await app.register(signupRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
}
