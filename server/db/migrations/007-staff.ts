/** Staff keys and prefill links (issue 14): a CRM's key to /service, and temporary answers. */
import type { Kysely } from 'kysely';

/** Creates both tables. Column types are portable: text only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Only the SHA-256 of a key is stored; a revoked key keeps its row, so --list shows it.
  await db.schema
    .createTable('staff_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_keys_name').on('staff_keys').column('name').execute();
  // A prefill link's answers; the link carries the token, the row only its SHA-256.
  await db.schema
    .createTable('tmp_answers')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tmp_answers_expiry').on('tmp_answers').column('expires_at').execute();
}

/** Drops them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tmp_answers').ifExists().execute();
  await db.schema.dropTable('staff_keys').ifExists().execute();
}
