/**
 * The built-in docx conversion: the document's text and structure set again with
 * pdfmake (headings, paragraphs with bold/italic/underline, bullet and numbered lists,
 * tables). Page layout, fonts, colours, images, headers and footers are not kept:
 * docs/documents.md says what LibreOffice keeps instead.
 */
import type { Content, ContentText } from 'pdfmake/interfaces';
import type { Block, Paragraph, Run } from './docx';
import { renderPdf } from './pdfmake';

const HEADING_SIZES = [11, 20, 16, 14, 12.5, 11.5, 11];

function runs(items: Run[]): ContentText['text'] {
  return items.map((run) => ({
    text: run.text,
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italics: true } : {}),
    ...(run.underline ? { decoration: 'underline' as const } : {}),
  }));
}

function paragraphContent(paragraph: Paragraph): Content {
  const { heading } = paragraph;
  if (paragraph.runs.length === 0) return { text: ' ', fontSize: 6 };
  return {
    text: runs(paragraph.runs),
    ...(heading > 0
      ? {
          fontSize: HEADING_SIZES[heading] ?? 11,
          bold: true,
          margin: [0, 8, 0, 4] as [number, number, number, number],
        }
      : { margin: [0, 0, 0, 5] as [number, number, number, number] }),
  };
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
  const body = rows.map((row) => {
    const cells: Content[] = row.map((cell) => ({ stack: cell.map(paragraphContent) }));
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
      content.push(
        listContent(
          items.map((item) => ({
            ...item,
            list: { ordered: item.list?.ordered ?? false, level: (item.list?.level ?? 0) - base },
          })),
          0,
        ),
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
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    content: content.length > 0 ? content : [{ text: ' ' }],
  });
}
