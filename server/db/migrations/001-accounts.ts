/** Accounts, sessions, answers and rate-limit events (issue 2). */
import type { Kysely } from 'kysely';

/** Creates the first tables. Column types are portable: text, integer only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_page', 'text')
    .execute();

  await db.schema
    .createTable('confirmation_codes')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('logins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('logged_in_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('logins_user_id').on('logins').columns(['user_id', 'logged_in_at']).execute();

  await db.schema
    .createTable('answers')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('answers_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('web_status')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('web_status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('web_status_user_id')
    .on('web_status')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('rate_events')
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_events_lookup')
    .on('rate_events')
    .columns(['bucket', 'subject', 'at'])
    .execute();
  await db.schema.createIndex('rate_events_at').on('rate_events').column('at').execute();
}

/** Drops the tables, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_events',
    'web_status',
    'answers',
    'logins',
    'sessions',
    'password_resets',
    'confirmation_codes',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
