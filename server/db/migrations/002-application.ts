/** The application beside its answers (issue 4): submission, add-another counts, tabs, failures. */
import type { Kysely } from 'kysely';

/** Creates the tables. Column types are portable: text, integer only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per applicant who changed anything: the row every change locks, so a change
  // and a submit never interleave, and the one place that says "submitted".
  await db.schema
    .createTable('applications')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text')
    .execute();

  await db.schema
    .createTable('add_another_counts')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('button_id', 'text', (col) => col.notNull())
    .addColumn('num_components', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('add_another_counts_pk', ['user_id', 'button_id'])
    .execute();

  await db.schema
    .createTable('chosen_tabs')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tab_id', 'text', (col) => col.notNull())
    .addColumn('chosen_tab', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chosen_tabs_pk', ['user_id', 'tab_id'])
    .execute();

  await db.schema
    .createTable('validation_failures')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['validation_failures', 'chosen_tabs', 'add_another_counts', 'applications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
