/**
 * Right-to-left answers in the application PDF. pdfmake sets a line's words from left to
 * right in the order it is given them, and fontkit reverses the letters of each word in a
 * right-to-left script (and joins Arabic's). So a line is handed to pdfmake with its words
 * in visual order, by Unicode's bidirectional algorithm (bidi-js), each word's letters left
 * in reading order for fontkit. A paragraph that reads right to left is also cut into
 * lines here, in reading order, so that its first words are on its first line, set flush
 * right.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** Whether the text holds a character of a right-to-left script. */
export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/** Whether a paragraph reads right to left: its first letter with a direction is of such a script. */
export function readsRightToLeft(paragraph: string): boolean {
  return (bidi.getEmbeddingLevels(paragraph).paragraphs[0]?.level ?? 0) % 2 === 1;
}

/**
 * The words of one line in the order they are seen from left to right (UAX #9's rule L2,
 * applied to whole words: each word takes the level of its first character). Runs of spaces
 * become one space.
 */
export function visualWords(line: string, rightToLeft = readsRightToLeft(line)): string[] {
  const words = line.split(/\s+/).filter((word) => word !== '');
  const text = words.join(' ');
  const { levels } = bidi.getEmbeddingLevels(text, rightToLeft ? 'rtl' : 'ltr');
  let offset = 0;
  const placed = words.map((word) => {
    const level = levels[offset] ?? 0;
    offset += word.length + 1;
    return { word, level };
  });
  const highest = Math.max(0, ...placed.map((each) => each.level));
  const lowest = Math.min(...placed.map((each) => each.level));
  const lowestOdd = lowest % 2 === 1 ? lowest : lowest + 1;
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < placed.length; ) {
      if ((placed[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < placed.length && (placed[end + 1]?.level ?? 0) >= level) end += 1;
      placed.splice(start, end - start + 1, ...placed.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return placed.map((each) => each.word);
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
  const lines: ParagraphLine[] = [];
  const space = measure(' ');
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    const rightToLeft = readsRightToLeft(paragraph);
    let line: string[] = [];
    let used = 0;
    for (const word of paragraph.split(/\s+/).filter((each) => each !== '')) {
      const wide = measure(word);
      if (line.length > 0 && used + space + wide > width) {
        lines.push({ text: line.join(' '), rightToLeft });
        line = [];
        used = 0;
      }
      used += (line.length > 0 ? space : 0) + wide;
      line.push(word);
    }
    lines.push({ text: line.join(' '), rightToLeft });
  }
  return lines;
}
