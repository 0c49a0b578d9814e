/**
 * Writing lookup data: replacing a category, or seeding it while empty, each in one
 * transaction, with the words table kept beside the records (migration 003).
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
        [...new Set(words)].map((word) => ({ category, word, search, record_id: input.id })),
      );
      for (let at = 0; at < wordRows.length; at += BATCH) {
        await trx
          .insertInto('lookup_words')
          .values(wordRows.slice(at, at + BATCH))
          .execute();
      }
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
   */
  async function analyse(): Promise<void> {
    const refresh = db.getExecutor().adapter instanceof PostgresAdapter ? sql`vacuum analyze` : sql`analyze`;
    await sql`${refresh} lookup_records`.execute(db);
    await sql`${refresh} lookup_words`.execute(db);
  }

  return {
    /** Replaces every record of a category, all or nothing. */
    async replace(category: string, records: LookupInput[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockWriters(trx);
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
