/** Login sessions; only the SHA-256 of each session cookie is stored. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../db/database';
import { prepareQuery } from '../db/prepared';

/** A stored session. */
export type Session = Selectable<SessionsTable>;

/** Queries over the sessions table. */
export function sessionsRepository(db: Kysely<Database>) {
  // Every /api request reads its session: built and compiled once, run with the hash as its one parameter.
  const find = prepareQuery(db, 1, (idHash: string) =>
    db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash),
  );
  return {
    async create(session: Session): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    async find(idHash: string): Promise<Session | undefined> {
      return (await find(idHash))[0];
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

    /** Deletes sessions idle since before `idleBefore` or started before `startedBefore`; returns how many. */
    async purgeExpired(idleBefore: string, startedBefore: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', startedBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The sessions repository's type. */
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
