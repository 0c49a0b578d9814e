/**
 * Writing lookup data: replacing a category, or seeding it while empty, each in one
 * transaction, with the words table (migration 003) and the vocabulary (migration 008)
 * kept beside the records.
 */
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { normalisedWords } from './lookup-text';
import type { LookupInput } from './lookup-types';

// Rows per INSERT: far below SQLite's and PostgreSQL's bound-parameter limits.
const BATCH = 500;

/** The write side of the lookup repository. */
export function lookupWrites(db: Kysely<Database>) {
  async function insertAll(trx: Transaction<Database>, category: string, records: LookupInput[]) {
    // Word → how many records hold it, for the vocabulary.
    const vocabulary = new Map<string, number>();
    for (let start = 0; start < records.length; start += BATCH) {
      const batch = records.slice(start, start + BATCH).map((input) => {
        const words = normalisedWords(input.text);
        return { input, words, search: words.join(' ') };
      });
      await trx
        .insertInto('lookup_records')
        .values(
          batch.map(({ input, search }) => ({
            category,
            id: input.id,
            text: input.text,
            sub_text: input.sub_text,
            search,
            record: JSON.stringify(input.record),
          })),
        )
        .execute();
      const wordRows = batch.flatMap(({ input, words, search }) =>
        [...new Set(words)].map((word) => {
          vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
          return { category, word, search, record_id: input.id };
        }),
      );
      for (let at = 0; at < wordRows.length; at += BATCH) {
        await trx
          .insertInto('lookup_words')
          .values(wordRows.slice(at, at + BATCH))
          .execute();
      }
    }
    const vocabularyRows = [...vocabulary].map(([word, count]) => ({ category, word, records: count }));
    for (let at = 0; at < vocabularyRows.length; at += BATCH) {
      await trx
        .insertInto('lookup_vocabulary')
        .values(vocabularyRows.slice(at, at + BATCH))
        .execute();
    }
  }

  /**
   * Serialises writers of the lookup tables across processes on PostgreSQL (two servers
   * starting at once must not both seed); SQLite has a single writer already.
   */
  async function lockWriters(trx: Transaction<Database>): Promise<void> {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtext('admit.lookup'))`.execute(trx);
    }
  }

  /**
   * Refreshes the planner's statistics after a bulk load; without them PostgreSQL guesses
   * one matching row and sorts instead of walking the index in order. On PostgreSQL a
   * vacuum also marks the new rows all-visible, so the searches' index-only scans read
   * the index alone (before it, each index entry cost a table page fetch).
   *
   * On SQLite only the per-index counts stay (sqlite_stat1): with the sampled key values
   * of sqlite_stat4 beside them, SQLite compiles a statement whose range bounds are bound
   * parameters again on every run to re-plan for the values, which doubled the cost of
   * each search step; the plans (an index range in order) never change with the values.
   */
  async function analyse(): Promise<void> {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`vacuum analyze lookup_records`.execute(db);
      await sql`vacuum analyze lookup_words`.execute(db);
      await sql`vacuum analyze lookup_vocabulary`.execute(db);
      return;
    }
    await sql`analyze lookup_records`.execute(db);
    await sql`analyze lookup_words`.execute(db);
    await sql`analyze lookup_vocabulary`.execute(db);
    const stat4 = await sql`select 1 from sqlite_master where name = 'sqlite_stat4'`.execute(db);
    if (stat4.rows.length > 0) {
      await sql`delete from sqlite_stat4 where tbl in ('lookup_records', 'lookup_words', 'lookup_vocabulary')`.execute(
        db,
      );
      // Makes SQLite read the statistics tables again.
      await sql`analyze sqlite_schema`.execute(db);
    }
  }

  return {
    /** Replaces every record of a category, all or nothing. */
    async replace(category: string, records: LookupInput[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockWriters(trx);
        await trx.deleteFrom('lookup_vocabulary').where('category', '=', category).execute();
        await trx.deleteFrom('lookup_words').where('category', '=', category).execute();
        await trx.deleteFrom('lookup_records').where('category', '=', category).execute();
        await insertAll(trx, category, records);
      });
      await analyse();
    },

    /** Stores the records only when the category is empty; true when it did. */
    async seed(category: string, records: LookupInput[]): Promise<boolean> {
      const stored = await db.transaction().execute(async (trx) => {
        await lockWriters(trx);
        const existing = await trx
          .selectFrom('lookup_records')
          .select('id')
          .where('category', '=', category)
          .limit(1)
          .executeTakeFirst();
        if (existing) return false;
        await insertAll(trx, category, records);
        return true;
      });
      if (stored) await analyse();
      return stored;
    },
  };
}
