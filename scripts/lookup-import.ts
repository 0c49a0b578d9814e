/**
 * `npm run lookup:import -- <category> <file.csv>`: loads a CSV (layout in docs/lookup.md)
 * into a lookup category, replacing what it held, all or nothing. Every bad line is
 * reported with its number and then nothing is imported. Uses the server's configuration
 * (DATA_DIR, or DATABASE_URL and DATABASE_SCHEMA) and migrates the database first.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueSources, createEngine } from '../engine';
import { type Config, loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/connect';
import { createRepositories } from '../server/repositories';
import { isLookupCategory, LOOKUP_CATEGORIES } from '../server/routes/lookup/categories';
import { parseLookupCsv } from '../server/routes/lookup/records';

/** Lines reported at most; the rest are counted. */
const MAX_REPORTED = 50;

/** What an import run prints and its exit code (0 done, 1 refused or failed, 2 wrong usage). */
export interface ImportOutcome {
  code: 0 | 1 | 2;
  lines: string[];
}

const usage = `Usage: npm run lookup:import -- <category> <file.csv>  (category: ${LOOKUP_CATEGORIES.join(', ')})`;

/** Runs an import with the given arguments and environment; prints nothing itself. */
export async function runImport(
  args: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<ImportOutcome> {
  const [category, file, ...extra] = args;
  if (category === undefined || file === undefined || extra.length > 0) return { code: 2, lines: [usage] };
  if (!isLookupCategory(category)) {
    return { code: 2, lines: [`Unknown category '${category}'.`, usage] };
  }
  let text: string;
  let config: Config;
  try {
    text = readFileSync(resolve(file), 'utf8');
    config = loadConfig(env);
  } catch (error) {
    return { code: 1, lines: [(error as Error).message] };
  }
  const { records, errors } = parseLookupCsv(
    category,
    text,
    createEngine(config.partner, { sources: catalogueSources }).catalogue,
  );
  if (errors.length === 0 && records.length === 0)
    errors.push({ line: 1, message: 'the file holds no records' });
  if (errors.length > 0) {
    const lines = errors.slice(0, MAX_REPORTED).map((error) => `${file}:${error.line}: ${error.message}`);
    if (errors.length > MAX_REPORTED) lines.push(`... and ${errors.length - MAX_REPORTED} more problems`);
    lines.push(`Nothing was imported: fix the lines above and run the import again.`);
    return { code: 1, lines };
  }
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db, config.database);
    const repository = createRepositories(db.kysely, db.dialect).lookup;
    const before = await repository.count(category);
    await repository.replace(category, records);
    return {
      code: 0,
      lines: [`Imported ${records.length} ${category} records from ${file} (replacing ${before}).`],
    };
  } catch (error) {
    return {
      code: 1,
      lines: [`The import failed and nothing was changed: ${(error as Error).message}`],
    };
  } finally {
    await db.kysely.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = await runImport(process.argv.slice(2));
  for (const line of outcome.lines) (outcome.code === 0 ? console.log : console.error)(line);
  process.exit(outcome.code);
}
