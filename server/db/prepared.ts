/**
 * Queries built and compiled once, run many times. Kysely's builder and compiler cost more
 * than running a small indexed query (a lookup keystroke, the profile): here they run once,
 * at start, with a stand-in for each argument, and every call only fills the compiled
 * statement's parameters with its own values. The databases' prepared statements
 * (db/connect.ts) then see one SQL text per query.
 */
import { type Compilable, CompiledQuery, type Kysely, type RawBuilder } from 'kysely';

/** Stands for the n-th argument while the query is built. */
class Argument {
  constructor(readonly index: number) {}
}

/** A query as built: a query builder, or a raw `sql` template. */
type Built<R> = Compilable<R> | RawBuilder<R>;

/** A prepared query: takes the arguments, resolves to the rows. */
export type PreparedQuery<A extends unknown[], R> = (...args: A) => Promise<R[]>;

/**
 * Builds `build`'s query once and returns a function that runs it with real values.
 * `build` must pass each argument into the query unchanged (as a compared value, a limit,
 * a template value): an argument used in arithmetic or string building would be compiled
 * in as a constant, so that is refused at start.
 */
export function prepareQuery<DB, A extends unknown[], R>(
  db: Kysely<DB>,
  arity: A['length'],
  build: (...args: A) => Built<R>,
): PreparedQuery<A, R> {
  const stand = Array.from({ length: arity }, (_, index) => new Argument(index)) as unknown as A;
  const built = build(...stand);
  const compiled = 'isRawBuilder' in built ? built.compile(db) : built.compile();
  const slots = compiled.parameters.map((value) => (value instanceof Argument ? value.index : -1));
  for (let index = 0; index < arity; index++) {
    if (!slots.includes(index))
      throw new Error(`prepareQuery: argument ${index} is not a parameter of\n${compiled.sql}`);
  }
  const constants = compiled.parameters;
  return async (...args: A) => {
    const parameters = slots.map((slot, at) => (slot === -1 ? constants[at] : args[slot]));
    const { rows } = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<R>);
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
