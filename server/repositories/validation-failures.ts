/** The last validation failures each applicant's browser reported. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Stored failures: question key → messages. */
export type Failures = Record<string, string[]>;

/** Queries over the validation_failures table. */
export function validationFailuresRepository(db: Kysely<Database>) {
  return {
    /** Replaces the stored failures with the latest ones. */
    async replace(userId: string, failures: Failures, at: string): Promise<void> {
      const text = JSON.stringify(failures);
      await db
        .insertInto('validation_failures')
        .values({ user_id: userId, failures: text, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ failures: text, updated_at: at }))
        .execute();
    },

    /** The stored failures and when they arrived, or undefined before the first report. */
    async find(userId: string): Promise<{ failures: Failures; updated_at: string } | undefined> {
      const row = await db
        .selectFrom('validation_failures')
        .select(['failures', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && { failures: JSON.parse(row.failures) as Failures, updated_at: row.updated_at };
    },
  };
}

/** The validation failures repository's type. */
export type ValidationFailuresRepository = ReturnType<typeof validationFailuresRepository>;
