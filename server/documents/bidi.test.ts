/**
 * Right-to-left text for pdfmake, which sets a line's words left to right: the words of a
 * line in visual order (Unicode's bidirectional algorithm on whole words), and paragraphs
 * cut into lines in reading order.
 */
import { describe, expect, it } from 'vitest';
import { hasRightToLeft, levelRuns, paragraphLines, readsRightToLeft } from './bidi';

/** The pieces' texts, left to right. */
const visual = (line: string) => levelRuns(line).map((run) => run.text);

describe('levelRuns', () => {
  it('leaves a left-to-right line as it is, each space a piece of its own', () => {
    expect(levelRuns('Ada  King')).toEqual([
      { text: 'Ada', level: 0, start: 0 },
      { text: ' ', level: 0, start: 3 },
      { text: ' ', level: 0, start: 4 },
      { text: 'King', level: 0, start: 5 },
    ]);
    expect(hasRightToLeft('Ada Lovelace, Юлия, 王小明')).toBe(false);
  });

  it('sets the words of an Arabic or Hebrew line from the last to the first', () => {
    expect(visual('محمد علي')).toEqual(['علي', ' ', 'محمد']);
    expect(visual('דוד בן גוריון')).toEqual(['גוריון', ' ', 'בן', ' ', 'דוד']);
    expect(readsRightToLeft('محمد علي')).toBe(true);
    // Read across line breaks: a paragraph that opens with a break or a line of figures.
    expect(readsRightToLeft('\nשלום')).toBe(true);
    expect(readsRightToLeft('2024\nשלום עולם')).toBe(true);
    expect(readsRightToLeft('2024\nAda')).toBe(false);
  });

  it('keeps numbers and Latin words inside a right-to-left line in their own order', () => {
    expect(visual('شارع 12 بغداد')).toEqual(['بغداد', ' ', '12', ' ', 'شارع']);
    expect(visual('جامعة MIT Press 2026')).toEqual(['MIT', ' ', 'Press', ' ', '2026', ' ', 'جامعة']);
    expect(levelRuns('شارع 12').map((run) => run.level)).toEqual([2, 1, 1]);
  });

  it('turns only the right-to-left words round in a left-to-right line', () => {
    expect(visual('Ali محمد علي Smith')).toEqual(['Ali', ' ', 'علي', ' ', 'محمد', ' ', 'Smith']);
    expect(readsRightToLeft('Ali محمد علي Smith')).toBe(false);
  });

  it('reads a line by its first letter with a direction, not by a leading number', () => {
    expect(readsRightToLeft('12 شارع')).toBe(true);
    expect(visual('12 شارع')).toEqual(['شارع', ' ', '12']);
  });

  it('cuts a word where its level changes, so that punctuation goes to the end it is read at', () => {
    // The comma after שלום is read after it: on its left.
    expect(visual('שלום, עולם')).toEqual(['עולם', ' ', 'שלום,']);
    expect(visual('Tel Aviv (תל אביב)')).toEqual(['Tel', ' ', 'Aviv', ' ', '(', 'אביב', ' ', 'תל', ')']);
  });

  it('mirrors brackets and angle quotes at a right-to-left level, and only there', () => {
    // Without the mirrors, the line would be seen as ') שלום ('.
    expect(visual('( שלום )')).toEqual(['(', ' ', 'שלום', ' ', ')']);
    // Each piece in reading order, mirrored: fontkit turns it round as it sets it.
    expect(visual('«محمد» [علي]')).toEqual([']علي[', ' ', '»محمد«']);
    expect(visual('(Ada) [King]')).toEqual(['(Ada)', ' ', '[King]']);
  });

  it('reads an emoji as the neutral sign it is, not as a left-to-right letter', () => {
    expect(readsRightToLeft('😀 שלום')).toBe(true);
    // Between Hebrew words, the emoji and its spaces stay at the line's level.
    expect(levelRuns('שלום 😀 עולם').map((run) => run.level)).toEqual([1, 1, 1, 1, 1]);
    expect(visual('שלום 😀 עולם')).toEqual(['עולם', ' ', '😀', ' ', 'שלום']);
  });

  it('reorders a line of many thousand pieces without running out of stack', () => {
    const runs = levelRuns('א1 '.repeat(60_000));
    expect(runs).toHaveLength(180_000);
    expect(runs[0]?.text).toBe(' ');
  });

  it('cuts where the caller says (a change of style), each piece saying where it starts', () => {
    // 'שלום' then a bold 'עולם' with no space between: two pieces, the bold one seen first.
    expect(levelRuns('שלוםעולם', true, new Set([4]))).toEqual([
      { text: 'עולם', level: 1, start: 4 },
      { text: 'שלום', level: 1, start: 0 },
    ]);
  });
});

describe('paragraphLines', () => {
  // Each character one unit wide.
  const measure = (text: string) => text.length;

  it('fills lines in reading order, each word whole, and says which way each paragraph reads', () => {
    expect(paragraphLines('أ ب ج د ه و', 5, measure)).toEqual([
      { text: 'أ ب ج', rightToLeft: true },
      { text: 'د ه و', rightToLeft: true },
    ]);
    expect(paragraphLines('one two three', 7, measure)).toEqual([
      { text: 'one two', rightToLeft: false },
      { text: 'three', rightToLeft: false },
    ]);
  });

  it('gives a word wider than the line a line of its own, and keeps empty paragraphs', () => {
    expect(paragraphLines('ab abcdefgh\n\nשלום', 4, measure)).toEqual([
      { text: 'ab', rightToLeft: false },
      { text: 'abcdefgh', rightToLeft: false },
      { text: '', rightToLeft: false },
      { text: 'שלום', rightToLeft: true },
    ]);
  });
});
