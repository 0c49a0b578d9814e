/**
 * Reading a docx package: the checks that it is a real WordprocessingML document (a ZIP
 * with [Content_Types].xml, a package relationship to the main part, that part declared
 * with the Word content type and well-formed), and the text and structure of its body
 * (paragraphs with bold, italic and underline, headings, lists, tables) for the built-in
 * conversion (./docx-pdf.ts).
 */
import { unzipSync } from 'fflate';
import { DocumentProblem, documentMessages } from './messages';
import { child, elements, parseXml, type XmlElement } from './xml';

const MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
/** The most the parts read may unpack to: far above any 1 MB document, far below a zip bomb. */
const MAX_UNPACKED = 64 * 1024 * 1024;

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

const broken = () => new DocumentProblem(documentMessages.docxBroken);

/** Unpacks the named parts (missing ones are left out), refusing oversized ones. */
function unpack(bytes: Uint8Array, names: Set<string>): Record<string, string> {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!names.has(file.name)) return false;
        total += file.originalSize;
        if (total > MAX_UNPACKED) throw broken();
        return true;
      },
    });
  } catch (error) {
    if (error instanceof DocumentProblem) throw error;
    throw broken();
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text: Record<string, string> = {};
  for (const [name, data] of Object.entries(files)) {
    try {
      text[name] = decoder.decode(data);
    } catch {
      throw broken();
    }
  }
  return text;
}

function parse(xml: string | undefined): XmlElement {
  if (xml === undefined) throw broken();
  try {
    return parseXml(xml);
  } catch {
    throw broken();
  }
}

/** The parsed parts a conversion needs. */
export interface DocxPackage {
  document: XmlElement;
  styles: XmlElement | undefined;
  numbering: XmlElement | undefined;
}

/** Opens and checks a docx package; throws DocumentProblem (docxBroken) when it is none. */
export function openDocx(bytes: Uint8Array): DocxPackage {
  const head = unpack(bytes, new Set(['[Content_Types].xml', '_rels/.rels']));
  const types = parse(head['[Content_Types].xml']);
  const rels = parse(head['_rels/.rels']);
  const main = elements(rels, 'Relationship').find((rel) => rel.attributes.Type === OFFICE_DOCUMENT);
  const target = main?.attributes.Target?.replace(/^\//, '');
  if (!target) throw broken();
  const declared = elements(types, 'Override').some(
    (entry) => entry.attributes.PartName === `/${target}` && entry.attributes.ContentType === MAIN_TYPE,
  );
  if (!declared) throw broken();
  const folder = target.includes('/') ? target.slice(0, target.lastIndexOf('/') + 1) : '';
  const parts = unpack(bytes, new Set([target, `${folder}styles.xml`, `${folder}numbering.xml`]));
  const document = parse(parts[target]);
  if (!child(document, 'w:body')) throw broken();
  const optional = (name: string) => (parts[name] === undefined ? undefined : parse(parts[name]));
  return { document, styles: optional(`${folder}styles.xml`), numbering: optional(`${folder}numbering.xml`) };
}

const val = (node: XmlElement | undefined) => node?.attributes['w:val'];
/** A toggle property (w:b, w:i): present and not switched off. */
const on = (node: XmlElement | undefined) =>
  node !== undefined && !['0', 'false', 'none'].includes(val(node) ?? '');

/** Style id → lower-case style name ("heading 1", "title", "list bullet"). */
function styleNames(styles: XmlElement | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const style of styles ? elements(styles, 'w:style') : []) {
    const id = style.attributes['w:styleId'];
    const name = val(child(style, 'w:name'));
    if (id && name) names.set(id, name.toLowerCase());
  }
  return names;
}

