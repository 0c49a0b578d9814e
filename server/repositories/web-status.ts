/** The history of an application's status. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** One status entry as the profile lists it. */
export interface WebStatusEntry {
  web_status: string;
  created_at: string;
}

/** Queries over the web_status table. */
export function webStatusRepository(db: Kysely<Database>) {
  return {
    async add(entry: WebStatusEntry & { id: string; user_id: string }): Promise<void> {
      await db.insertInto('web_status').values(entry).execute();
    },

    /** Every status entry of the account, oldest first. */
    list(userId: string): Promise<WebStatusEntry[]> {
      return db
        .selectFrom('web_status')
        .select(['web_status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}

/** The web status repository's type. */
export type WebStatusRepository = ReturnType<typeof webStatusRepository>;
