/**
 * `npm run service:token -- <applicant e-mail> [--hours N]`: issues a read-only staff link
 * to one applicant's application and prints it (PUBLIC_URL/about?service_token=...).
 * The token is valid for N hours (default 24, at most 720); only its SHA-256 is stored.
 * Uses the server's configuration (DATA_DIR, or DATABASE_URL and DATABASE_SCHEMA) and
 * migrates the database first.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_SERVICE_TOKEN_HOURS, MAX_SERVICE_TOKEN_HOURS } from '../server/repositories/service-tokens';
import { readArgs, wholeHours } from './cli-args';
import { type CliOutcome, finish, refuse, withRepositories } from './cli-database';

/** What a run prints and its exit code (0 issued, 1 refused or failed, 2 wrong usage); `url` when issued. */
export interface ServiceTokenOutcome extends CliOutcome {
  url?: string;
}

const usage = `Usage: npm run service:token -- <applicant e-mail> [--hours N]  (N: whole hours from 1 to ${MAX_SERVICE_TOKEN_HOURS}, default ${DEFAULT_SERVICE_TOKEN_HOURS})`;

/** The e-mail and hours of the arguments, or the reason they are wrong. */
function parseArgs(args: string[]): { email: string; hours: number } | string {
  const line = readArgs(args, { values: ['hours'] });
  if (typeof line === 'string') return line;
  const { positionals: positional } = line;
  if (positional.length !== 1) return 'Give exactly one applicant e-mail address.';
  const hours = wholeHours(line.values.hours, DEFAULT_SERVICE_TOKEN_HOURS, MAX_SERVICE_TOKEN_HOURS);
  if (typeof hours === 'string') return hours;
  return { email: (positional[0] as string).trim().toLowerCase(), hours };
}

/** Issues a token with the given arguments, environment and clock; prints nothing itself. */
export async function runServiceToken(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  now: () => Date = () => new Date(),
): Promise<ServiceTokenOutcome> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') return refuse(2, parsed, usage);
  return withRepositories(env, 'No token was issued', async (repos, config) => {
    const user = await repos.users.findByUsername(parsed.email);
    if (!user) return refuse(1, `No applicant has the e-mail address '${parsed.email}'. Nothing was issued.`);
    const { token, expiresAt } = await repos.serviceTokens.issue(user.id, now(), parsed.hours);
    const url = `${config.publicUrl}/about?service_token=${token}`;
    return {
      code: 0,
      lines: [url],
      notes: [
        `Read-only link to the application of ${user.username}, valid until ${expiresAt} (${parsed.hours} h).`,
        'Anyone holding the link can read the application: share it with staff only.',
      ],
      url,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  finish(await runServiceToken(process.argv.slice(2)));
}
