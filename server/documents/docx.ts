/**
 * Reading a docx package for the built-in conversion (./docx-pdf.ts): first the ZIP
 * limits (./zip-limits.ts), then mammoth (a maintained docx reader) opens the package,
 * follows its relationship to the main part and parses its XML, and its document model
 * gives the text and structure: paragraphs with bold, italic and underline, headings,
 * lists, tables. Anything mammoth cannot open is not a docx the applicant can use.
 */
import mammoth from 'mammoth';
import { DocumentProblem, documentMessages } from './messages';
import { checkZip, ZipRefused } from './zip-limits';

/** A run of text with its emphasis. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}
/** A paragraph: a heading level (0 = body text), list membership, and its runs. */
export interface Paragraph {
  type: 'paragraph';
  heading: number;
  list?: { ordered: boolean; level: number };
  runs: Run[];
}
/** A table: rows of cells, each cell its paragraphs. */
export interface Table {
  type: 'table';
  rows: Paragraph[][][];
}
/** A block of the body. */
export type Block = Paragraph | Table;

/** The part of mammoth's document model read here. */
interface ModelNode {
  type: string;
  children?: ModelNode[];
  value?: string;
  styleName?: string | null;
  numbering?: { isOrdered: boolean; level: string | number } | null;
  isBold?: boolean;
  isItalic?: boolean;
  isUnderline?: boolean;
  breakType?: string;
}

const broken = () => new DocumentProblem(documentMessages.docxBroken);

/** The text of a run's children: text, tabs, breaks, hyphens, images as a marker. */
function runText(node: ModelNode): string {
  switch (node.type) {
    case 'text':
      return node.value ?? '';
    case 'tab':
      return '    ';
    case 'break':
      return '\n';
    case 'noBreakHyphen':
      return '-';
    case 'image':
      return '[image]';
    default:
      return (node.children ?? []).map(runText).join('');
  }
}

/** Collects the runs of a paragraph, through the containers runs sit in (links, fields). */
function collectRuns(node: ModelNode, runs: Run[]): void {
  for (const item of node.children ?? []) {
    if (item.type === 'run') {
      const text = (item.children ?? []).map(runText).join('');
      if (!text) continue;
      runs.push({
        text,
        ...(item.isBold ? { bold: true } : {}),
        ...(item.isItalic ? { italic: true } : {}),
        ...(item.isUnderline ? { underline: true } : {}),
      });
    } else if (item.type === 'image') {
      runs.push({ text: '[image]' });
    } else if (item.children) {
      collectRuns(item, runs);
    }
  }
}

function paragraph(node: ModelNode): Paragraph {
  const style = (node.styleName ?? '').toLowerCase();
  const heading = style === 'title' ? 1 : Number(/^heading ([1-6])$/.exec(style)?.[1] ?? 0);
  const runs: Run[] = [];
  collectRuns(node, runs);
  const result: Paragraph = { type: 'paragraph', heading, runs };
  if (node.numbering) {
    result.list = { ordered: node.numbering.isOrdered, level: Number(node.numbering.level) || 0 };
  } else if (style.startsWith('list bullet') || style.startsWith('list number')) {
    result.list = { ordered: style.startsWith('list number'), level: 0 };
  }
  return result;
}

/** The blocks of a container (the body, a cell). */
function blocks(nodes: ModelNode[]): Block[] {
  const out: Block[] = [];
  for (const node of nodes) {
    if (node.type === 'paragraph') out.push(paragraph(node));
    else if (node.type === 'table') {
      const rows = (node.children ?? [])
        .filter((row) => row.type === 'tableRow')
        .map((row) =>
          (row.children ?? [])
            .filter((cell) => cell.type === 'tableCell')
            // A table inside a cell is flattened to its paragraphs.
            .map((cell) =>
              blocks(cell.children ?? []).flatMap((block) =>
                block.type === 'paragraph' ? [block] : block.rows.flat(2),
              ),
            ),
        );
      out.push({ type: 'table', rows });
    } else if (node.children) {
      out.push(...blocks(node.children));
    }
  }
  return out;
}

/**
 * Checks a docx package and reads its body's blocks in order.
 * @throws DocumentProblem: conversionFailed for a package past the ZIP limits (a bomb),
 *   docxBroken for anything mammoth cannot open.
 */
export async function readDocx(bytes: Uint8Array): Promise<Block[]> {
  try {
    checkZip(bytes);
  } catch (error) {
    // A bomb (or a package past the limits) gets the generic conversion message.
    if (error instanceof ZipRefused) {
      throw error.reason === 'limit' ? new DocumentProblem(documentMessages.conversionFailed) : broken();
    }
    throw error;
  }
  let document: ModelNode | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        transformDocument: (model: unknown) => {
          document = model as ModelNode;
          return model;
        },
      },
    );
  } catch {
    throw broken();
  }
  if (document?.type !== 'document') throw broken();
  return blocks(document.children ?? []);
}
