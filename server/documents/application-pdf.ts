/**
 * The application PDF: every visible answer page by page and section by section, as
 * the engine presents them for the print view, under the partner's name and the
 * application title (pdfmake), followed by the pages of each converted document (pdf-lib).
 */
import { PDFDocument } from 'pdf-lib';
import type { Content } from 'pdfmake/interfaces';
import type { PresentedItem, PresentedPage } from '../../engine/index';
import { hasRightToLeft, paragraphLines } from './bidi';
import { renderPdf, textWidth } from './pdfmake';

/** A converted document to attach: the question's label, the file's name and its PDF. */
export interface AttachedDocument {
  label: string;
  fileName: string;
  pdf: Uint8Array;
}

/** The partner's logo, shown in place of its name at the top of the first page. */
export interface PdfLogo {
  contentType: 'image/png' | 'image/svg+xml';
  bytes: Uint8Array;
}

/** What the application PDF shows. */
export interface ApplicationPdfInput {
  partnerName: string;
  /** Without one, the first page shows the partner's name in large type. */
  logo?: PdfLogo;
  applicationTitle: string;
  applicant: string;
  pages: PresentedPage[];
  documents: AttachedDocument[];
  /**
   * The time the PDF stands for: the submission, or the render request before it. Never
   * the wall clock at rendering, so every process renders the same bytes.
   */
  generatedAt: Date;
  /** Whether `generatedAt` is the submission. */
  submitted: boolean;
}

const NOT_ANSWERED = '—';

/** The answers' font size (defaultStyle) and column: the page less its margins, the labels' 190 pt and the cells' padding. */
const ANSWER_SIZE = 9.5;
const ANSWER_WIDTH = 612 - 54 - 54 - 190 - 8 - 8;

/**
 * An answer as pdfmake sets it. One with a right-to-left word is cut into its lines here, in
 * reading order (pdfmake would fill its lines with the words in the order they are drawn, the
 * last first), and a line that reads right to left is set flush right (./bidi.ts).
 */
function answerContent(display: string): Content {
  if (!hasRightToLeft(display)) return { text: display };
  return {
    stack: paragraphLines(display, ANSWER_WIDTH, (text) => textWidth(text, ANSWER_SIZE)).map(
      (line): Content => ({
        text: line.text === '' ? ' ' : line.text,
        alignment: line.rightToLeft ? 'right' : 'left',
      }),
    ),
  };
}

function itemRow(item: PresentedItem): Content[] {
  const display = item.pair ? item.pair.filter(Boolean).join(' ') : item.display;
  return [
    { text: item.label, style: 'label' },
    display === '' ? { text: NOT_ANSWERED, color: '#777777' } : answerContent(display),
  ];
}

function pageContent(page: PresentedPage): Content[] {
  return [
    { text: page.title, style: 'page', tocItem: false },
    ...page.sections.map(
      (section): Content => ({
        stack: [
          { text: section.title, style: 'section' },
          {
            table: { widths: [190, '*'], body: section.items.map(itemRow), dontBreakRows: true },
            layout: 'lightHorizontalLines',
          },
        ],
        margin: [0, 0, 0, 10],
      }),
    ),
  ];
}

/** The logo fitted into the top of the first page: pdfmake draws SVG as vectors, PNG as it is. */
function logoContent(logo: PdfLogo): Content {
  const placement = {
    fit: [220, 64] as [number, number],
    margin: [0, 0, 0, 6] as [number, number, number, number],
  };
  if (logo.contentType === 'image/svg+xml') {
    return { svg: Buffer.from(logo.bytes).toString('utf8'), ...placement };
  }
  return { image: `data:image/png;base64,${Buffer.from(logo.bytes).toString('base64')}`, ...placement };
}

/** Renders the application PDF. */
export async function renderApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const documentsList: Content[] =
    input.documents.length === 0
      ? []
      : [
          { text: 'Attached documents', style: 'page' },
          { ul: input.documents.map((doc) => `${doc.label}: ${doc.fileName}`) },
          { text: 'Each document follows on its own pages.', margin: [0, 6, 0, 0], color: '#555555' },
        ];
  const answers = await renderPdf({
    pageSize: 'LETTER',
    pageMargins: [54, 72, 54, 54],
    // The dates are the input's too: pdfkit would stamp the wall clock (and derive the file id from it).
    info: {
      title: `${input.partnerName} — ${input.applicationTitle}`,
      author: input.partnerName,
      creationDate: input.generatedAt,
      modDate: input.generatedAt,
    },
    header: {
      text: `${input.partnerName} · ${input.applicationTitle}`,
      margin: [54, 30, 54, 0],
      fontSize: 8,
      color: '#555555',
    },
    footer: (current, total) => ({
      text: `Page ${current} of ${total}`,
      alignment: 'right',
      margin: [54, 20, 54, 0],
      fontSize: 8,
    }),
    defaultStyle: { font: 'Roboto', fontSize: ANSWER_SIZE },
    styles: {
      title: { fontSize: 20, bold: true },
      subtitle: { fontSize: 14, margin: [0, 2, 0, 2] },
      page: { fontSize: 15, bold: true, margin: [0, 14, 0, 6] },
      section: { fontSize: 11.5, bold: true, margin: [0, 6, 0, 3] },
      label: { color: '#333333' },
    },
    content: [
      input.logo ? logoContent(input.logo) : { text: input.partnerName, style: 'title' },
      { text: input.applicationTitle, style: 'subtitle' },
      {
        text: `${input.applicant} · ${input.submitted ? 'submitted' : 'generated'} ${input.generatedAt.toISOString().slice(0, 10)}`,
        color: '#555555',
        margin: [0, 0, 0, 8],
      },
      ...input.pages.filter((page) => page.sections.length > 0).flatMap(pageContent),
      ...documentsList,
    ],
  });
  if (input.documents.length === 0) return answers;
  // updateMetadata off: pdf-lib would set the modification date to the wall clock.
  const merged = await PDFDocument.load(answers, { updateMetadata: false });
  for (const document of input.documents) {
    const source = await PDFDocument.load(document.pdf, { updateMetadata: false });
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}
