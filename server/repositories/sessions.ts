/** Login sessions; only the SHA-256 of each session cookie is stored. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../db/database';

/** A stored session. */
export type Session = Selectable<SessionsTable>;

/** Queries over the sessions table. */
export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: Session): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    find(idHash: string): Promise<Session | undefined> {
      return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    },

    async touch(idHash: string, at: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
    },

    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}

/** The sessions repository's type. */
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
