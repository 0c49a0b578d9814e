/**
 * The built-in docx conversion: the document's text and structure set again with
 * pdfmake (headings, paragraphs with bold/italic/underline, bullet and numbered lists,
 * tables). Page layout, fonts, colours, images, headers and footers are not kept:
 * docs/documents.md says what LibreOffice keeps instead.
 *
 * pdfmake cuts a paragraph into lines from left to right, so a paragraph that reads right
 * to left (Arabic, Hebrew) is cut into lines here, in reading order, each line's runs in
 * visual order (./bidi.ts), set flush right.
 */
import type { Content, ContentStack, ContentText } from 'pdfmake/interfaces';
import { cutLines, hasRightToLeft, readsRightToLeft } from './bidi';
import type { Block, Paragraph, Run } from './docx';
import type { StyledPart } from './fallback-fonts';
import { renderPdf, textWidth, visualLine } from './pdfmake';

const HEADING_SIZES = [11, 20, 16, 14, 12.5, 11.5, 11];
const BODY_SIZE = 10.5;
/** The text's width: a US Letter page less its margins. */
const BODY_WIDTH = 612 - 54 - 54;
/** Kept free at the end of a line that is cut here: italics are measured as upright. */
const LINE_SLACK = 4;
/** The padding between two columns of a table (pdfmake's lightHorizontalLines: 8 pt each side). */
const CELL_GAP = 16;

/** A run's style as pdfmake reads it. */
interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline';
}

function styleOf(run: Run): RunStyle {
  return {
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italics: true } : {}),
    ...(run.underline ? { decoration: 'underline' as const } : {}),
  };
}

function runs(items: Run[]): ContentText['text'] {
  return items.map((run) => ({ text: run.text, ...styleOf(run) }));
}

/** A word: the styled parts between two spaces (a word may change style within it), and the style of the space before it. */
interface Word {
  parts: StyledPart<RunStyle>[];
  space: RunStyle;
}

/** A line break of the paragraph, or a run of the spaces a line may break at (not a no-break space). */
const BREAK_OR_SPACES = /(\r\n|\r|\n|[^\S\r\n\u00a0\u202f]+)/;

/** The paragraph's lines as its breaks make them, each line's words. */
function brokenLines(items: Run[]): Word[][] {
  const lines: Word[][] = [[]];
  let word: Word = { parts: [], space: {} };
  let space: RunStyle = {};
  const endWord = () => {
    if (word.parts.length > 0) lines.at(-1)?.push(word);
    word = { parts: [], space };
  };
  for (const run of items) {
    const style = styleOf(run);
    for (const token of run.text.split(BREAK_OR_SPACES)) {
      if (token === '') continue;
      if (/^(\r\n|\r|\n)$/.test(token)) {
        endWord();
        lines.push([]);
      } else if (/^\s+$/.test(token) && !/[\u00a0\u202f]/.test(token)) {
        space = style;
        endWord();
      } else word.parts.push({ text: token, style });
    }
  }
  endWord();
  return lines;
}

/** A paragraph that reads right to left as a stack of lines, cut here, each set flush right. */
function rightToLeftLines(items: Run[], width: number, size: number, bold: boolean): ContentStack {
  const measure = (word: Word) =>
    word.parts.reduce((sum, part) => sum + textWidth(part.text, size, bold || part.style.bold === true), 0);
  const lines = brokenLines(items).flatMap((words) =>
    cutLines(words, width - LINE_SLACK, measure, textWidth(' ', size, bold)),
  );
  return {
    stack: lines.map((line) => ({
      text:
        line.length === 0
          ? ' '
          : visualLine(
              // Each space keeps its run's style: an underline runs on under it.
              line.flatMap((word, index) =>
                index > 0 ? [{ text: ' ', style: word.space }, ...word.parts] : word.parts,
              ),
              true,
            ),
      alignment: 'right' as const,
    })),
  };
}

/** Whether a paragraph's text reads right to left. */
function readsRightToLeftText(items: Run[]): boolean {
  const text = items.map((run) => run.text).join('');
  return hasRightToLeft(text) && readsRightToLeft(text);
}

function paragraphContent(paragraph: Paragraph, width = BODY_WIDTH): Content {
  const { heading } = paragraph;
  if (paragraph.runs.length === 0) return { text: ' ', fontSize: 6 };
  const size = heading > 0 ? (HEADING_SIZES[heading] ?? 11) : BODY_SIZE;
  const body: ContentStack | ContentText = readsRightToLeftText(paragraph.runs)
    ? rightToLeftLines(paragraph.runs, width, size, heading > 0)
    : { text: runs(paragraph.runs) };
  return {
    ...body,
    ...(heading > 0
      ? {
          fontSize: size,
          bold: true,
          margin: [0, 8, 0, 4] as [number, number, number, number],
        }
      : { margin: [0, 0, 0, 5] as [number, number, number, number] }),
  };
}

