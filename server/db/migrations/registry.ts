/**
 * Every migration in order. A static registry rather than a folder scan, so the
 * bundle, tsx and vitest all see the same list and a missing file fails the typecheck.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-accounts';
import * as m002 from './002-application';
import * as m003 from './003-lookup';
import * as m004 from './004-documents';
import * as m005 from './005-service-tokens';
import * as m006 from './006-job-history';
import * as m007 from './007-staff';
import * as m008 from './008-lookup-vocabulary';

/** Migration name → migration; names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-application': m002,
  '003-lookup': m003,
  '004-documents': m004,
  '005-service-tokens': m005,
  '006-job-history': m006,
  '007-staff': m007,
  '008-lookup-vocabulary': m008,
};

/** A Kysely MigrationProvider over the static registry. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
