/**
 * The lookup data (schools, colleges, addresses): word-prefix search ranked exact name,
 * names starting with the text, names whose first word the first typed word starts, then
 * any name whose words the typed words all start; a record by id; replacing a category
 * at once. Each search step is an index range scan in result order with a limit, so it
 * stops as soon as it has enough (docs/lookup.md).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { MAX_QUERY_WORDS, normalisedWords, prefixUpperBound } from './lookup-text';
import type { LookupResult } from './lookup-types';
import { lookupWrites } from './lookup-writes';

export type { LookupInput, LookupResult } from './lookup-types';

// Word rows read per round of the third tier at most; a record matches on a few words at most.
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
export function lookupRepository(db: Kysely<Database>) {
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
    if (others.length === 0) {
      let select = db
        .selectFrom('lookup_records')
        .select(['text', 'id', 'sub_text'])
        .where('category', '=', category)
        .where('search', '>=', prefix);
      if (upper !== undefined) select = select.where('search', '<', upper);
      return select.orderBy('search').orderBy('id').limit(limit).execute();
    }
    // Filtered by other words: the ids first, from the (category, search, id) index alone,
    // then their rows. The filter reads only the index, and PostgreSQL walks it in order
    // (an index-only scan) instead of fetching every name of the range and sorting them.
    let matches = db
      .selectFrom('lookup_records')
      .select(['id', 'search'])
      .where('category', '=', category)
      .where('search', '>=', prefix);
    if (upper !== undefined) matches = matches.where('search', '<', upper);
    for (const word of others) matches = matches.where(sql<string>`' ' || search`, 'like', `% ${word}%`);
    return db
      .selectFrom(matches.orderBy('search').orderBy('id').limit(limit).as('m'))
      .innerJoin('lookup_records as r', (join) =>
        join.on('r.category', '=', category).onRef('r.id', '=', 'm.id'),
      )
      .select(['r.text', 'r.id', 'r.sub_text'])
      .orderBy('m.search')
      .orderBy('m.id')
      .execute();
  }

  /**
   * For each word, how many names have a word starting with it, counted up to `cap`
   * only: one statement of one bounded subquery per word (one round trip).
   */
  async function matchCounts(category: string, words: string[], cap: number): Promise<number[]> {
    const row = await db
      .selectNoFrom((eb) =>
        words.map((word, index) => {
          const upper = prefixUpperBound(word);
          let inner = eb
            .selectFrom('lookup_words')
            .select('record_id')
            .where('category', '=', category)
            .where('word', '>=', word);
          if (upper !== undefined) inner = inner.where('word', '<', upper);
          return eb
            .selectFrom(inner.limit(cap).as('matches'))
            .select((count) => count.fn.countAll<string | number>().as('n'))
            .as(`n${index}`);
        }),
      )
      .executeTakeFirstOrThrow();
    const counts = row as Record<string, string | number | null>;
    return words.map((_, index) => Number(counts[`n${index}`] ?? 0));
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
    // Each round reads about what is still missing plus the records already listed (they
    // come round again and are skipped): reading a full page of joined rows for five
    // results cost more than the rest of the search.
    for (let offset = 0; found.length < limit; ) {
      const page = Math.min(WORD_PAGE, limit - found.length + seen.size + 1);
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
        .limit(page)
        .offset(offset)
        .execute();
      found.push(...takeNew(rows, seen, limit - found.length));
      if (rows.length < page) break;
      offset += page;
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
        const counts = await matchCounts(category, words, DRIVER_CAP);
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
