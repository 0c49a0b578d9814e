/**
 * What the server does with an uploaded file: check that its bytes are what its name
 * says (magic bytes; a real docx package; a PDF that parses and is not encrypted) and
 * turn it into PDF pages: images as pages (pdf-lib), PDFs kept as they are, docx through
 * LibreOffice or the built-in conversion. A file that cannot be used throws
 * DocumentProblem with a message for the applicant.
 */
import { imageSize } from 'image-size';
import jpeg from 'jpeg-js';
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { PNG } from 'pngjs';
import { readDocx } from './docx';
import { docxToPdfBuiltin } from './docx-pdf';
import { docxToPdfLibreOffice } from './libreoffice';
import { DocumentProblem, documentMessages } from './messages';

/** `%PDF-`, which begins a PDF. */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** The kinds of file accepted (SPEC 5); jpg is jpeg. */
export type FileKind = 'png' | 'jpeg' | 'pdf' | 'docx';

/** The kind a file name claims, or undefined for any other extension. */
export function kindOfName(name: string): FileKind | undefined {
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  return extension === 'png' || extension === 'pdf' || extension === 'docx' ? extension : undefined;
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The kind the bytes are, by their magic numbers (a docx is a ZIP here; the package check follows). */
export function sniff(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx';
  // Readers accept a PDF header anywhere in the first 1024 bytes; so do we.
  if (Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  return undefined;
}

/** How docx files are converted. */
export interface DocxOptions {
  /** The soffice executable; undefined uses the built-in conversion. */
  soffice: string | undefined;
  /** LibreOffice's time limit (default 2 minutes); its whole process group is killed then. */
  sofficeTimeoutMs?: number;
  /** Told when LibreOffice failed and the built-in conversion was used instead. */
  onFallback?: (error: unknown) => void;
  /** The most pages the document may have as a PDF (the catalogue's files.maxPages); no limit without it. */
  maxPages?: number;
}

/** Points per inch over CSS pixels per inch: an image shows at its natural size where it fits. */
const PX_TO_PT = 72 / 96;
const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

/**
 * The most pixels an image may have: a 12-megapixel phone photo and a 600 dpi scan of a
 * letter page (35 megapixels) fit. Decoded, it is 4 bytes a pixel outside the worker's heap
 * limit: a 109 KB PNG of 30,000 × 30,000 pixels took 7 GB.
 */
export const MAX_IMAGE_MEGAPIXELS = 40;

/**
 * The image decoded once, by its header's size first: one with more pixels than the limit
 * is refused before any decoding, and a damaged one is refused here. pdf-lib copies a JPEG's
 * bytes without reading them, so a cut or bogus JPEG became part of the application PDF, and
 * its PNG decoder spun for minutes on a PNG cut in half.
 */
function checkImage(bytes: Uint8Array, kind: 'png' | 'jpeg'): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new DocumentProblem(documentMessages.imageBroken);
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) throw new DocumentProblem(documentMessages.imageBroken);
  if (width * height > MAX_IMAGE_MEGAPIXELS * 1_000_000)
    throw new DocumentProblem(documentMessages.imageTooLarge(width, height, MAX_IMAGE_MEGAPIXELS));
  try {
    if (kind === 'png') PNG.sync.read(Buffer.from(bytes));
    else
      jpeg.decode(bytes, {
        maxResolutionInMP: MAX_IMAGE_MEGAPIXELS,
        maxMemoryUsageInMB: 4 * MAX_IMAGE_MEGAPIXELS + 64,
        useTArray: true,
      });
  } catch {
    throw new DocumentProblem(documentMessages.imageBroken);
  }
}

