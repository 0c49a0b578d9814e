/** Password reset links; only the SHA-256 of each link's id is stored. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetsTable } from '../db/database';

/** A stored reset link. */
export type PasswordReset = Selectable<PasswordResetsTable>;

/** Queries over the password_resets table. */
export function passwordResetsRepository(db: Kysely<Database>) {
  return {
    async create(reset: Omit<PasswordReset, 'used_at'>): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({ ...reset, used_at: null })
        .execute();
    },

    find(idHash: string): Promise<PasswordReset | undefined> {
      return db.selectFrom('password_resets').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    },

    /** Marks the link used; true only for the one caller that did (single use under races). */
    async markUsed(idHash: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('id_hash', '=', idHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes links that expired before `before` (used ones included); returns how many. */
    async purgeExpired(before: string): Promise<number> {
      const result = await db
        .deleteFrom('password_resets')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Ends every other link of the account once the password has changed. */
    async markAllUsed(userId: string, at: string): Promise<void> {
      await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

/** The password resets repository's type. */
export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
