/**
 * A catalogue or partner JSON file as staff write it, read with a reason they can act on:
 * the line and column of a syntax error (JSON.parse gives only a character offset), and a
 * byte order mark, which some editors on Windows put before the text, named as such (the
 * parser's own message shows that invisible character between quotes).
 */
import { readFileSync } from 'node:fs';

const BOM = '\uFEFF';

/** Why `text` is not JSON, in words: the parser's reason, with the line and column it stopped at. */
function jsonProblem(text: string, error: Error): string {
  if (text.startsWith(BOM))
    return 'it begins with an invisible byte order mark (BOM): save it as UTF-8 without BOM';
  const offset = /at position (\d+)/.exec(error.message)?.[1];
  if (offset === undefined || /\(line \d+/.test(error.message)) return error.message;
  const before = text.slice(0, Number(offset)).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `${error.message} (line ${line}, column ${column})`;
}

/** The parsed file; throws an Error whose message is jsonProblem's reason (a missing file: the system's). */
export function readJsonFile(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(jsonProblem(text, error as Error));
  }
}
