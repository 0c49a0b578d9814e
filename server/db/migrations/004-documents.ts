/** Uploaded documents, their conversions, the application PDF and the durable jobs (issue 6). */
import type { Kysely } from 'kysely';

/** Creates the tables. Column types are portable: text, integer only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per applicant and file-upload question: the upload and its conversion.
  await db.schema
    .createTable('documents')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answer_key', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    // Each conversion request gets a new id; a job for an older one changes nothing.
    .addColumn('conversion_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('pdf_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('documents_pk', ['user_id', 'answer_key'])
    .execute();

  // The newest application PDF of each applicant, and what it was rendered from.
  await db.schema
    .createTable('application_pdfs')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('render_id', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('pdf_key', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Durable jobs: claimed with a lease that a live worker renews; an expired lease
  // (its worker died) makes the job claimable again.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (col) => col.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_ready').on('jobs').columns(['state', 'run_after']).execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'application_pdfs', 'documents']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
