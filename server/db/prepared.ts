/**
 * Queries built and compiled once, run many times. Kysely's builder and compiler cost more
 * than running a small indexed query (a lookup keystroke, the profile): here they run once,
 * on first use, with a stand-in for each argument, and every call only fills the compiled
 * statement's parameters with its own values. The databases' prepared statements
 * (SQLite's in db/sqlite.ts, PostgreSQL's in db/connect.ts) then see one SQL text per query.
 */
import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';

/** Stands for the n-th argument while the query is built. */
class Argument {
  constructor(readonly index: number) {}
}

/** A query as built: a query builder, or a raw `sql` template. */
type Built<R> = Compilable<R> | RawBuilder<R>;

/** A prepared query: takes the arguments, resolves to the rows. */
export type PreparedQuery<A extends unknown[], R> = (...args: A) => Promise<R[]>;

/** Builds and compiles the query once; returns how to fill it with one call's values. */
function compileOnce<DB, A extends unknown[], R>(
  db: Kysely<DB>,
  arity: A['length'],
  build: (...args: A) => Built<R>,
): (args: A) => CompiledQuery<R> {
  const stand = Array.from({ length: arity }, (_, index) => new Argument(index)) as unknown as A;
  const built = build(...stand);
  const compiled = 'isRawBuilder' in built ? built.compile(db) : built.compile();
  const slots = compiled.parameters.map((value) => (value instanceof Argument ? value.index : -1));
  for (let index = 0; index < arity; index++) {
    if (!slots.includes(index))
      throw new Error(`prepareQuery: argument ${index} is not a parameter of\n${compiled.sql}`);
  }
  const { query, queryId, sql: text, parameters: constants } = compiled;
  // The compiled query with this call's values: no new query node or id per call.
  return (args) => ({
    query,
    queryId,
    sql: text,
    parameters: slots.map((slot, at) => (slot === -1 ? constants[at] : args[slot])),
  });
}

/**
 * Returns a function that runs `build`'s query with real values, built and compiled on its
 * first call only (a repository bound to a transaction builds none it does not use).
 * `build` must pass each argument into the query unchanged (as a compared value, a limit,
 * a template value): an argument used in arithmetic or string building would be compiled
 * in as a constant, so that is refused on the first call.
 */
export function prepareQuery<DB, A extends unknown[], R>(
  db: Kysely<DB>,
  arity: A['length'],
  build: (...args: A) => Built<R>,
): PreparedQuery<A, R> {
  let fill: ((args: A) => CompiledQuery<R>) | undefined;
  return async (...args: A) => {
    fill ??= compileOnce(db, arity, build);
    const { rows } = await db.executeQuery<R>(fill(args));
    return rows;
  };
}

/** Prepared queries of one kind whose shape varies (a number of words): one per shape, made on first use. */
export function preparedByShape<A extends unknown[], R>(
  make: (shape: string) => PreparedQuery<A, R>,
): (shape: string) => PreparedQuery<A, R> {
  const shapes = new Map<string, PreparedQuery<A, R>>();
  return (shape) => {
    let query = shapes.get(shape);
    if (query === undefined) {
      query = make(shape);
      shapes.set(shape, query);
    }
    return query;
  };
}

/**
 * A LIMIT or OFFSET value written as `cast(? as integer)`, never as a bare parameter. The
 * SQLite that better-sqlite3 bundles (3.53) reads a bare LIMIT or OFFSET parameter while
 * planning, so it prepares the statement again whenever that parameter is bound, which
 * is every run: 9 µs more for a five-row range read that costs 4 µs, 25 to 60 µs more for
 * the lookup's larger statements. An expression is only evaluated when the statement
 * runs. PostgreSQL plans both alike.
 */
export function rowCount(value: unknown): RawBuilder<number> {
  return sql<number>`cast(${value} as integer)`;
}
