/** Successful logins (the profile's successful_login list). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Queries over the logins table. */
export function loginsRepository(db: Kysely<Database>) {
  return {
    async add(id: string, userId: string, at: string): Promise<void> {
      await db.insertInto('logins').values({ id, user_id: userId, logged_in_at: at }).execute();
    },

    /** Every login of the account, oldest first. */
    list(userId: string): Promise<{ logged_in_at: string }[]> {
      return db
        .selectFrom('logins')
        .select('logged_in_at')
        .where('user_id', '=', userId)
        .orderBy('logged_in_at')
        .orderBy('id')
        .execute();
    },
  };
}

/** The logins repository's type. */
export type LoginsRepository = ReturnType<typeof loginsRepository>;
