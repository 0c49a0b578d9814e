/**
 * SQLite under Kysely, made cheap for the small reads every request makes. Kysely
 * prepares each statement it runs, and lends its one connection to one query at a time
 * through a chain of promises (a lock, the lending, the result, the return). Here each
 * SQL text is prepared once, and a compiled read that arrives while nothing holds the
 * connection runs at once: better-sqlite3 is synchronous, so the read is over before
 * anything else can run, exactly as if Kysely had lent it the connection. A read that
 * arrives while a query or a transaction holds it waits its turn through Kysely as before,
 * so no read ever runs inside another caller's transaction.
 */
import type SqliteDatabase from 'better-sqlite3';
import {
  type Compilable,
  type CompiledQuery,
  type DatabaseConnection,
  Kysely,
  type QueryResult,
  SqliteDialect,
  SqliteDriver,
  type SqliteDatabase as SqliteHandle,
} from 'kysely';
import type { Database } from './database';

/** How many prepared SQLite statements are kept; the app issues a few hundred distinct ones. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * The SQLite handle as Kysely sees it, with each SQL text prepared once and reused:
 * Kysely prepares every query it runs, and preparing costs more than running the small
 * queries of a request. Kysely's driver runs one query at a time on its single
 * connection, so a cached statement is never in use twice at once. Least recently used
 * statements are dropped past the limit (the lookup's batch inserts vary in shape).
 */
export function cachingStatements(database: SqliteDatabase.Database): SqliteHandle {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Kysely's SQLite driver, counting the connections it has lent out (its one, or none). */
class LendingDriver extends SqliteDriver {
  lent = 0;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.lent++;
    return connection;
  }

  override async releaseConnection(): Promise<void> {
    this.lent--;
    await super.releaseConnection();
  }
}

/** Kysely over one SQLite handle, running a compiled read at once while the connection is free. */
class SqliteKysely extends Kysely<Database> {
  readonly #handle: SqliteHandle;
  readonly #driver: LendingDriver;

  constructor(handle: SqliteHandle) {
    const driver = new LendingDriver({ database: handle });
    super({
      dialect: new (class extends SqliteDialect {
        override createDriver() {
          return driver;
        }
      })({ database: handle }),
    });
    this.#handle = handle;
    this.#driver = driver;
  }

  override executeQuery<R>(query: CompiledQuery<R> | Compilable<R>): Promise<QueryResult<R>> {
    if (this.#driver.lent > 0 || !('sql' in query)) return super.executeQuery(query);
    try {
      const statement = this.#handle.prepare(query.sql);
      // Writes keep Kysely's way (their counts and inserted ids); they are not the hot path.
      if (!statement.reader) return super.executeQuery(query);
      return Promise.resolve({ rows: statement.all(query.parameters) as R[] });
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

/** Kysely over a better-sqlite3 database: statements prepared once, free-connection reads at once. */
export function sqliteKysely(database: SqliteDatabase.Database): Kysely<Database> {
  return new SqliteKysely(cachingStatements(database));
}
