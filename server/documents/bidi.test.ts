/**
 * Right-to-left text for pdfmake, which sets a line's words left to right: the words of a
 * line in visual order (Unicode's bidirectional algorithm on whole words), and paragraphs
 * cut into lines in reading order.
 */
import { describe, expect, it } from 'vitest';
import { hasRightToLeft, paragraphLines, readsRightToLeft, visualWords } from './bidi';

describe('visualWords', () => {
  it('leaves a left-to-right line as it is, spaces made one', () => {
    expect(visualWords('Ada  King Lovelace')).toEqual(['Ada', 'King', 'Lovelace']);
    expect(hasRightToLeft('Ada Lovelace, Юлия, 王小明')).toBe(false);
  });

  it('sets the words of an Arabic or Hebrew line from the last to the first', () => {
    expect(visualWords('محمد علي')).toEqual(['علي', 'محمد']);
    expect(visualWords('דוד בן גוריון')).toEqual(['גוריון', 'בן', 'דוד']);
    expect(readsRightToLeft('محمد علي')).toBe(true);
  });

  it('keeps numbers and Latin words inside a right-to-left line in their own order', () => {
    expect(visualWords('شارع 12 بغداد')).toEqual(['بغداد', '12', 'شارع']);
    expect(visualWords('جامعة MIT Press 2026')).toEqual(['MIT', 'Press', '2026', 'جامعة']);
  });

  it('turns only the right-to-left words round in a left-to-right line', () => {
    expect(visualWords('Ali محمد علي Smith')).toEqual(['Ali', 'علي', 'محمد', 'Smith']);
    expect(readsRightToLeft('Ali محمد علي Smith')).toBe(false);
  });

  it('reads a line by its first letter with a direction, not by a leading number', () => {
    expect(readsRightToLeft('12 شارع')).toBe(true);
    expect(visualWords('12 شارع')).toEqual(['شارع', '12']);
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
