/**
 * Service tokens (migration 005): a staff member's read-only link to one applicant's
 * application. The link carries 32 random bytes; the database holds only their SHA-256
 * and an expiry, so a database leak reveals no live link.
 */
import type { Kysely, Selectable } from 'kysely';
import { randomToken, sha256 } from '../auth/tokens';
import type { Database, ServiceTokensTable } from '../db/database';

/** A stored token. */
export type ServiceTokenRow = Selectable<ServiceTokensTable>;

/** How long a token lives unless the issuer says otherwise: a working day and a night. */
export const DEFAULT_SERVICE_TOKEN_HOURS = 24;
/** The longest life a token may be given (30 days). */
export const MAX_SERVICE_TOKEN_HOURS = 720;

/** What a presented token turned out to be. */
export type ServiceTokenCheck =
  | { status: 'live'; userId: string; expiresAt: string }
  | { status: 'expired' }
  | { status: 'unknown' };

/** Queries over the service_tokens table. */
export function serviceTokensRepository(db: Kysely<Database>) {
  return {
    /**
     * Issues a token for the applicant, valid for `hours` from `now`; returns the token
     * itself (shown once, never stored). Expired tokens go in the sweep (server/sweep/).
     */
    async issue(userId: string, now: Date, hours: number): Promise<{ token: string; expiresAt: string }> {
      const token = randomToken();
      const createdAt = now.toISOString();
      const expiresAt = new Date(now.getTime() + hours * 3_600_000).toISOString();
      await db
        .insertInto('service_tokens')
        .values({ token_hash: sha256(token), user_id: userId, created_at: createdAt, expires_at: expiresAt })
        .execute();
      return { token, expiresAt };
    },

    /** Whether a presented token is live at `now`. A pure read: checking never changes a row. */
    async check(token: string, now: Date): Promise<ServiceTokenCheck> {
      const row = await db
        .selectFrom('service_tokens')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!row) return { status: 'unknown' };
      // ISO-8601 UTC strings of one format sort as the instants they name.
      if (row.expires_at <= now.toISOString()) return { status: 'expired' };
      return { status: 'live', userId: row.user_id, expiresAt: row.expires_at };
    },

    /** Deletes tokens that expired before `before`; returns how many. */
    async purgeExpired(before: string): Promise<number> {
      const result = await db
        .deleteFrom('service_tokens')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every token of an applicant (tests and tooling; the hashes only). */
    listFor(userId: string): Promise<ServiceTokenRow[]> {
      return db.selectFrom('service_tokens').selectAll().where('user_id', '=', userId).execute();
    },
  };
}

/** The service tokens repository's type. */
export type ServiceTokensRepository = ReturnType<typeof serviceTokensRepository>;
