/**
 * The lookup search's statements, each built and compiled once per shape (how many other
 * words, whether a prefix has an upper bound) with db/prepared.ts: a keystroke runs one to
 * four of them, and building them with Kysely on every request cost more than running
 * them. Every statement is an index range scan in result order with a limit (migration 003).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/database';
import { preparedByShape, prepareQuery, rowCount } from '../db/prepared';
import type { LookupResult } from './lookup-types';

type LookupDb = Kysely<Database>;

/** Index entries counted per typed word to pick the rarest; beyond this, all are "common". */
export const COUNT_CAP = 250;
/** The most vocabulary words a typed word may stand for to find the second tier by seeking them. */
export const SEEK_WORDS = 8;
type Value = string | number;

/** A typed word and the upper bound of its prefix range (none for a prefix of U+10FFFF only). */
export interface Prefix {
  text: string;
  upper: string | undefined;
}

/** The arguments of a range: the prefix, and its upper bound when it has one. */
const rangeArgs = (prefix: Prefix): string[] =>
  prefix.upper === undefined ? [prefix.text] : [prefix.text, prefix.upper];
const shapeOf = (prefix: Prefix): string => (prefix.upper === undefined ? 'n' : 'u');

/** A row of a statement holding two tiers: which one, its place in it, the result. */
interface TieredResult extends LookupResult {
  tier: number | string;
  n: number | string;
}

const result = ({ text, id, sub_text }: TieredResult): LookupResult => ({ text, id, sub_text });

/** Per typed word (n0, k0, n1, ...): its index entries and its vocabulary words, each counted to a cap. */
type CountsRow = Record<string, string | number | null>;

/** The counts of a counts row, capped as `counts` gives them. */
const countsOf = (row: CountsRow | undefined, words: number) => ({
  records: Array.from({ length: words }, (_, index) => Math.min(COUNT_CAP, Number(row?.[`n${index}`] ?? 0))),
  words: Array.from({ length: words }, (_, index) => Number(row?.[`k${index}`] ?? 0)),
});

/** Per typed word: its index entries, up to COUNT_CAP, and its vocabulary words, up to SEEK_WORDS + 1. */
export interface WordCounts {
  records: number[];
  words: number[];
}

