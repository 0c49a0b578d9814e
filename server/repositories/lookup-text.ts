/**
 * How lookup names and typed queries are normalised so that search ignores case and
 * accents: compatibility-decomposed, lower-cased, combining marks dropped, apostrophes
 * dropped (so "Mary's" is one word "marys"), every other run of non-letters and
 * non-digits a word break. Names and queries go through the same function, so they
 * always agree.
 */

/** The most words of a query that are used; more add nothing but work. */
export const MAX_QUERY_WORDS = 8;

/** The words of a text, normalised (see the file comment). */
export function normalisedWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .toLowerCase()
    // Lower-casing can produce new combining marks (İ → i + dot above): decompose again.
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’‘`´]/g, '');
  return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/** The normalised text: its words joined by single spaces. */
export function normaliseText(text: string): string {
  return normalisedWords(text).join(' ');
}

/**
 * The smallest string greater than every string that starts with `prefix`, in code
 * point order (SQLite's BINARY collation and PostgreSQL's "C" collation, which the
 * migration sets), so `value >= prefix and value < upper` is a prefix test an index
 * range scan answers. Undefined when no such bound exists (a prefix of U+10FFFF only).
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = (points.pop() as string).codePointAt(0) as number;
    if (last < 0x10ffff) {
      // Skip the surrogate range: lone surrogates cannot be encoded as UTF-8.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return undefined;
}
