/**
 * The lookup's vocabulary (issue 12): each distinct word of a category's names with how
 * many records hold it. A typed word's prefix range over it lists the few words it can
 * stand for and their record counts, so a multi-word search weighs its words by reading a
 * handful of rows (not up to 250 index entries each) and finds the names holding a rare
 * word by seeking each of its words in the word index (docs/lookup.md). The writes keep
 * it beside lookup_words (server/repositories/lookup-writes.ts).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Creates the table and fills it from the words already stored. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema
    .createTable('lookup_vocabulary')
    .addColumn('category', 'text', (col) => col.notNull())
    // Code point order for prefix ranges, as lookup_words.word (migration 003).
    .addColumn('word', postgres ? sql`text collate "C"` : 'text', (col) => col.notNull())
    .addColumn('records', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lookup_vocabulary_pk', ['category', 'word']);
  // On SQLite the rows live in the primary key's b-tree: a range reads nothing else.
  if (!postgres) table = table.modifyEnd(sql`without rowid`);
  await table.execute();
  await sql`insert into lookup_vocabulary (category, word, records)
    select category, word, count(*) from lookup_words group by category, word`.execute(db);
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lookup_vocabulary').ifExists().execute();
}
