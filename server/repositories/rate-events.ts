/** Timestamped events behind the rate limits, shared by every server process. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Queries over the rate_events table. */
export function rateEventsRepository(db: Kysely<Database>) {
  return {
    async add(bucket: string, subject: string, at: string): Promise<void> {
      await db.insertInto('rate_events').values({ bucket, subject, at }).execute();
    },

    /** How many events of the bucket and subject happened after `since`. */
    async countSince(bucket: string, subject: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('rate_events')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('bucket', '=', bucket)
        .where('subject', '=', subject)
        .where('at', '>', since)
        .executeTakeFirst();
      // PostgreSQL returns count(*) as a bigint string.
      return Number(row?.count ?? 0);
    },

    /** How many events of the bucket, whatever their subject, happened after `since`. */
    async countBucketSince(bucket: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('rate_events')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('bucket', '=', bucket)
        .where('at', '>', since)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async clearBucket(bucket: string): Promise<void> {
      await db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
    },

    async clear(bucket: string, subject: string): Promise<void> {
      await db
        .deleteFrom('rate_events')
        .where('bucket', '=', bucket)
        .where('subject', '=', subject)
        .execute();
    },

    /** Forgets events older than any window; returns how many. */
    async prune(before: string): Promise<number> {
      const result = await db.deleteFrom('rate_events').where('at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The rate events repository's type. */
export type RateEventsRepository = ReturnType<typeof rateEventsRepository>;
