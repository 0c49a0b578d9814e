/** The application as a whole: the per-applicant lock and the submission. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Queries over the applications table. */
export function applicationsRepository(db: Kysely<Database>) {
  return {
    /**
     * Creates the applicant's row if needed and locks it until the transaction ends
     * (PostgreSQL: the upsert's row lock; SQLite: the one writer), returning when it
     * was submitted, or null. Every change runs this first, so a change waits for a
     * submit in flight and then sees it.
     */
    async lock(userId: string, at: string): Promise<{ submitted_at: string | null }> {
      return db
        .insertInto('applications')
        .values({ user_id: userId, created_at: at, submitted_at: null })
        .onConflict((oc) =>
          // A no-op update: it takes the row lock and returns the latest committed row.
          oc.column('user_id').doUpdateSet((eb) => ({ created_at: eb.ref('applications.created_at') })),
        )
        .returning('submitted_at')
        .executeTakeFirstOrThrow();
    },

    /** When the application was submitted, or null (a read without the lock). */
    async submittedAt(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('applications')
        .select('submitted_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.submitted_at ?? null;
    },

    /** Marks the application submitted; run after `lock` in the same transaction. */
    async markSubmitted(userId: string, at: string): Promise<void> {
      await db.updateTable('applications').set({ submitted_at: at }).where('user_id', '=', userId).execute();
    },

    /**
     * One page of submitted applications submitted at or after `since`, oldest first,
     * after the `after` one (keyset paging, so an export streams page by page).
     */
    submittedPage(
      since: string,
      after: { submitted_at: string; id: string } | undefined,
      limit: number,
    ): Promise<SubmittedApplication[]> {
      let query = db
        .selectFrom('applications')
        .innerJoin('users', 'users.id', 'applications.user_id')
        .select(['applications.user_id as id', 'applications.submitted_at as submitted_at', 'users.username'])
        .where('applications.submitted_at', 'is not', null)
        .where('applications.submitted_at', '>=', since);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('applications.submitted_at', '>', after.submitted_at),
            eb.and([
              eb('applications.submitted_at', '=', after.submitted_at),
              eb('applications.user_id', '>', after.id),
            ]),
          ]),
        );
      }
      return query
        .orderBy('applications.submitted_at')
        .orderBy('applications.user_id')
        .limit(limit)
        .execute() as Promise<SubmittedApplication[]>;
    },

    /** How many applications were submitted at or after `since` (an export's progress). */
    async countSubmitted(since: string): Promise<number> {
      const row = await db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('submitted_at', 'is not', null)
        .where('submitted_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** A submitted application as an export lists it. */
export interface SubmittedApplication {
  id: string;
  submitted_at: string;
  username: string;
}

/** The applications repository's type. */
export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
