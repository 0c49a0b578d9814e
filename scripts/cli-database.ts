/**
 * What every staff CLI does around its work: load the server's configuration (DATA_DIR,
 * or DATABASE_URL and DATABASE_SCHEMA), open and migrate the database, hand the work the
 * repository registry, and close the database whatever happens.
 */
import { type Config, loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/connect';
import { createRepositories, type Repositories } from '../server/repositories';

/** A CLI run's result: stdout lines, stderr notes, exit code (0 done, 1 refused or failed, 2 wrong usage). */
export interface CliOutcome {
  code: 0 | 1 | 2;
  /** For stdout: only what is meant to be piped or copied (a link, a key, a table). */
  lines: string[];
  /** For stderr: what happened, warnings and errors. */
  notes: string[];
}

/** An outcome that did nothing but say why. */
export function refuse(code: 1 | 2, ...notes: string[]): CliOutcome {
  return { code, lines: [], notes };
}

/**
 * Runs `work` with the configuration and the repositories of the environment's database.
 * A bad configuration or a failure becomes exit code 1 with `failure` and the reason.
 */
export async function withRepositories<T extends CliOutcome>(
  env: Record<string, string | undefined>,
  failure: string,
  work: (repos: Repositories, config: Config) => Promise<T | CliOutcome>,
): Promise<T | CliOutcome> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return refuse(1, (error as Error).message);
  }
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db, config.database);
    return await work(createRepositories(db.kysely, db.dialect), config);
  } catch (error) {
    return refuse(1, `${failure}: ${(error as Error).message}`);
  } finally {
    await db.kysely.destroy();
  }
}

/** Prints an outcome (lines to stdout, notes to stderr) and exits with its code. */
export function finish(outcome: CliOutcome): never {
  for (const line of outcome.lines) console.log(line);
  for (const note of outcome.notes) console.error(note);
  process.exit(outcome.code);
}
