/**
 * Loading a partner's shipped lookup data (partners/<id>/lookup/<category>.csv) into a
 * category that is still empty, so `npm start` has working search with no import step.
 * A category that holds anything (an import, an earlier start) is left alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../../engine';
import type { LookupRepository } from '../../repositories/lookup';
import { LOOKUP_CATEGORIES } from './categories';
import { parseLookupCsv } from './records';

/** The shipped CSV of a partner's category. */
export function seedFile(partnersDir: string, partner: string, category: string): string {
  return join(partnersDir, partner, 'lookup', `${category}.csv`);
}

/**
 * Seeds every empty category that has a shipped file; returns the categories seeded.
 * @throws Error naming the file and its first bad lines when a shipped file is invalid.
 */
export async function seedLookups(
  repository: LookupRepository,
  catalogue: Catalogue,
  partnersDir: string,
  partner: string,
): Promise<string[]> {
  const seeded: string[] = [];
  for (const category of LOOKUP_CATEGORIES) {
    const file = seedFile(partnersDir, partner, category);
    if (!existsSync(file) || (await repository.count(category)) > 0) continue;
    const { records, errors } = parseLookupCsv(category, readFileSync(file, 'utf8'), catalogue);
    if (errors.length > 0) {
      const lines = errors.slice(0, 5).map((error) => `line ${error.line}: ${error.message}`);
      throw new Error(`Invalid lookup data in ${file}: ${lines.join('; ')}`);
    }
    if (await repository.seed(category, records)) seeded.push(category);
  }
  return seeded;
}
