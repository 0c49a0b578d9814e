/** Finished jobs stay as a record until the sweep's retention (issue 12). */
import { type Kysely, sql } from 'kysely';

/** Adds when a job finished, and the index the sweep's purge of old jobs reads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('finished_at', 'text').execute();
  await db.schema.createIndex('jobs_finished').on('jobs').columns(['state', 'finished_at']).execute();
}

/** Removes them again; done rows are deleted, as the runner used to. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_finished').ifExists().execute();
  await sql`delete from jobs where state = 'done'`.execute(db);
  await db.schema.alterTable('jobs').dropColumn('finished_at').execute();
}
