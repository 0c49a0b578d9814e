/**
 * A small RFC 4180 CSV reader that keeps line numbers, so an import can say exactly
 * which line of the file is wrong. Fields may be quoted ("a, b", "say ""hi"""), quoted
 * fields may span lines, LF and CRLF both end a row, a UTF-8 byte-order mark is dropped,
 * blank lines are skipped and lines starting with '#' before the header are comments.
 */

/** One row of the file: its fields and the line it starts on (1-based). */
export interface CsvRow {
  line: number;
  fields: string[];
}

/** A problem with the file's text itself. */
export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.name = 'CsvError';
    this.line = line;
  }
}

/**
 * Every non-blank row after the leading comment lines, the header first.
 * @throws CsvError for a quote that never closes or text after a closing quote.
 */
export function parseCsv(text: string): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let line = 1;
  let at = 0;
  let seenData = false;
  while (at < source.length) {
    const start = line;
    if (!seenData && source[at] === '#') {
      const end = source.indexOf('\n', at);
      at = end === -1 ? source.length : end + 1;
      line += 1;
      continue;
    }
    const fields: string[] = [];
    let field = '';
    let ended = false;
    while (!ended) {
      if (source[at] === '"' && field === '') {
        // A quoted field: runs to the quote not followed by another quote.
        at += 1;
        for (;;) {
          if (at >= source.length) throw new CsvError(start, 'a quoted field is never closed');
          const char = source[at] as string;
          if (char === '"' && source[at + 1] === '"') {
            field += '"';
            at += 2;
          } else if (char === '"') {
            at += 1;
            break;
          } else {
            if (char === '\n') line += 1;
            field += char;
            at += 1;
          }
        }
        const next = source[at];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvError(line, 'unexpected text after a closing quote');
        }
      }
      const char = source[at];
      if (char === undefined) {
        ended = true;
      } else if (char === ',') {
        fields.push(field);
        field = '';
        at += 1;
        continue;
      } else if (char === '\n' || (char === '\r' && source[at + 1] === '\n')) {
        at += char === '\r' ? 2 : 1;
        line += 1;
        ended = true;
      } else {
        field += char;
        at += 1;
        continue;
      }
      fields.push(field);
    }
    if (fields.length === 1 && fields[0] === '') continue;
    seenData = true;
    rows.push({ line: start, fields });
  }
  return rows;
}
