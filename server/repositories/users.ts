/** Accounts. Usernames arrive already normalised (trimmed, lower-cased). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/database';

/** A stored account. */
export type User = Selectable<UsersTable>;

/** Queries over the users table. */
export function usersRepository(db: Kysely<Database>) {
  return {
    findByUsername(username: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    findById(id: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Inserts an account; false when the username was taken meanwhile (two sign-ups at once). */
    async create(user: Pick<User, 'id' | 'username' | 'password_hash' | 'created_at'>): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values({ ...user, confirmed_at: null, last_page: null })
        .onConflict((oc) => oc.column('username').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },

    async confirm(id: string, at: string): Promise<void> {
      await db.updateTable('users').set({ confirmed_at: at }).where('id', '=', id).execute();
    },

    /** Remembers the form page the applicant last visited (SPEC 2). */
    async setLastPage(id: string, lastPage: string): Promise<void> {
      await db.updateTable('users').set({ last_page: lastPage }).where('id', '=', id).execute();
    },
  };
}

/** The users repository's type. */
export type UsersRepository = ReturnType<typeof usersRepository>;
