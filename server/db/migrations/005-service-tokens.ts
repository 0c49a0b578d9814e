/** Service tokens: a staff member's read-only link to one applicant's application (SPEC 1, 7). */
import type { Kysely } from 'kysely';

/** Creates the table. Column types are portable: text only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Only the SHA-256 of a token is stored, so a database leak reveals no live link.
  await db.schema
    .createTable('service_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  // The cascade from users and the sweep of expired tokens read these.
  await db.schema.createIndex('service_tokens_user').on('service_tokens').column('user_id').execute();
  await db.schema.createIndex('service_tokens_expiry').on('service_tokens').column('expires_at').execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_tokens').ifExists().execute();
}