/** How far a nested list item stands from its list's edge, and the room kept after a marker. */
const LIST_INDENT = 18;
const MARKER_GAP = 8;
/** The bullets of a list that reads right to left, by level, as pdfmake's disc, circle and square. */
const BULLETS = ['\u2022', '\u25e6', '\u25aa'];

/**
 * A list whose first item with text reads right to left, as Word shows one: each item's
 * marker on its right, its lines cut here and set flush right beside the marker, a nested
 * item further from the right edge. Only numbered items count, by level (an item at a
 * shallower level starts the deeper counts again); a number reads as the paragraph does
 * ('1.' set right to left), and the markers' column is as wide as the widest.
 */
function rightToLeftList(items: Paragraph[]): Content {
  const counts: number[] = [];
  const markers = items.map((item) => {
    const level = item.list?.level ?? 0;
    counts.length = level + 1;
    if (!item.list?.ordered) return BULLETS[level % BULLETS.length] as string;
    counts[level] = (counts[level] ?? 0) + 1;
    return `${counts[level]}.`;
  });
  const markerWidth = Math.max(...markers.map((marker) => textWidth(marker, BODY_SIZE, false))) + MARKER_GAP;
  const rows = items.map((item, index): Content => {
    const indent = (item.list?.level ?? 0) * LIST_INDENT;
    const lines =
      item.runs.length > 0
        ? rightToLeftLines(item.runs, BODY_WIDTH - indent - markerWidth, BODY_SIZE, false)
        : { stack: [{ text: ' ' }] };
    return {
      columns: [
        { width: '*', ...lines },
        // Set as the paragraph reads, in a font that has the sign.
        {
          width: markerWidth,
          text: visualLine([{ text: markers[index] as string, style: {} }], true),
          alignment: 'right',
        },
      ],
      columnGap: 0,
      margin: [0, 0, indent, 2],
    };
  });
  return { stack: rows, margin: [0, 0, 0, 5] };
}

/** Consecutive list paragraphs as nested ul/ol, by level. */
function listContent(items: Paragraph[], level: number): Content {
  const entries: Content[] = [];
  let index = 0;
  while (index < items.length) {
    const item = items[index] as Paragraph;
    if ((item.list?.level ?? 0) > level) {
      const nested: Paragraph[] = [];
      while (index < items.length && ((items[index] as Paragraph).list?.level ?? 0) > level) {
        nested.push(items[index] as Paragraph);
        index += 1;
      }
      entries.push(listContent(nested, level + 1));
      continue;
    }
    entries.push({ text: runs(item.runs), margin: [0, 0, 0, 2] });
    index += 1;
  }
  const ordered = items.find((item) => (item.list?.level ?? 0) === level)?.list?.ordered ?? false;
  return ordered ? { ol: entries, margin: [0, 0, 0, 5] } : { ul: entries, margin: [0, 0, 0, 5] };
}

function tableContent(rows: Paragraph[][][]): Content {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const cellWidth = (BODY_WIDTH - CELL_GAP * (columns - 1)) / columns;
  const body = rows.map((row) => {
    const cells: Content[] = row.map((cell) => ({
      stack: cell.map((paragraph) => paragraphContent(paragraph, cellWidth)),
    }));
    while (cells.length < columns) cells.push({ text: '' });
    return cells;
  });
  if (body.length === 0) return { text: '' };
  return {
    table: { widths: Array(columns).fill('*'), body },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 8],
  };
}

/** The pdfmake content of the blocks, lists grouped. */
export function blocksContent(blocks: Block[]): Content[] {
  const content: Content[] = [];
  let index = 0;
  while (index < blocks.length) {
    const block = blocks[index] as Block;
    if (block.type === 'table') {
      content.push(tableContent(block.rows));
      index += 1;
    } else if (block.list) {
      const first = block.list;
      const items: Paragraph[] = [];
      while (index < blocks.length) {
        const next = blocks[index] as Block;
        if (next.type !== 'paragraph' || !next.list) break;
        // A bullet list right after a numbered one (or the reverse) is a list of its own.
        if (items.length > 0 && next.list.level <= first.level && next.list.ordered !== first.ordered) break;
        items.push(next);
        index += 1;
      }
      const base = Math.min(...items.map((item) => item.list?.level ?? 0));
      const levelled = items.map((item) => ({
        ...item,
        list: { ordered: item.list?.ordered ?? false, level: (item.list?.level ?? 0) - base },
      }));
      content.push(
        readsRightToLeftText(
          items.find((item) => item.runs.some((run) => run.text.trim() !== ''))?.runs ?? [],
        )
          ? rightToLeftList(levelled)
          : listContent(levelled, 0),
      );
    } else {
      content.push(paragraphContent(block));
      index += 1;
    }
  }
  return content;
}

/** Converts a docx's blocks (./docx.ts) to PDF with the built-in conversion. */
export async function docxToPdfBuiltin(blocks: Block[]): Promise<Buffer> {
  const content = blocksContent(blocks);
  return renderPdf({
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 54],
    defaultStyle: { font: 'Roboto', fontSize: BODY_SIZE, lineHeight: 1.2 },
    content: content.length > 0 ? content : [{ text: ' ' }],
  });
}
