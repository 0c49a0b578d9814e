/** The stored entry counts of add-another groups. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Queries over the add_another_counts table. */
export function addAnotherRepository(db: Kysely<Database>) {
  return {
    /** Button id → stored count (only the groups the applicant changed). */
    async map(userId: string): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('add_another_counts')
        .select(['button_id', 'num_components'])
        .where('user_id', '=', userId)
        .execute();
      const counts: Record<string, number> = Object.create(null);
      for (const row of rows) counts[row.button_id] = Number(row.num_components);
      return counts;
    },

    async set(userId: string, buttonId: string, count: number, at: string): Promise<void> {
      await db
        .insertInto('add_another_counts')
        .values({ user_id: userId, button_id: buttonId, num_components: count, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'button_id']).doUpdateSet({ num_components: count, updated_at: at }),
        )
        .execute();
    },
  };
}

/** The add-another repository's type. */
export type AddAnotherRepository = ReturnType<typeof addAnotherRepository>;