async function imageToPdf(view: Uint8Array, kind: 'png' | 'jpeg'): Promise<Uint8Array> {
  // pdf-lib's JPEG embedder reads the whole ArrayBuffer under a view, not the view: bytes
  // that come from another process are a Buffer in a shared pool, at an offset ('SOI not
  // found'). A copy (a Buffer's own slice would be a view again).
  const bytes =
    view.byteOffset === 0 && view.byteLength === view.buffer.byteLength ? view : new Uint8Array(view);
  checkImage(bytes, kind);
  const pdf = await PDFDocument.create();
  let image: Awaited<ReturnType<PDFDocument['embedPng']>>;
  try {
    image = kind === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    throw new DocumentProblem(documentMessages.imageBroken);
  }
  if (image.width < 1 || image.height < 1) throw new DocumentProblem(documentMessages.imageBroken);
  const landscape = image.width > image.height;
  const [pageWidth, pageHeight] = landscape ? [LETTER[1], LETTER[0]] : LETTER;
  const scale = Math.min(
    PX_TO_PT,
    (pageWidth - 2 * MARGIN) / image.width,
    (pageHeight - 2 * MARGIN) / image.height,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  const page = pdf.addPage([pageWidth, pageHeight]);
  page.drawImage(image, { x: (pageWidth - width) / 2, y: pageHeight - MARGIN - height, width, height });
  return pdf.save();
}

/** The most nodes of a page tree walked when the catalogue sets no page limit. */
const PAGE_TREE_NODES = 100_000;

/**
 * The page tree's pages counted before pdf-lib lists them, walking each node once: pdf-lib
 * follows every reference of a `Kids` array, so a tree whose nodes name the same child twice
 * (3.6 KB: 60 nodes, 2^60 pages) had it build a list until the process ran out of memory,
 * and a node named twice is no tree. 'broken' for such a tree, 'tooMany' as soon as it holds
 * more than `maxPages` pages or nodes for them.
 */
function pageTreeLeaves(pdf: PDFDocument, maxPages: number): number | 'broken' | 'tooMany' {
  const limit = Number.isFinite(maxPages) ? 2 * maxPages + 16 : PAGE_TREE_NODES;
  const seen = new Set<string>();
  const catalog: unknown = pdf.catalog;
  if (!(catalog instanceof PDFDict)) return 'broken';
  const stack: unknown[] = [catalog.get(PDFName.of('Pages'))];
  let leaves = 0;
  while (stack.length > 0) {
    const ref = stack.pop();
    if (!(ref instanceof PDFRef) || seen.has(ref.toString())) return 'broken';
    seen.add(ref.toString());
    if (seen.size > limit) return 'tooMany';
    const node = pdf.context.lookup(ref);
    if (!(node instanceof PDFDict)) return 'broken';
    const kids = node.get(PDFName.of('Kids'));
    if (kids === undefined) leaves += 1;
    else {
      const list = kids instanceof PDFRef ? pdf.context.lookup(kids) : kids;
      if (!(list instanceof PDFArray)) return 'broken';
      if (list.size() > limit) return 'tooMany';
      for (const kid of list.asArray()) stack.push(kid);
    }
    if (leaves > maxPages) return 'tooMany';
  }
  return leaves;
}

/**
 * Loads a PDF as the checks require: parses, is not encrypted, has pages, and at most
 * `maxPages` (the catalogue's files.maxPages). The application PDF copies every page of
 * every document within its time limit (60 s, docs/documents.md); a PDF of under 1 MB
 * with 19,000 empty pages made it time out on every attempt.
 */
export async function loadCheckedPdf(
  bytes: Uint8Array,
  maxPages = Number.POSITIVE_INFINITY,
): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    // pdf-lib's errors are ES5 classes: instanceof fails on them, their message does not.
    if (error instanceof EncryptedPDFError || /is encrypted/.test(String((error as Error)?.message))) {
      throw new DocumentProblem(documentMessages.pdfEncrypted);
    }
    throw new DocumentProblem(documentMessages.pdfBroken);
  }
  if (pdf.isEncrypted) throw new DocumentProblem(documentMessages.pdfEncrypted);
  const leaves = pageTreeLeaves(pdf, maxPages);
  if (leaves === 'tooMany')
    throw new DocumentProblem(
      Number.isFinite(maxPages) ? documentMessages.tooManyPages(maxPages) : documentMessages.pdfBroken,
    );
  if (leaves === 'broken') throw new DocumentProblem(documentMessages.pdfBroken);
  let pages = 0;
  try {
    // pdf-lib parses leniently; a file without a page tree fails only here.
    pages = pdf.getPages().length;
  } catch {
    pages = 0;
  }
  if (pages === 0) throw new DocumentProblem(documentMessages.pdfBroken);
  if (pages > maxPages) throw new DocumentProblem(documentMessages.tooManyPages(maxPages));
  return pdf;
}

/**
 * Checks an uploaded file against the kind its name claims and converts it to PDF.
 * @throws DocumentProblem when the file cannot be used.
 */
export async function convertToPdf(
  bytes: Uint8Array,
  fileName: string,
  options: DocxOptions,
): Promise<Uint8Array> {
  const claimed = kindOfName(fileName);
  const extension = (fileName.split('.').pop() ?? '').toLowerCase();
  if (!claimed || sniff(bytes) !== claimed) throw new DocumentProblem(documentMessages.mismatch(extension));
  switch (claimed) {
    case 'png':
    case 'jpeg':
      return imageToPdf(bytes, claimed);
    case 'pdf': {
      const pdf = await loadCheckedPdf(bytes, options.maxPages);
      // Kept as it came when it is a PDF from its first byte. A header further in (readers
      // look in the first 1,024 bytes) may follow an executable's or a web page's bytes (a
      // polyglot): such a file is kept as pdf-lib writes it again, a PDF and nothing else.
      return startsWith(bytes, PDF_HEADER) ? bytes : pdf.save();
    }
    case 'docx': {
      // Checked (and read) first: a bomb or a broken package never reaches LibreOffice.
      const blocks = await readDocx(bytes);
      if (options.soffice) {
        try {
          const pdf = await docxToPdfLibreOffice(options.soffice, bytes, options.sofficeTimeoutMs);
          await loadCheckedPdf(pdf, options.maxPages);
          return pdf;
        } catch (error) {
          // A LibreOffice that crashes or hangs on a package that passed the checks
          // should not cost the applicant their document: the text and structure remain.
          options.onFallback?.(error);
        }
      }
      // A short docx can still set thousands of pages (page breaks): the same limit as a PDF's.
      const pdf = await docxToPdfBuiltin(blocks);
      await loadCheckedPdf(pdf, options.maxPages);
      return pdf;
    }
  }
}
