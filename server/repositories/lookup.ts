/**
 * The lookup data (schools, colleges, addresses): word-prefix search ranked exact name,
 * names starting with the text, names whose first word the first typed word starts, then
 * any name whose words the typed words all start; a record by id; replacing a category
 * at once. Each search step is an index range scan in result order with a limit, so it
 * stops as soon as it has enough (docs/lookup.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { lookupQueries, type Prefix, SEEK_WORDS } from './lookup-queries';
import { MAX_QUERY_WORDS, normalisedWords, prefixUpperBound } from './lookup-text';
import type { LookupResult } from './lookup-types';
import { lookupWrites } from './lookup-writes';

export type { LookupInput, LookupResult } from './lookup-types';

// Word rows read per round of the third tier at most; a record matches on a few words at most.
const WORD_PAGE = 64;

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

const prefixOf = (text: string): Prefix => ({ text, upper: prefixUpperBound(text) });

/** The word index rows a tier-3 round reads: what is missing plus what is listed already, +1. */
const firstPageSize = (missing: number, listed: number): number => Math.min(WORD_PAGE, missing + listed + 1);

/** Queries over the lookup tables. */
export function lookupRepository(db: Kysely<Database>) {
  const queries = lookupQueries(db);

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
    firstPage?: LookupResult[],
  ): Promise<LookupResult[]> {
    const others = words.filter((word) => word !== driver);
    const found: LookupResult[] = [];
    // Each round reads about what is still missing plus the records already listed (they
    // come round again and are skipped): reading a full page of joined rows for five
    // results cost more than the rest of the search.
    for (let offset = 0; found.length < limit; ) {
      const page = firstPageSize(limit - found.length, seen.size);
      const rows =
        offset === 0 && firstPage !== undefined
          ? firstPage
          : await queries.words(category, prefixOf(driver), others, page, offset);
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
      if (rest.length === 0 && queries.oneWord) {
        // One word on PostgreSQL: tiers 1 and 3 in one statement. Tier 3's first page is the
        // size its first round reads after any tier-1 results (firstPageSize(limit - r, r)).
        const tiers = await queries.oneWord(category, prefixOf(first), limit, firstPageSize(limit, 0));
        const results = takeNew(tiers.names, seen, limit);
        if (results.length < limit) {
          results.push(
            ...(await wordPrefix(category, words, first, seen, limit - results.length, tiers.words)),
          );
        }
        return results;
      }
      // 1. The exact name (the smallest string of the range), then names starting with the text.
      // With several words on PostgreSQL, their counts come in the same statement when needed.
      const full = prefixOf(words.join(' '));
      const together =
        rest.length > 0 && queries.namesAndCounts
          ? await queries.namesAndCounts(category, full, limit, words.map(prefixOf))
          : undefined;
      const results = takeNew(
        together?.names ?? (await queries.names(category, full, [], limit)),
        seen,
        limit,
      );
      if (results.length >= limit) return results;
      // With several words, the rarest drives the word index, and a word no name has ends
      // the search at once, so "school zzz" never walks every school (bounded counts).
      let driver = first;
      if (rest.length > 0) {
        const counts = together?.counts ?? (await queries.counts(category, words.map(prefixOf)));
        if (counts.records.includes(0)) return results;
        const rarest = counts.records.indexOf(Math.min(...counts.records));
        driver = words[rarest] ?? first;
        // 2. Names whose first word the first typed word starts, the other words anywhere:
        // sought through the vocabulary words of the other typed word that stands for the
        // fewest (each an ordered seek), or, when each stands for many, a walk of the names
        // starting with the first word.
        const choices = counts.words.slice(1);
        const fewest = Math.min(...choices);
        const wanted = limit + seen.size;
        let rows: LookupResult[];
        if (fewest <= SEEK_WORDS) {
          const sought = choices.indexOf(fewest);
          const others = rest.filter((_, index) => index !== sought);
          rows = await queries.seek(
            category,
            prefixOf(first),
            prefixOf(rest[sought] as string),
            fewest,
            others,
            wanted,
          );
        } else {
          rows = await queries.names(category, prefixOf(first), rest, wanted);
        }
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
      const record = await queries.record(category, id);
      return record === undefined ? undefined : (JSON.parse(record) as Record<string, string>);
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
