/** The account calls under /public (SPEC 7). */
import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { signupRoutes } from './signup';

/** Registers every account call; mount with prefix '/public'. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signupRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
}
