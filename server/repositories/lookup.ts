/**
 * The lookup data (schools, colleges, addresses): word-prefix search ranked exact name,
 * names starting with the text, names whose first word the first typed word starts, then
 * any name whose words the typed words all start; a record by id; replacing a category
 * at once. Each search step is an index range scan in result order with a limit, so it
 * stops as soon as it has enough (docs/lookup.md).
 */
import { type Kysely, sql } from 'kysely';
import { MAX_QUERY_WORDS, normalisedWords, prefixUpperBound } from './lookup-text';
import { lookupWrites } from './lookup-writes';

/** One searchable record; `record` is the whole record as JSON text. */
export interface LookupRecordsTable {
  category: string;
  id: string;
  text: string;
  sub_text: string;
  search: string;
  record: string;
}

/** One distinct normalised word of a record's name, with the record's search text. */
export interface LookupWordsTable {
  category: string;
  word: string;
  search: string;
  record_id: string;
}

/** The lookup tables (migration 003), added to the app's database with `withTables`. */
export type LookupTables = {
  lookup_records: LookupRecordsTable;
  lookup_words: LookupWordsTable;
};

/** A search result as GET /lookup/find lists it (SPEC 3). */
export interface LookupResult {
  text: string;
  id: string;
  sub_text: string;
}

/** A record to store: what the list shows and the whole record. */
export interface LookupInput {
  id: string;
  text: string;
  sub_text: string;
  record: Record<string, string>;
}

/** How the database is reached: any Kysely whose tables include the lookup tables. */
type LookupDb = Kysely<LookupTables>;

// Word rows read per round of the third tier; a record matches on a few words at most.
const WORD_PAGE = 64;
// Index entries counted per typed word to pick the rarest; beyond this, all are "common".
const DRIVER_CAP = 250;

/** The first `n` rows of `rows` whose id is not yet in `seen`, recorded there. */
function takeNew(rows: LookupResult[], seen: Set<string>, n: number): LookupResult[] {
  const taken: LookupResult[] = [];
  for (const row of rows) {
    if (taken.length >= n) break;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    taken.push(row);
  }
  return taken;
}

/** Queries over the lookup tables. */
export function lookupRepository(db: LookupDb) {
  /**
   * Records whose normalised name starts with `prefix` and holds a word starting with
   * each of `others`, by name: an index range on (category, search), already in order.
   */
  async function namePrefix(
    category: string,
    prefix: string,
    others: string[],
    limit: number,
  ): Promise<LookupResult[]> {
    const upper = prefixUpperBound(prefix);
    let select = db
      .selectFrom('lookup_records')
      .select(['text', 'id', 'sub_text'])
      .where('category', '=', category)
      .where('search', '>=', prefix);
    if (upper !== undefined) select = select.where('search', '<', upper);
    for (const word of others) select = select.where(sql<string>`' ' || search`, 'like', `% ${word}%`);
    return select.orderBy('search').orderBy('id').limit(limit).execute();
  }

  /** How many names have a word starting with `word`, counted up to `cap` only. */
  async function matchCount(category: string, word: string, cap: number): Promise<number> {
    const upper = prefixUpperBound(word);
    let inner = db
      .selectFrom('lookup_words')
      .select('record_id')
      .where('category', '=', category)
      .where('word', '>=', word);
    if (upper !== undefined) inner = inner.where('word', '<', upper);
    const row = await db
      .selectFrom(inner.limit(cap).as('matches'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Records where every typed word prefixes some word of the name, in the order of the
   * driving word's index (its closest words first, then by name). Paged, because a
   * record with two words matching the driver appears twice.
   */
  async function wordPrefix(
    category: string,
    words: string[],
    driver: string,
    seen: Set<string>,
    limit: number,
  ): Promise<LookupResult[]> {
    const others = words.filter((word) => word !== driver);
    const upper = prefixUpperBound(driver);
    const found: LookupResult[] = [];
    for (let offset = 0; found.length < limit; offset += WORD_PAGE) {
      let select = db
        .selectFrom('lookup_words as w')
        .innerJoin('lookup_records as r', (join) =>
          join.onRef('r.category', '=', 'w.category').onRef('r.id', '=', 'w.record_id'),
        )
        .select(['r.text', 'r.id', 'r.sub_text'])
        .where('w.category', '=', category)
        .where('w.word', '>=', driver);
      if (upper !== undefined) select = select.where('w.word', '<', upper);
      // Words hold letters and digits only, so no LIKE wildcard can come from the query.
      for (const word of others) select = select.where(sql<string>`' ' || w.search`, 'like', `% ${word}%`);
      const rows = await select
        .orderBy('w.word')
        .orderBy('w.search')
        .orderBy('w.record_id')
        .limit(WORD_PAGE)
        .offset(offset)
        .execute();
      found.push(...takeNew(rows, seen, limit - found.length));
      if (rows.length < WORD_PAGE) break;
    }
    return found;
  }

  return {
    /**
     * Up to `limit` records matching `text`, ranked: the exact name, names starting with
     * the typed text, then names where every typed word prefixes some word.
     */
    async search(category: string, text: string, limit: number): Promise<LookupResult[]> {
      const words = normalisedWords(text).slice(0, MAX_QUERY_WORDS);
      const [first, ...rest] = words;
      if (first === undefined || limit <= 0) return [];
      const seen = new Set<string>();
      // 1. The exact name (the smallest string of the range), then names starting with the text.
      const results = takeNew(await namePrefix(category, words.join(' '), [], limit), seen, limit);
      if (results.length >= limit) return results;
      // With several words, the rarest drives the word index, and a word no name has ends
      // the search at once, so "school zzz" never walks every school (bounded counts).
      let driver = first;
      if (rest.length > 0) {
        const counts = await Promise.all(words.map((word) => matchCount(category, word, DRIVER_CAP)));
        if (counts.includes(0)) return results;
        const rarest = counts.indexOf(Math.min(...counts));
        driver = words[rarest] ?? first;
        // 2. Names whose first word the first typed word starts, the other words anywhere.
        const rows = await namePrefix(category, first, rest, limit + seen.size);
        results.push(...takeNew(rows, seen, limit - results.length));
      }
      // 3. Every other name where each typed word starts some word.
      if (results.length < limit) {
        results.push(...(await wordPrefix(category, words, driver, seen, limit - results.length)));
      }
      return results;
    },

    /** The whole stored record of an id, or undefined. */
    async find(category: string, id: string): Promise<Record<string, string> | undefined> {
      const row = await db
        .selectFrom('lookup_records')
        .select('record')
        .where('category', '=', category)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? (JSON.parse(row.record) as Record<string, string>) : undefined;
    },

    /** How many records a category holds. */
    async count(category: string): Promise<number> {
      const row = await db
        .selectFrom('lookup_records')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('category', '=', category)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    ...lookupWrites(db),
  };
}

/** The lookup repository's type. */
export type LookupRepository = ReturnType<typeof lookupRepository>;
