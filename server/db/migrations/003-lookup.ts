/**
 * The lookup service's data (issue 5): schools, colleges and addresses the autocomplete
 * searches. `lookup_records` holds each record; `lookup_words` holds one row per distinct
 * normalised word of a record's name, so a typed word prefix is an index range scan on
 * both SQLite and PostgreSQL (docs/lookup.md).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Prefix ranges compare in code point order. SQLite's default BINARY collation does;
 * on PostgreSQL the database's collation (en_US, say) ignores spaces at the first level,
 * so the searched columns say "C" explicitly.
 */
function searchText(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;
}

/** Creates the lookup tables and their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lookup_records')
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sub_text', 'text', (col) => col.notNull())
    // The name's normalised words joined by single spaces (server/repositories/lookup-text.ts).
    .addColumn('search', searchText(db), (col) => col.notNull())
    // The whole record (name, address fields) as JSON text; portable, never queried inside.
    .addColumn('record', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lookup_records_pk', ['category', 'id'])
    .execute();
  // Exact and whole-name-prefix matches: a range on (category, search), already in order.
  await db.schema
    .createIndex('lookup_records_search')
    .on('lookup_records')
    .columns(['category', 'search', 'id'])
    .execute();

  await db.schema
    .createTable('lookup_words')
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('word', searchText(db), (col) => col.notNull())
    // Copied from the record so the index alone orders and filters the matches.
    .addColumn('search', searchText(db), (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lookup_words_prefix')
    .on('lookup_words')
    .columns(['category', 'word', 'search', 'record_id'])
    .execute();
}

/** Drops the lookup tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lookup_words').ifExists().execute();
  await db.schema.dropTable('lookup_records').ifExists().execute();
}
