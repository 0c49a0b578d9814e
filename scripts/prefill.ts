/**
 * `npm run prefill -- <answers.json> [--hours N]`: stores the answers of the JSON file
 * (question key → string, checked as PUT /api/answer checks them) as a prefill link and
 * prints it, one line: PUBLIC_URL/about?token=... The link lives N whole hours (default
 * 14 days, at most 90 days); only its token's SHA-256 is stored.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../engine/engine';
import { DEFAULT_PREFILL_HOURS, MAX_PREFILL_HOURS } from '../server/repositories/tmp-answers';
import { applicationCatalogue } from '../server/routes/application/catalogue';
import { createPrefill } from '../server/routes/service/prefill';
import { readArgs, wholeHours } from './cli-args';
import { type CliOutcome, finish, refuse, withRepositories } from './cli-database';

const usage = `Usage: npm run prefill -- <answers.json> [--hours N]  (N: whole hours from 1 to ${MAX_PREFILL_HOURS}, default ${DEFAULT_PREFILL_HOURS})`;

function parseArgs(args: string[]): { file: string; hours: number } | string {
  const line = readArgs(args, { values: ['hours'] });
  if (typeof line === 'string') return line;
  const { positionals: positional } = line;
  if (positional.length !== 1) return 'Give exactly one answers file.';
  const hours = wholeHours(line.values.hours, DEFAULT_PREFILL_HOURS, MAX_PREFILL_HOURS);
  if (typeof hours === 'string') return hours;
  return { file: positional[0] as string, hours };
}

/** Creates the link with the given arguments, environment and clock; prints nothing itself. */
export async function runPrefill(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  now: () => Date = () => new Date(),
): Promise<CliOutcome & { url?: string }> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') return refuse(2, parsed, usage);
  let answer: unknown;
  try {
    // A byte order mark, as Windows editors save UTF-8, is not part of the JSON.
    answer = JSON.parse((await readFile(parsed.file, 'utf8')).replace(/^\uFEFF/, ''));
  } catch (error) {
    return refuse(1, `Cannot read the answers from '${parsed.file}': ${(error as Error).message}`);
  }
  return withRepositories(env, 'No link was created', async (repos, config) => {
    const made = await createPrefill(repos, applicationCatalogue(await loadEngine(config.partner)), {
      answer,
      createdBy: 'cli',
      now: now(),
      hours: parsed.hours,
      publicUrl: config.publicUrl,
    });
    if ('refused' in made) return refuse(1, `${made.refused} No link was created.`);
    return {
      code: 0,
      lines: [made.url],
      notes: [
        `Prefill link valid until ${made.expires_at} (${parsed.hours} h). It opens the answers to anyone holding it.`,
      ],
      url: made.url,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  finish(await runPrefill(process.argv.slice(2)));
}
