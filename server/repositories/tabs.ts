/** The chosen tab of each tabs question. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Queries over the chosen_tabs table. */
export function tabsRepository(db: Kysely<Database>) {
  return {
    /** Tab id → stored choice (only the questions the applicant switched). */
    async map(userId: string): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('chosen_tabs')
        .select(['tab_id', 'chosen_tab'])
        .where('user_id', '=', userId)
        .execute();
      const chosen: Record<string, string> = Object.create(null);
      for (const row of rows) chosen[row.tab_id] = row.chosen_tab;
      return chosen;
    },

    async set(userId: string, tabId: string, chosenTab: string, at: string): Promise<void> {
      await db
        .insertInto('chosen_tabs')
        .values({ user_id: userId, tab_id: tabId, chosen_tab: chosenTab, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'tab_id']).doUpdateSet({ chosen_tab: chosenTab, updated_at: at }),
        )
        .execute();
    },
  };
}

/** The tabs repository's type. */
export type TabsRepository = ReturnType<typeof tabsRepository>;