/** The statements of the search, prepared on first use of each shape. */
export function lookupQueries(db: LookupDb) {
  // "Some word of the column starts with the value" (the value is ' ' + a typed word): a
  // substring test, far cheaper per row than LIKE '% word%', and the same since words hold
  // letters and digits only.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const contains = postgres ? 'strpos' : 'instr';
  const hasWord = (column: string, value: unknown) =>
    sql<boolean>`${sql.raw(contains)}(' ' || ${sql.ref(column)}, ${value}) > 0`;

  /** Names starting with the prefix, then (shape `others`) holding the other words, by name. */
  const names = preparedByShape<Value[], LookupResult>((shape) => {
    const bounded = shape.startsWith('u');
    const others = Number(shape.slice(1));
    return prepareQuery(db, 3 + (bounded ? 1 : 0) + others, (...args: Value[]) => {
      const [category, prefix] = args;
      let at = 2;
      const upper = bounded ? args[at++] : undefined;
      const words = args.slice(at, at + others);
      const limit = args[at + others];
      let matches = db
        .selectFrom('lookup_records')
        .where('category', '=', category as string)
        .where('search', '>=', prefix as string);
      if (bounded) matches = matches.where('search', '<', upper as string);
      if (others === 0) {
        return matches
          .select(['text', 'id', 'sub_text'])
          .orderBy('search')
          .orderBy('id')
          .limit(rowCount(limit));
      }
      // The ids first, from the (category, search, id) index alone, then their rows: the
      // filter reads only the index, and PostgreSQL walks it in order (an index-only scan)
      // instead of fetching every name of the range and sorting them.
      for (const word of words) matches = matches.where(hasWord('search', word));
      return db
        .selectFrom(
          matches.select(['id', 'search']).orderBy('search').orderBy('id').limit(rowCount(limit)).as('m'),
        )
        .innerJoin('lookup_records as r', (join) =>
          join.on('r.category', '=', category as string).onRef('r.id', '=', 'm.id'),
        )
        .select(['r.text', 'r.id', 'r.sub_text'])
        .orderBy('m.search')
        .orderBy('m.id');
    });
  });

  /** "word" in a prefix range of the vocabulary or the word index: from the prefix, below its upper bound if any. */
  const wordRange = (category: unknown, prefix: unknown, upper: unknown) =>
    sql`category = ${category} and word >= ${prefix}${upper === undefined ? sql`` : sql` and word < ${upper}`}`;

  /**
   * Per typed word, from the vocabulary: how many index entries its prefix range holds,
   * counted to COUNT_CAP (summed over at most COUNT_CAP words, each held by one record
   * or more), and how many distinct words it stands for, counted to SEEK_WORDS + 1.
   */
  /** The count columns of each typed word's range (`n0, k0, n1, k1, ...`), reading the arguments from `at`. */
  const countColumns = (bounds: boolean[], category: unknown, args: Value[], at: number) =>
    bounds.map((bounded, index) => {
      const prefix = args[at++];
      const range = wordRange(category, prefix, bounded ? args[at++] : undefined);
      return sql`(select coalesce(sum(records), 0) from (select records from lookup_vocabulary where ${range} limit ${rowCount(COUNT_CAP)}) s) as ${sql.ref(`n${index}`)},
        (select count(*) from (select word from lookup_vocabulary where ${range} limit ${rowCount(SEEK_WORDS + 1)}) s) as ${sql.ref(`k${index}`)}`;
    });
  const countArity = (bounds: boolean[]) => bounds.reduce((sum, bounded) => sum + (bounded ? 2 : 1), 0);

  const counts = preparedByShape<Value[], CountsRow>((shape) => {
    const bounds = [...shape].map((mark) => mark === 'u');
    return prepareQuery(db, 1 + countArity(bounds), (...args: Value[]) => {
      return sql<CountsRow>`select ${sql.join(countColumns(bounds, args[0], args, 1))}`;
    });
  });

  /**
   * A multi-word search's first tier and its words' counts in one statement (PostgreSQL):
   * the names starting with the whole text, numbered, then, only when they are fewer than
   * the limit, one row of counts (tier 0). Saves a round trip; the guard is a one-time
   * filter, so a text whose first tier fills the limit reads no vocabulary.
   * Shape: whole text bounded, then each word's (`u:uu`).
   */
  const namesAndCounts = preparedByShape<Value[], TieredResult & CountsRow>((shape) => {
    const [full = '', marks = ''] = shape.split(':');
    const bounded = full === 'u';
    const bounds = [...marks].map((mark) => mark === 'u');
    return prepareQuery(db, 3 + (bounded ? 1 : 0) + countArity(bounds), (...args: Value[]) => {
      const [category, text] = args;
      let at = 2;
      const upper = bounded ? args[at++] : undefined;
      const limit = args[at++];
      const below = bounded ? sql`and search < ${upper}` : sql``;
      const nulls = bounds.map(
        (_, index) =>
          sql`cast(null as bigint) as ${sql.ref(`n${index}`)}, cast(null as bigint) as ${sql.ref(`k${index}`)}`,
      );
      return sql<TieredResult & CountsRow>`
        with t1 as (
          select text, id, sub_text, search from lookup_records
          where category = ${category} and search >= ${text} ${below}
          order by search, id limit ${limit}
        )
        select 1 as tier, row_number() over (order by search, id) as n, text, id, sub_text, ${sql.join(nulls)} from t1
        union all
        select 0, 0, null, null, null, ${sql.join(countColumns(bounds, category, args, at))}
        where (select count(*) from t1) < ${limit}
        order by 1 desc, 2`;
    });
  });

  /**
   * The second tier by seeking: names starting with the first typed word (a `search`
   * range) that hold a word of the sought typed word's few vocabulary words and the other
   * words, by name. One arm per vocabulary word, each an ordered range of the word index
   * at (category, word, search) with the limit, so each reads only what it lists; their
   * union (a name holding two of the words comes once) sorted, then the rows read.
   * Shape: first bounded, sought bounded, vocabulary words, other words (`uu2:1`).
   */
  const seek = preparedByShape<Value[], LookupResult>((shape) => {
    const [marks = '', rest = '0'] = shape.split(':');
    const firstBounded = marks[0] === 'u';
    const soughtBounded = marks[1] === 'u';
    const arms = Number(marks.slice(2));
    const others = Number(rest);
    const arity = 4 + (firstBounded ? 1 : 0) + (soughtBounded ? 1 : 0) + others;
    return prepareQuery(db, arity, (...args: Value[]) => {
      let at = 0;
      const category = args[at++];
      const first = args[at++];
      const firstUpper = firstBounded ? args[at++] : undefined;
      const sought = args[at++];
      const soughtUpper = soughtBounded ? args[at++] : undefined;
      const words = args.slice(at, at + others);
      const limit = rowCount(args[at + others]);
      const below = firstUpper === undefined ? sql`` : sql` and search < ${firstUpper}`;
      const filters = words.map((word) => sql` and ${hasWord('search', word)}`);
      const branches = Array.from(
        { length: arms },
        (_, index) => sql`select search, record_id from (
          select search, record_id from lookup_words
          where category = ${category}
            and word = (select word from lookup_vocabulary where ${wordRange(category, sought, soughtUpper)}
              order by word limit 1 offset ${sql.lit(index)})
            and search >= ${first}${below}${sql.join(filters, sql``)}
          order by search, record_id limit ${limit}) ${sql.ref(`a${index}`)}`,
      );
      return sql<LookupResult>`
        select r.text, r.id, r.sub_text from (
          ${sql.join(branches, sql` union `)}
          order by 1, 2 limit ${limit}
        ) m
        join lookup_records r on r.category = ${category} and r.id = m.record_id
        order by m.search, m.record_id`;
    });
  });

  /** Records one of whose words starts with the driver and holding the other words, a page of the driver's index order. */
  const words = preparedByShape<Value[], LookupResult>((shape) => {
    const bounded = shape.startsWith('u');
    const others = Number(shape.slice(1));
    return prepareQuery(db, 4 + (bounded ? 1 : 0) + others, (...args: Value[]) => {
      const [category, driver] = args;
      let at = 2;
      const upper = bounded ? args[at++] : undefined;
      let select = db
        .selectFrom('lookup_words as w')
        .innerJoin('lookup_records as r', (join) =>
          join.onRef('r.category', '=', 'w.category').onRef('r.id', '=', 'w.record_id'),
        )
        .select(['r.text', 'r.id', 'r.sub_text'])
        .where('w.category', '=', category as string)
        .where('w.word', '>=', driver as string);
      if (bounded) select = select.where('w.word', '<', upper as string);
      for (const word of args.slice(at, at + others)) select = select.where(hasWord('w.search', word));
      return select
        .orderBy('w.word')
        .orderBy('w.search')
        .orderBy('w.record_id')
        .limit(rowCount(args[at + others]))
        .offset(rowCount(args[at + others + 1]));
    });
  });

  /**
   * A one-word search in one statement: the names starting with the word (tier 1), and,
   * only when they are fewer than the limit, the first page of the word index (tier 3),
   * each branch numbered in its own index order. Saves the second round trip of a word
   * that few names start with, on PostgreSQL only: SQLite has no round trip to save, and
   * it does not skip the guarded branch's range scan (a full tier 1 cost 5 times more).
   */
  const oneWord = preparedByShape<Value[], TieredResult>((shape) => {
    const bounded = shape === 'u';
    return prepareQuery(db, bounded ? 5 : 4, (...args: Value[]) => {
      const [category, word] = args;
      const upper = bounded ? args[2] : undefined;
      const [limit, page] = args.slice(bounded ? 3 : 2);
      const below = (column: string) => (bounded ? sql`and ${sql.ref(column)} < ${upper}` : sql``);
      return sql<TieredResult>`
        with t1 as (
          select text, id, sub_text, search from lookup_records
          where category = ${category} and search >= ${word} ${below('search')}
          order by search, id limit ${limit}
        )
        select 1 as tier, row_number() over (order by search, id) as n, text, id, sub_text from t1
        union all
        select 3, row_number() over (order by word, word_search, id), text, id, sub_text from (
          select r.text, r.id, r.sub_text, w.word, w.search as word_search
          from lookup_words w
          join lookup_records r on r.category = w.category and r.id = w.record_id
          where w.category = ${category} and w.word >= ${word} ${below('w.word')}
            and (select count(*) from t1) < ${limit}
          order by w.word, w.search, w.record_id limit ${page}
        ) t3
        order by 1, 2`;
    });
  });

  const record = prepareQuery(db, 2, (category: string, id: string) =>
    db.selectFrom('lookup_records').select('record').where('category', '=', category).where('id', '=', id),
  );

  return {
    /** Names starting with `prefix` and holding a word starting with each of `others`, by name. */
    names: (category: string, prefix: Prefix, others: string[], limit: number) =>
      names(`${shapeOf(prefix)}${others.length}`)(
        category,
        ...rangeArgs(prefix),
        ...others.map((word) => ` ${word}`),
        limit,
      ),

    /**
     * Per prefix, how many names have a word starting with it, up to COUNT_CAP (`records`),
     * and how many distinct words start with it, up to SEEK_WORDS + 1 (`words`).
     */
    counts: async (category: string, prefixes: Prefix[]): Promise<WordCounts> => {
      const [row] = await counts(prefixes.map(shapeOf).join(''))(category, ...prefixes.flatMap(rangeArgs));
      return countsOf(row, prefixes.length);
    },

    /**
     * The names starting with `text` (up to `limit`) and, when they are fewer, the counts
     * of `prefixes` as `counts` gives them, in one statement (PostgreSQL).
     */
    namesAndCounts: postgres
      ? async (category: string, text: Prefix, limit: number, prefixes: Prefix[]) => {
          const rows = await namesAndCounts(`${shapeOf(text)}:${prefixes.map(shapeOf).join('')}`)(
            category,
            ...rangeArgs(text),
            limit,
            ...prefixes.flatMap(rangeArgs),
          );
          const countsRow = rows.find((row) => Number(row.tier) === 0);
          return {
            names: rows.filter((row) => Number(row.tier) === 1).map(result),
            counts: countsRow === undefined ? undefined : countsOf(countsRow, prefixes.length),
          };
        }
      : undefined,

    /** Names starting with `first`, holding one of the `arms` vocabulary words of `sought` and a word starting with each of `others`, by name. */
    seek: (category: string, first: Prefix, sought: Prefix, arms: number, others: string[], limit: number) =>
      seek(`${shapeOf(first)}${shapeOf(sought)}${arms}:${others.length}`)(
        category,
        ...rangeArgs(first),
        ...rangeArgs(sought),
        ...others.map((word) => ` ${word}`),
        limit,
      ),

    /** A page of the driver's word index order, filtered by the other words. */
    words: (category: string, driver: Prefix, others: string[], page: number, offset: number) =>
      words(`${shapeOf(driver)}${others.length}`)(
        category,
        ...rangeArgs(driver),
        ...others.map((word) => ` ${word}`),
        page,
        offset,
      ),

    /** Tier 1 of a one-word search and, if it has fewer than `limit`, the first `page` of tier 3 (PostgreSQL). */
    oneWord: postgres
      ? async (category: string, word: Prefix, limit: number, page: number) => {
          const rows = await oneWord(shapeOf(word))(category, ...rangeArgs(word), limit, page);
          return {
            names: rows.filter((row) => Number(row.tier) === 1).map(result),
            words: rows.filter((row) => Number(row.tier) === 3).map(result),
          };
        }
      : undefined,

    /** The stored record of an id, as JSON text. */
    record: async (category: string, id: string): Promise<string | undefined> =>
      (await record(category, id))[0]?.record,
  };
}
