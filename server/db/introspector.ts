/**
 * PostgreSQL's dialect with an introspector that reads only the connection's own schema.
 *
 * Kysely's migrator asks the introspector whether its tables exist. Kysely's own
 * PostgreSQL introspector reads every schema's columns and resolves each table by name
 * (`pg_get_serial_sequence`, `has_schema_privilege`); when another process drops a schema
 * during that query (the tests drop theirs, an operator may drop an old one), the lookup
 * fails with "schema … does not exist" and this process fails to start. Reading only
 * `current_schema()`, by oid, never looks at anyone else's.
 */
import {
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type TableMetadata,
} from 'kysely';

class OwnSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }

  /** The tables and views of the connection's schema, without their columns (nothing here reads them). */
  override async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<{ schema: string; name: string; kind: string }>`
      select n.nspname as schema, c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname`.execute(this.#db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    return rows
      .filter((row) => options.withInternalKyselyTables || !internal.has(row.name))
      .map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === 'v', columns: [] }));
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the connection's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): OwnSchemaIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
