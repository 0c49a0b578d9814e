/** Opening the database (SQLite file or PostgreSQL pool) and bringing its schema up to date. */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database, Dialect } from './database';
import { OwnSchemaPostgresDialect } from './introspector';
import { migrationProvider } from './migrations/registry';
import { sqliteKysely } from './sqlite';

/** An open database: the query builder and which engine is behind it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

/**
 * Makes each parameterised query of a PostgreSQL connection a named prepared statement
 * (named by the SQL text's hash): the server parses each text once per connection
 * instead of on every call.
 */
function namingStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
      return query(text, values, callback);
    }
    let name = names.get(text);
    if (name === undefined) {
      name = `k${createHash('sha1').update(text).digest('hex')}`;
      names.set(text, name);
    }
    return query({ name, text, values });
  };
}

/** Opens the database described by the configuration; run `migrateToLatest` before use. */
export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    mkdirSync(dirname(config.file), { recursive: true });
    const database = new SqliteDatabase(config.file);
    // WAL lets readers run beside the one writer; foreign keys are off by default in SQLite.
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    return { kysely: sqliteKysely(database), dialect: 'sqlite' };
  }
  const settings = [
    // Every connection sees only the configured schema, so tests can share one database.
    ...(config.schema ? [`-c search_path=${config.schema}`] : []),
    // Each named statement is planned once per connection, not on every run: by default
    // PostgreSQL plans a statement again for each run's values ("custom plans") for as long
    // as it guesses that could pay, and for the lookup's index ranges planning cost more
    // than running. Every statement here is an index lookup or range whose plan does not
    // depend on the values (docs/decisions/010).
    '-c plan_cache_mode=force_generic_plan',
  ];
  const pool = new pg.Pool({ connectionString: config.url, max: 10, options: settings.join(' ') });
  pool.on('connect', namingStatements);
  return {
    kysely: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) }),
    dialect: 'postgres',
  };
}

/**
 * Creates the configured PostgreSQL schema if needed and runs every pending migration.
 * The migrator's lock table keeps several starting processes from migrating twice.
 */
export async function migrateToLatest(db: Db, config: DatabaseConfig): Promise<void> {
  if (config.kind === 'postgres' && config.schema) {
    await sql`create schema if not exists ${sql.id(config.schema)}`.execute(db.kysely).catch((error) => {
      // Processes starting together race to create it: one wins, the others see a duplicate.
      if ((error as { code?: string }).code !== '23505') throw error;
    });
  }
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider,
    // Kysely looks for its own tables in every schema unless told which one: another
    // schema's kysely_migration_lock (a parallel test, another app) would pass for ours.
    ...(config.kind === 'postgres' && config.schema ? { migrationTableSchema: config.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
  }
}
