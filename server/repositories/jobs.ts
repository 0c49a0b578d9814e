/**
 * The durable jobs table. A claim takes the oldest ready job (queued and due, or running
 * with an expired lease, its worker having died) in one statement; on PostgreSQL the
 * candidate row is locked with SKIP LOCKED, so concurrent workers never claim the same
 * job, and on SQLite the single writer serializes claims. Finished jobs stay as `done`
 * (without their payload) until the sweep's retention: a record of who ran what, how
 * many times, and the ids that keep a scheduled job from being queued twice.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, Dialect, JobsTable } from '../db/database';
import { prepareQuery, rowCount } from '../db/prepared';

/** A job row. */
export type Job = Selectable<JobsTable>;

/** Queries over the jobs table; `dialect` picks the row locking of claims. */
export function jobsRepository(db: Kysely<Database>, dialect: Dialect) {
  // Every process polls with it twice a second: built once, not on each poll (half a
  // millisecond of the event loop each time, in the middle of other requests).
  const claimOf = (kinds: readonly string[] | undefined) =>
    prepareQuery(db, 3, (workerId: string, now: string, leaseUntil: string) => {
      const ready = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)]),
          ]),
        );
      const candidate = (kinds ? ready.where('kind', 'in', kinds) : ready)
        .orderBy('run_after')
        .orderBy('id')
        .limit(rowCount(1));
      return db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          locked_by: workerId,
          lease_until: leaseUntil,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', dialect === 'postgres' ? candidate.forUpdate().skipLocked() : candidate)
        .returningAll();
    });
  const claim = claimOf(undefined);
  /** The claims of some kinds only, by their names joined (a runner's quick lane). */
  const claimsOfKinds = new Map<string, ReturnType<typeof claimOf>>();
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
          finished_at: null,
        })
        .execute();
    },

    /**
     * Adds the job unless one with its id exists (queued, running or finished within the
     * retention): every process may schedule the same job, and one row results.
     * Returns whether this call added it.
     */
    async addOnce(job: Pick<Job, 'id' | 'kind' | 'payload' | 'run_after' | 'created_at'>): Promise<boolean> {
      const result = await db
        .insertInto('jobs')
        .values({
          ...job,
          state: 'queued',
          attempts: 0,
          locked_by: null,
          lease_until: null,
          last_error: null,
          finished_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Claims one ready job (of these kinds only, when given) for the worker until `leaseUntil`, or returns undefined. */
    async claim(
      workerId: string,
      now: string,
      leaseUntil: string,
      kinds?: readonly string[],
    ): Promise<Job | undefined> {
      if (kinds === undefined) return (await claim(workerId, now, leaseUntil))[0];
      const key = kinds.join('\n');
      let ofKinds = claimsOfKinds.get(key);
      if (!ofKinds) {
        ofKinds = claimOf([...kinds]);
        claimsOfKinds.set(key, ofKinds);
      }
      return (await ofKinds(workerId, now, leaseUntil))[0];
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

    /**
     * Marks the job done (only its current holder may). The payload goes: what a finished
     * job carried (an address, a password hash) has no use once it ran.
     */
    async complete(id: string, workerId: string, finishedAt: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'done', payload: '{}', lease_until: null, finished_at: finishedAt })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('state', '=', 'running')
        .execute();
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
    async fail(id: string, workerId: string, error: string, finishedAt: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'failed', lease_until: null, last_error: error, finished_at: finishedAt })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** Every job not done (queued, running or given up), oldest first (tests and operators). */
    list(): Promise<Job[]> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('state', '!=', 'done')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Every job, done ones included, oldest first (tests and operators). */
    listAll(): Promise<Job[]> {
      return db.selectFrom('jobs').selectAll().orderBy('created_at').orderBy('id').execute();
    },

    /** Deletes done and failed jobs that finished before `before`; returns how many. */
    async purgeFinished(before: string): Promise<number> {
      const result = await db
        .deleteFrom('jobs')
        .where('state', 'in', ['done', 'failed'])
        // Jobs given up before finished_at existed have none: their creation time stands in.
        .where((eb) => eb(eb.fn.coalesce('finished_at', 'created_at'), '<', before))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The jobs repository's type. */
export type JobsRepository = ReturnType<typeof jobsRepository>;
