/**
 * The command line of a staff CLI, read by Node's own parser (util.parseArgs, its tokens),
 * with one rule set for every command: each option at most once, a value for each option
 * that takes one (`--hours 5` or `--hours=5`, not the next option), no value for a flag,
 * and no option the command does not know. What is wrong comes back as one sentence for the
 * command's usage note.
 */
import { parseArgs } from 'node:util';

/** The options a command knows, by name without the dashes. */
export interface ArgsSpec {
  /** Options that take a value. */
  values?: readonly string[];
  /** Options that stand alone. */
  flags?: readonly string[];
}

/** A command line that follows the rules. */
export interface CommandLine {
  values: Partial<Record<string, string>>;
  flags: ReadonlySet<string>;
  positionals: string[];
}

/** The command line, or why it is wrong. */
export function readArgs(args: readonly string[], spec: ArgsSpec): CommandLine | string {
  const valued = spec.values ?? [];
  const flagged = spec.flags ?? [];
  const { tokens } = parseArgs({
    args: [...args],
    options: Object.fromEntries([
      ...valued.map((name) => [name, { type: 'string' as const }]),
      ...flagged.map((name) => [name, { type: 'boolean' as const }]),
    ]),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const values: Partial<Record<string, string>> = {};
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const { name, rawName } = token;
    if (!valued.includes(name) && !flagged.includes(name)) return `Unknown option '${rawName}'.`;
    if (name in values || flags.has(name)) return `${rawName} is given more than once.`;
    if (flagged.includes(name)) {
      if (token.value !== undefined) return `${rawName} takes no value.`;
      flags.add(name);
      continue;
    }
    // The parser takes the next word as the value even when it is another option.
    const value = token.value;
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('--'))) {
      return `${rawName} needs a value.`;
    }
    values[name] = value;
  }
  return { values, flags, positionals };
}

/** A link's lifetime: `--hours`' value as whole hours from 1 to `most`, `fallback` when not given, or why it is wrong. */
export function wholeHours(raw: string | undefined, fallback: number, most: number): number | string {
  if (raw === undefined) return fallback;
  const hours = Number(raw);
  if (!/^\d+$/.test(raw) || hours < 1 || hours > most) {
    return `--hours must be a whole number from 1 to ${most} (got '${raw}').`;
  }
  return hours;
}
