/**
 * Confirmed applicants with live sessions, written straight into the database (the same
 * rows sign-up, confirm and login write), for load tools that measure saves rather than
 * hundreds of password hashes: `npm run crash-test` and the bench's soak.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { INDICATOR_COOKIE, SESSION_COOKIE } from '../engine/session';
import { hashPassword } from '../server/auth/passwords';
import { sha256 } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/connect';
import { createRepositories } from '../server/repositories';

/**
 * Creates `count` applicants (`<label>.<n>@example.com`) in the database the environment
 * names (migrating it first) and returns the Cookie header of each one's session.
 */
export async function seedApplicants(
  env: Record<string, string>,
  count: number,
  label: string,
): Promise<string[]> {
  const config = loadConfig(env);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db, config.database);
    const repos = createRepositories(db.kysely, db.dialect);
    const passwordHash = await hashPassword(`${label}-Password-1`);
    const at = new Date().toISOString();
    const cookies: string[] = [];
    for (let index = 0; index < count; index++) {
      const id = randomUUID();
      await repos.users.create({
        id,
        username: `${label}.${index}@example.com`,
        password_hash: passwordHash,
        created_at: at,
      });
      await repos.users.confirm(id, at);
      const token = randomBytes(32).toString('base64url');
      await repos.sessions.create({ id_hash: sha256(token), user_id: id, created_at: at, last_seen_at: at });
      cookies.push(`${SESSION_COOKIE}=${token}; ${INDICATOR_COOKIE}=1`);
    }
    return cookies;
  } finally {
    await db.kysely.destroy();
  }
}
