/**
 * Right-to-left answers in the application PDF. pdfmake sets a line's pieces from left to
 * right in the order it is given them, and fontkit reverses the letters of a piece in a
 * right-to-left script (and joins Arabic's). So a line is handed to pdfmake in pieces in
 * visual order, by Unicode's bidirectional algorithm (bidi-js), brackets mirrored, the
 * letters of each piece left in reading order for fontkit. A paragraph that reads right to
 * left is also cut into lines here, in reading order, so that its first words are on its
 * first line, set flush right.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** Whether the text holds a character of a right-to-left script. */
export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/** Characters that end a paragraph for UAX #9 (its type B). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: UAX #9's paragraph separators are these control characters.
const PARAGRAPH_SEPARATORS = /[\n\r\x1c-\x1e\x85\u2029]/g;

/**
 * The text as bidi-js reads it: bidi-js types each half of a character beyond the Basic
 * Multilingual Plane as a left-to-right letter, so an emoji among Hebrew words started a
 * left-to-right island. Each such character is given two stand-ins of its own type (a
 * letter of a right-to-left script, another letter, or a neutral sign), keeping every
 * offset.
 */
function bidiText(text: string): string {
  return text.replace(/[\u{10000}-\u{10ffff}]/gu, (character) => {
    if (RIGHT_TO_LEFT.test(character)) return '\u05d0\u05d0';
    return /\p{L}|\p{N}/u.test(character) ? 'aa' : '!!';
  });
}

/**
 * Whether a text reads right to left: its first letter with a direction (UAX #9's rules P2
 * and P3, across its line breaks: a paragraph of a document that opens with a break or a
 * line of figures reads as its first words do) is of such a script.
 */
export function readsRightToLeft(text: string): boolean {
  const level = bidi.getEmbeddingLevels(bidiText(text).replace(PARAGRAPH_SEPARATORS, ' ')).paragraphs[0]
    ?.level;
  return (level ?? 0) % 2 === 1;
}

/** A piece of a line: characters of one embedding level and no space, or one space. */
export interface LevelRun {
  text: string;
  /** UAX #9's embedding level: odd reads right to left. */
  level: number;
  /** Where the piece starts in the line (UTF-16 units). */
  start: number;
}

const NO_CUTS: ReadonlySet<number> = new Set();

/**
 * The pieces of one line in the order they are seen from left to right (UAX #9's rule L2),
 * each piece's text in reading order, with the characters at a right-to-left level that
 * have a mirror image (brackets, angle quotes, less-than) replaced by it (rule L4): a line
 * is cut wherever the level changes, at every whitespace character (each a piece of its
 * own), and at each offset of `cuts` (where the caller's style changes). Turning a
 * right-to-left piece's characters round is left to the caller, who knows which of them
 * the font engine turns round itself.
 */
export function levelRuns(
  line: string,
  rightToLeft = readsRightToLeft(line),
  cuts: ReadonlySet<number> = NO_CUTS,
): LevelRun[] {
  const { levels } = bidi.getEmbeddingLevels(bidiText(line), rightToLeft ? 'rtl' : 'ltr');
  const runs: LevelRun[] = [];
  let space = false;
  for (let index = 0; index < line.length; index += 1) {
    const level = levels[index] ?? 0;
    const unit = line[index] ?? '';
    const isSpace = /\s/.test(unit);
    const character = level % 2 === 1 ? (bidi.getMirroredCharacter(unit) ?? unit) : unit;
    const last = runs.at(-1);
    if (last && last.level === level && !isSpace && !space && !cuts.has(index)) last.text += character;
    else runs.push({ text: character, level, start: index });
    space = isSpace;
  }
  // Rule L2, with loops rather than spread arguments: a line may hold a great many pieces.
  let highest = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (const run of runs) {
    highest = Math.max(highest, run.level);
    lowest = Math.min(lowest, run.level);
  }
  const lowestOdd = lowest % 2 === 1 ? lowest : lowest + 1;
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; ) {
      if ((runs[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      reverseRange(runs, start, end);
      start = end + 1;
    }
  }
  return runs;
}

/** A line of a paragraph as pdfmake gets it: reading order, and which side it is set against. */
export interface ParagraphLine {
  text: string;
  rightToLeft: boolean;
}

/**
 * The paragraphs of a text cut into lines no wider than `width` (in the unit `measure`
 * gives), in reading order, each word whole: a word wider than the line has a line of its
 * own. An empty paragraph is an empty line.
 */
export function paragraphLines(
  text: string,
  width: number,
  measure: (text: string) => number,
): ParagraphLine[] {
  const space = measure(' ');
  return text.split(/\r\n|\r|\n/).flatMap((paragraph) => {
    const rightToLeft = readsRightToLeft(paragraph);
    const words = paragraph.split(/\s+/).filter((each) => each !== '');
    return cutLines(words, width, measure, space).map((line) => ({ text: line.join(' '), rightToLeft }));
  });
}

/** Reverses the items from `start` to `end` (both included) in place. */
function reverseRange<T>(items: T[], start: number, end: number): void {
  for (let left = start, right = end; left < right; left += 1, right -= 1) {
    const item = items[left] as T;
    items[left] = items[right] as T;
    items[right] = item;
  }
}

/**
 * Words cut into lines no wider than `width`, in reading order, a space between two words,
 * each word whole: a word wider than the line has a line of its own. No words is one empty
 * line.
 */
export function cutLines<W>(words: W[], width: number, measure: (word: W) => number, space: number): W[][] {
  const lines: W[][] = [];
  let line: W[] = [];
  let used = 0;
  for (const word of words) {
    const wide = measure(word);
    if (line.length > 0 && used + space + wide > width) {
      lines.push(line);
      line = [];
      used = 0;
    }
    used += (line.length > 0 ? space : 0) + wide;
    line.push(word);
  }
  lines.push(line);
  return lines;
}
