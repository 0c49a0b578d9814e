/**
 * Prefill links (migration 007, SPEC 2 and 7 `GET /public/tmp?token=`): answers staff
 * prepared for a prospect, read by the link's token until it expires. The token is 32
 * random bytes; the row holds only its SHA-256, so a database leak opens no link.
 */
import type { Kysely } from 'kysely';
import { randomToken, sha256 } from '../auth/tokens';
import type { Database } from '../db/database';

/** How long a prefill link lives unless its maker says otherwise: 14 days. */
export const DEFAULT_PREFILL_HOURS = 14 * 24;
/** The longest life a prefill link may be given: 90 days. */
export const MAX_PREFILL_HOURS = 90 * 24;

/** Queries over the tmp_answers table. */
export function tmpAnswersRepository(db: Kysely<Database>) {
  return {
    /** Stores the answers for `hours` from `now`; returns the token (shown once, never stored). */
    async create(
      answer: Record<string, string>,
      createdBy: string,
      now: Date,
      hours: number,
    ): Promise<{ token: string; expiresAt: string }> {
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + hours * 3_600_000).toISOString();
      await db
        .insertInto('tmp_answers')
        .values({
          token_hash: sha256(token),
          answer: JSON.stringify(answer),
          created_by: createdBy,
          created_at: now.toISOString(),
          expires_at: expiresAt,
        })
        .execute();
      return { token, expiresAt };
    },

    /** The answers of a token live at `now`, or null (unknown and expired alike). */
    async read(token: string, now: Date): Promise<Record<string, string> | null> {
      const row = await db
        .selectFrom('tmp_answers')
        .select(['answer', 'expires_at'])
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      // ISO-8601 UTC strings of one format sort as the instants they name.
      if (!row || row.expires_at <= now.toISOString()) return null;
      return JSON.parse(row.answer) as Record<string, string>;
    },

    /** Deletes the links expired at `now`: an expired link and an unknown one get the same answer. */
    async purgeExpired(now: string): Promise<number> {
      const result = await db.deleteFrom('tmp_answers').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** How many links are stored (tests and tooling). */
    async count(): Promise<number> {
      const row = await db
        .selectFrom('tmp_answers')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** The prefill links repository's type. */
export type TmpAnswersRepository = ReturnType<typeof tmpAnswersRepository>;
