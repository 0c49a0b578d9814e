/**
 * `npm run service:token -- <applicant e-mail> [--hours N]`: issues a read-only staff link
 * to one applicant's application and prints it (PUBLIC_URL/about?service_token=...).
 * The token is valid for N hours (default 24, at most 720); only its SHA-256 is stored.
 * Uses the server's configuration (DATA_DIR, or DATABASE_URL and DATABASE_SCHEMA) and
 * migrates the database first.
 */
import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/connect';
import { createRepositories } from '../server/repositories';
import { DEFAULT_SERVICE_TOKEN_HOURS, MAX_SERVICE_TOKEN_HOURS } from '../server/repositories/service-tokens';

/** What a run prints and its exit code (0 issued, 1 refused or failed, 2 wrong usage). */
export interface ServiceTokenOutcome {
  code: 0 | 1 | 2;
  /** For stdout: the link alone, so that it can be piped or copied. */
  lines: string[];
  /** For stderr: the expiry, warnings and errors. */
  notes: string[];
  /** The issued link (code 0 only). */
  url?: string;
}

const usage = `Usage: npm run service:token -- <applicant e-mail> [--hours N]  (N: whole hours from 1 to ${MAX_SERVICE_TOKEN_HOURS}, default ${DEFAULT_SERVICE_TOKEN_HOURS})`;

function refuse(code: 1 | 2, ...notes: string[]): ServiceTokenOutcome {
  return { code, lines: [], notes };
}

/** The e-mail and hours of the arguments, or the reason they are wrong. */
function parseArgs(args: string[]): { email: string; hours: number } | string {
  const positional: string[] = [];
  let rawHours: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--hours') {
      if (rawHours !== undefined || i + 1 >= args.length) return '--hours needs one value.';
      i += 1;
      rawHours = args[i];
    } else if (arg.startsWith('--hours=')) {
      if (rawHours !== undefined) return '--hours needs one value.';
      rawHours = arg.slice('--hours='.length);
    } else if (arg.startsWith('--')) {
      return `Unknown option '${arg}'.`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return 'Give exactly one applicant e-mail address.';
  const hours = rawHours === undefined ? DEFAULT_SERVICE_TOKEN_HOURS : Number(rawHours);
  if (rawHours !== undefined && (!/^\d+$/.test(rawHours) || hours < 1 || hours > MAX_SERVICE_TOKEN_HOURS)) {
    return `--hours must be a whole number from 1 to ${MAX_SERVICE_TOKEN_HOURS} (got '${rawHours}').`;
  }
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
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return refuse(1, (error as Error).message);
  }
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db, config.database);
    const repos = createRepositories(db.kysely, db.dialect);
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
  } catch (error) {
    return refuse(1, `No token was issued: ${(error as Error).message}`);
  } finally {
    await db.kysely.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = await runServiceToken(process.argv.slice(2));
  for (const line of outcome.lines) console.log(line);
  for (const note of outcome.notes) console.error(note);
  process.exit(outcome.code);
}