/** numId → level → whether the list is numbered (anything but bullets). */
function numberFormats(numbering: XmlElement | undefined): (numId: string, level: number) => boolean {
  const abstract = new Map<string, Map<number, string>>();
  const concrete = new Map<string, string>();
  for (const node of numbering ? elements(numbering) : []) {
    if (node.name === 'w:abstractNum') {
      const levels = new Map<number, string>();
      for (const level of elements(node, 'w:lvl')) {
        levels.set(Number(level.attributes['w:ilvl'] ?? 0), val(child(level, 'w:numFmt')) ?? 'decimal');
      }
      abstract.set(node.attributes['w:abstractNumId'] ?? '', levels);
    } else if (node.name === 'w:num') {
      concrete.set(node.attributes['w:numId'] ?? '', val(child(node, 'w:abstractNumId')) ?? '');
    }
  }
  return (numId, level) => {
    const format = abstract.get(concrete.get(numId) ?? '')?.get(level);
    return format !== undefined && format !== 'bullet' && format !== 'none';
  };
}

/** Collects the runs of a paragraph's content, following the containers runs sit in. */
function collectRuns(node: XmlElement, runs: Run[]): void {
  for (const item of elements(node)) {
    if (item.name === 'w:r') {
      const props = child(item, 'w:rPr');
      const style = {
        bold: on(child(props, 'w:b')),
        italic: on(child(props, 'w:i')),
        underline: on(child(props, 'w:u')),
      };
      for (const part of elements(item)) {
        const text =
          part.name === 'w:t'
            ? part.children.filter((c): c is string => typeof c === 'string').join('')
            : part.name === 'w:tab'
              ? '    '
              : part.name === 'w:br' || part.name === 'w:cr'
                ? '\n'
                : part.name === 'w:noBreakHyphen'
                  ? '-'
                  : part.name === 'w:drawing' || part.name === 'w:pict'
                    ? '[image]'
                    : '';
        if (text) runs.push({ text, ...style });
      }
    } else if (
      ['w:hyperlink', 'w:ins', 'w:smartTag', 'w:fldSimple', 'w:sdt', 'w:sdtContent', 'w:customXml'].includes(
        item.name,
      )
    ) {
      collectRuns(item, runs);
    }
  }
}

interface Context {
  styles: Map<string, string>;
  ordered: (numId: string, level: number) => boolean;
}

function paragraph(node: XmlElement, context: Context): Paragraph {
  const props = child(node, 'w:pPr');
  const style = context.styles.get(val(child(props, 'w:pStyle')) ?? '') ?? '';
  const headingMatch = /^heading ([1-6])$/.exec(style);
  const outline = val(child(props, 'w:outlineLvl'));
  const heading =
    style === 'title'
      ? 1
      : headingMatch
        ? Number(headingMatch[1])
        : outline !== undefined
          ? Number(outline) + 1
          : 0;
  const numbering = child(props, 'w:numPr');
  const numId = val(child(numbering, 'w:numId'));
  const level = Number(val(child(numbering, 'w:ilvl')) ?? 0);
  const runs: Run[] = [];
  collectRuns(node, runs);
  const result: Paragraph = { type: 'paragraph', heading: Math.min(heading, 6), runs };
  if (numId !== undefined && numId !== '0') result.list = { ordered: context.ordered(numId, level), level };
  else if (style.startsWith('list bullet') || style.startsWith('list number')) {
    result.list = { ordered: style.startsWith('list number'), level: 0 };
  }
  return result;
}

/** The blocks of a container (body, cell, content control). */
function blocks(node: XmlElement, context: Context): Block[] {
  const out: Block[] = [];
  for (const item of elements(node)) {
    if (item.name === 'w:p') out.push(paragraph(item, context));
    else if (item.name === 'w:tbl') {
      const rows = elements(item, 'w:tr').map((row) =>
        elements(row, 'w:tc').map((cell) =>
          // A table inside a cell is flattened to its paragraphs.
          blocks(cell, context).flatMap((block) =>
            block.type === 'paragraph' ? [block] : block.rows.flat(2),
          ),
        ),
      );
      out.push({ type: 'table', rows });
    } else if (item.name === 'w:sdt' || item.name === 'w:sdtContent' || item.name === 'w:customXml') {
      out.push(...blocks(item, context));
    }
  }
  return out;
}

/** The body's blocks in order. */
export function docxBlocks(docx: DocxPackage): Block[] {
  const context: Context = { styles: styleNames(docx.styles), ordered: numberFormats(docx.numbering) };
  return blocks(child(docx.document, 'w:body') as XmlElement, context);
}
