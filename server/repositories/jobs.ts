/**
 * The durable jobs table. A claim takes the oldest ready job (queued and due, or running
 * with an expired lease, its worker having died) in one statement; on PostgreSQL the
 * candidate row is locked with SKIP LOCKED, so concurrent workers never claim the same
 * job, and on SQLite the single writer serializes claims.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, Dialect, JobsTable } from '../db/database';

/** A job row. */
export type Job = Selectable<JobsTable>;

/** Queries over the jobs table; `dialect` picks the row locking of claims. */
export function jobsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    async add(job: Pick<Job, 'id' | 'kind' | 'payload' | 'run_after' | 'created_at'>): Promise<void> {
      await db
        .insertInto('jobs')
        .values({
          ...job,
          state: 'queued',
          attempts: 0,
          locked_by: null,
          lease_until: null,
          last_error: null,
        })
        .execute();
    },

    /** Claims one ready job for the worker until `leaseUntil`, or returns undefined. */
    async claim(workerId: string, now: string, leaseUntil: string): Promise<Job | undefined> {
      const candidate = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)]),
          ]),
        )
        .orderBy('run_after')
        .orderBy('id')
        .limit(1);
      return db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          locked_by: workerId,
          lease_until: leaseUntil,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', dialect === 'postgres' ? candidate.forUpdate().skipLocked() : candidate)
        .returningAll()
        .executeTakeFirst();
    },

    /** Extends the lease; false when the job is no longer this worker's. */
    async renew(id: string, workerId: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ lease_until: leaseUntil })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Removes a finished job (only its current holder may). */
    async complete(id: string, workerId: string): Promise<void> {
      await db.deleteFrom('jobs').where('id', '=', id).where('locked_by', '=', workerId).execute();
    },

    /** Puts the job back in the queue, due at `runAfter`. */
    async retry(id: string, workerId: string, runAfter: string, error: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'queued', run_after: runAfter, locked_by: null, lease_until: null, last_error: error })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** Gives the job up for good; the row stays for inspection. */
    async fail(id: string, workerId: string, error: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'failed', lease_until: null, last_error: error })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** Every job, oldest first (tests and operators). */
    list(): Promise<Job[]> {
      return db.selectFrom('jobs').selectAll().orderBy('created_at').orderBy('id').execute();
    },
  };
}

/** The jobs repository's type. */
export type JobsRepository = ReturnType<typeof jobsRepository>;
