/**
 * `npm run staff:key -- <name>` issues a staff key and prints it once;
 * `npm run staff:key -- --revoke <name>` revokes it; `npm run staff:key -- --list` lists
 * every key by name (never the keys: only their SHA-256 is stored). A key opens the
 * /service routes that create prefill links and export submitted applications, sent as
 * `Authorization: Bearer <key>`.
 */
import { fileURLToPath } from 'node:url';
import { readArgs } from './cli-args';
import { type CliOutcome, finish, refuse, withRepositories } from './cli-database';

const usage =
  'Usage: npm run staff:key -- <name>  |  --revoke <name>  |  --list   (name: 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit)';

/** A key's name: it starts with a letter or digit, so that it is never taken for an option. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

type Command = { kind: 'issue' | 'revoke'; name: string } | { kind: 'list' };

function parseArgs(args: string[]): Command | string {
  const line = readArgs(args, { values: ['revoke'], flags: ['list'] });
  if (typeof line === 'string') return line;
  const { values, flags, positionals } = line;
  if (flags.has('list')) {
    return values.revoke === undefined && positionals.length === 0
      ? { kind: 'list' }
      : '--list takes nothing else.';
  }
  const names = [...(values.revoke === undefined ? [] : [values.revoke]), ...positionals];
  const [name] = names;
  if (name === undefined || names.length > 1) return 'Give exactly one key name.';
  if (!NAME.test(name)) return `The name '${name}' is not allowed.`;
  return { kind: values.revoke === undefined ? 'issue' : 'revoke', name };
}

/** Runs the command with the given arguments, environment and clock; prints nothing itself. */
export async function runStaffKey(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  now: () => Date = () => new Date(),
): Promise<CliOutcome> {
  const command = parseArgs(args);
  if (typeof command === 'string') return refuse(2, command, usage);
  return withRepositories(env, 'Nothing was changed', async (repos) => {
    if (command.kind === 'list') {
      const rows = await repos.staffKeys.list();
      if (rows.length === 0) return { code: 0, lines: [], notes: ['No staff keys have been issued.'] };
      return {
        code: 0,
        lines: rows.map((row) =>
          [row.name, `created ${row.created_at}`, row.revoked_at ? `revoked ${row.revoked_at}` : 'live'].join(
            '\t',
          ),
        ),
        notes: [],
      };
    }
    if (command.kind === 'revoke') {
      if (!(await repos.staffKeys.revoke(command.name, now()))) {
        return refuse(1, `No live staff key is named '${command.name}'. Nothing was revoked.`);
      }
      return {
        code: 0,
        lines: [],
        notes: [`The staff key '${command.name}' is revoked: it opens nothing any more.`],
      };
    }
    const key = await repos.staffKeys.issue(command.name, now());
    if (key === null) {
      return refuse(
        1,
        `A live staff key is already named '${command.name}'. Revoke it first, or choose another name.`,
      );
    }
    return {
      code: 0,
      lines: [key],
      notes: [
        `Staff key '${command.name}' issued. It is shown this once: only its hash is stored.`,
        'Send it as "Authorization: Bearer <key>" to /service/tmp and /service/applications.',
      ],
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  finish(await runStaffKey(process.argv.slice(2)));
}
