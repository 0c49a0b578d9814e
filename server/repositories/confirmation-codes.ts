/** The live confirmation code of each unconfirmed account (at most one). */
import type { Kysely, Selectable } from 'kysely';
import type { ConfirmationCodesTable, Database } from '../db/database';

/** A stored confirmation code. */
export type ConfirmationCode = Selectable<ConfirmationCodesTable>;

/** Queries over the confirmation_codes table. */
export function confirmationCodesRepository(db: Kysely<Database>) {
  return {
    /** Stores a new code for the account, replacing the old one and its failed attempts. */
    async replace(userId: string, codeHash: string, expiresAt: string, createdAt: string): Promise<void> {
      await db
        .insertInto('confirmation_codes')
        .values({
          user_id: userId,
          code_hash: codeHash,
          expires_at: expiresAt,
          attempts: 0,
          created_at: createdAt,
        })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: createdAt }),
        )
        .execute();
    },

    find(userId: string): Promise<ConfirmationCode | undefined> {
      return db.selectFrom('confirmation_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Counts one wrong code in the database itself, so parallel guesses all count; returns the total. */
    async addFailedAttempt(userId: string): Promise<number> {
      const row = await db
        .updateTable('confirmation_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .returning('attempts')
        .executeTakeFirst();
      return Number(row?.attempts ?? 0);
    },

    /** Deletes codes that expired before `before`; returns how many. */
    async purgeExpired(before: string): Promise<number> {
      const result = await db
        .deleteFrom('confirmation_codes')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Removes the code; true only for the one caller that removed it (single use). */
    async consume(userId: string, codeHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('confirmation_codes')
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

/** The confirmation codes repository's type. */
export type ConfirmationCodesRepository = ReturnType<typeof confirmationCodesRepository>;
