/**
 * The built-in docx conversion of a paragraph that reads right to left: pdfmake cuts lines
 * left to right, so the paragraph is cut into lines here, in reading order, set flush right.
 */
import type { Content, ContentStack, ContentText } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../tests/api/fixtures/pdf';
import type { Block, Run } from './docx';
import { blocksContent, docxToPdfBuiltin } from './docx-pdf';

const paragraph = (runs: Run[], heading = 0): Block => ({ type: 'paragraph', heading, runs });
/** A Hebrew paragraph of some 30 lines' worth, with a Latin word at its start and its end. */
const LONG = `שלום first ${'שלום עולם '.repeat(150)}last שלום`;

describe('the built-in conversion of a right-to-left paragraph', () => {
  it('cuts it into lines in reading order, each flush right, its runs in visual order with their fonts', () => {
    const [content] = blocksContent([paragraph([{ text: LONG }])]) as ContentStack[];
    const lines = (content as ContentStack).stack as ContentText[];
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line.alignment).toBe('right');
    const texts = lines.map((line) => (line.text as { text: string }[]).map((run) => run.text).join(''));
    expect(texts[0]).toContain('first');
    expect(texts.at(-1)).toContain('last');
    // Seen from the left: the line's last word first, its first word (שלום) at the right.
    expect(((lines[0] as ContentText).text as { font: string }[])[0]?.font).toBe('FallbackDejaVu');
    expect(texts[0]?.endsWith('שלום')).toBe(true);
  });

  it('keeps each run’s style, bold and italic words among plain ones, and the breaks in the paragraph', () => {
    const [content] = blocksContent([
      paragraph([
        { text: 'שלום ' },
        { text: 'עולם', bold: true },
        { text: '\nדוד ' },
        { text: 'כהן', italic: true },
      ]),
    ]) as ContentStack[];
    const lines = ((content as ContentStack).stack as ContentText[]).map((line) => line.text);
    expect(lines).toEqual([
      [
        { text: 'עולם', bold: true, font: 'FallbackDejaVu' },
        { text: ' ', font: 'Roboto' },
        { text: 'שלום', font: 'FallbackDejaVu' },
      ],
      [
        { text: 'כהן', italics: true, font: 'FallbackDejaVu' },
        { text: ' ', font: 'Roboto' },
        { text: 'דוד', font: 'FallbackDejaVu' },
      ],
    ]);
  });

  it('breaks a line after a space too, and keeps an underline under the space between two underlined words', () => {
    const lines = (paragraphs: Run[]) =>
      ((blocksContent([paragraph(paragraphs)])[0] as ContentStack).stack as ContentText[]).map((line) =>
        Array.isArray(line.text) ? (line.text as { text: string }[]).map((run) => run.text) : line.text,
      );
    expect(lines([{ text: 'שלום \nדוד' }])).toEqual([['שלום'], ['דוד']]);
    expect(lines([{ text: 'שלום\n \nדוד' }])).toEqual([['שלום'], ' ', ['דוד']]);
    // A no-break space holds its words together.
    expect(lines([{ text: 'שלום\u00a0דוד' }])).toHaveLength(1);
    const [underlined] = blocksContent([
      paragraph([{ text: 'שלום עולם', underline: true }]),
    ]) as ContentStack[];
    expect(((underlined as ContentStack).stack as ContentText[])[0]?.text).toEqual([
      { text: 'עולם', decoration: 'underline', font: 'FallbackDejaVu' },
      { text: ' ', decoration: 'underline', font: 'Roboto' },
      { text: 'שלום', decoration: 'underline', font: 'FallbackDejaVu' },
    ]);
  });

  it('reads a paragraph that opens with a break or a line of figures by its first words', () => {
    for (const text of ['\nשלום עולם', '2024\nשלום עולם']) {
      const [content] = blocksContent([paragraph([{ text }])]) as ContentStack[];
      expect((content as ContentStack).stack, JSON.stringify(text)).toBeDefined();
      for (const line of (content as ContentStack).stack as ContentText[])
        expect(line.alignment).toBe('right');
    }
  });

  it('sets a word of 20,000 one-letter runs of changing style, each run of its own', () => {
    const runs = Array.from({ length: 20_000 }, (_, index) => ({ text: 'ש', bold: index % 2 === 0 }));
    const [content] = blocksContent([paragraph(runs)]) as ContentStack[];
    const [line] = (content as ContentStack).stack as ContentText[];
    expect(line?.text).toHaveLength(20_000);
  });

  it('leaves a left-to-right paragraph to pdfmake', () => {
    expect(blocksContent([paragraph([{ text: 'Ada ' }, { text: 'Lovelace', bold: true }])])).toEqual([
      { text: [{ text: 'Ada ' }, { text: 'Lovelace', bold: true }], margin: [0, 0, 0, 5] },
    ]);
  });

  it('renders its first words on the first line of the page, in a body paragraph and in a table', async () => {
    for (const block of [
      paragraph([{ text: LONG }]),
      { type: 'table', rows: [[[paragraph([{ text: LONG }])], [paragraph([{ text: 'Ada' }])]]] } as Block,
    ]) {
      const [page] = await pdfPagesText(await docxToPdfBuiltin([block]));
      expect(page?.indexOf('first')).toBeGreaterThanOrEqual(0);
      expect(page?.indexOf('first')).toBeLessThan(page?.indexOf('last') ?? -1);
    }
  });

  it('sets a list that reads right to left with its markers on the right, counted by level', async () => {
    const item = (text: string, level: number, ordered: boolean): Block => ({
      type: 'paragraph',
      heading: 0,
      runs: [{ text }],
      list: { level, ordered },
    });
    const [list] = blocksContent([
      item('פריט ראשון', 0, true),
      item(`פריט שני first ${'מאוד '.repeat(60)}last`, 0, true),
      item('תת פריט', 1, false),
      item('תת פריט שני', 1, false),
      item('פריט שלישי', 0, true),
    ]) as ContentStack[];
    const rows = (list as ContentStack).stack as { columns: Content[]; margin: number[] }[];
    const runsOf = (content: Content) =>
      ((content as ContentText).text as { text: string }[]).map((run) => run.text);
    // Each row: the item's lines, then its marker at the right edge, as the paragraph reads ('1.' seen as '.1').
    expect(rows.map((row) => runsOf(row.columns[1] as Content).join(''))).toEqual([
      '.1',
      '.2',
      '\u25e6',
      '\u25e6',
      '.3',
    ]);
    expect(rows.map((row) => row.margin[2])).toEqual([0, 0, 18, 18, 0]);
    const longLines = (rows[1]?.columns[0] as ContentStack | undefined)?.stack as ContentText[];
    const long = longLines.map((line) => runsOf(line).join(''));
    expect(long.length).toBeGreaterThan(1);
    for (const line of longLines) expect(line.alignment).toBe('right');
    expect(long[0]).toContain('first');
    expect(long.at(-1)).toContain('last');
    // Bullets among numbers are not counted; a list whose first item is empty reads as its first words.
    const [mixed] = blocksContent([
      item('', 0, true),
      item('פריט', 0, true),
      item('תת', 1, true),
      item('תת', 1, false),
      item('תת', 1, true),
      item('פריט', 0, true),
      item('תת', 1, true),
    ]) as ContentStack[];
    const markers = ((mixed as ContentStack).stack as { columns: Content[] }[]).map((row) =>
      runsOf(row.columns[1] as Content).join(''),
    );
    expect(markers).toEqual(['.1', '.2', '.1', '\u25e6', '.2', '.3', '.1']);
    // A list that reads left to right stays pdfmake's.
    const [english] = blocksContent([item('first', 0, true), item('second', 1, false)]);
    expect(english).toHaveProperty('ol');
    const [page] = await pdfPagesText(
      await docxToPdfBuiltin([item('פריט ראשון', 0, true), item('תת פריט', 1, false)]),
    );
    expect(page).toContain('\u25e6');
  });
});
