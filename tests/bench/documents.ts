/**
 * Document benchmarks: converting a 1 MB JPEG and a 1 MB docx to PDF (the built-in
 * conversion, and LibreOffice where installed), and rendering a complete application
 * PDF with three attached documents: time, and peak memory (heap and buffers) sampled
 * while it renders.
 */
import { loadEngine, presentAnswers } from '../../engine/index';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { renderApplicationPdf } from '../../server/documents/application-pdf';
import { convertToPdf, loadCheckedPdf } from '../../server/documents/convert';
import { findSoffice } from '../../server/documents/libreoffice';
import { jpegFile, largeDocxFile, pdfFile } from '../api/fixtures/files';
import { type BenchRow, type BenchSection, median } from './table';

const MB = 1024 * 1024;

/** Median milliseconds of `run` over `times` runs, after one warm-up. */
async function measure(run: () => Promise<unknown>, times: number): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** JavaScript heap plus buffers (what a render allocates), in bytes. */
function inUse(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

/**
 * The most memory (heap + buffers, MB) in use while `run` runs, sampled every 2 ms and
 * at each allocation-heavy await, and what was in use before.
 */
async function peakMemory(run: () => Promise<unknown>): Promise<{ peak: number; before: number }> {
  globalThis.gc?.();
  const before = inUse();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, inUse());
  }, 2);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, inUse());
  return { peak: peak / MB, before: before / MB };
}

export const documentsBench: BenchSection = async () => {
  const jpeg = jpegFile(MB);
  const docx = largeDocxFile(MB);
  const pdf = await pdfFile('Official transcript of records');
  const builtin = { soffice: undefined };
  const soffice = findSoffice();

  const keptPdf = await measure(() => loadCheckedPdf(pdf), 10);
  const jpegMs = await measure(() => convertToPdf(jpeg, 'scores.jpg', builtin), 10);
  const docxMs = await measure(() => convertToPdf(docx, 'statement.docx', builtin), 5);
  const rows: BenchRow[] = [
    {
      subject: `convert a ${(jpeg.length / MB).toFixed(2)} MB JPEG to PDF (pdf-lib)`,
      metric: 'median ms',
      value: jpegMs,
      baseline: keptPdf,
      baselineName: 'checking a PDF kept as it is',
    },
    {
      subject: `convert a ${(docx.length / MB).toFixed(2)} MB docx to PDF (built-in)`,
      metric: 'median ms',
      value: docxMs,
      baseline: keptPdf,
      baselineName: 'checking a PDF kept as it is',
    },
  ];
  if (soffice) {
    const libreOffice = await measure(() => convertToPdf(docx, 'statement.docx', { soffice }), 3);
    rows.push({
      subject: `convert a ${(docx.length / MB).toFixed(2)} MB docx to PDF (LibreOffice headless)`,
      metric: 'median ms',
      value: libreOffice,
      baseline: docxMs,
      baselineName: 'the built-in docx conversion',
    });
  }

  const engine = await loadEngine('demo');
  const pages = presentAnswers(engine, COMPLETE_APPLICATION, COMPLETE_CONTEXT);
  const attachments = [
    {
      label: 'High school transcript',
      fileName: 'scores.jpg',
      pdf: await convertToPdf(jpeg, 'scores.jpg', builtin),
    },
    { label: 'Essay', fileName: 'statement.docx', pdf: await convertToPdf(docx, 'statement.docx', builtin) },
    { label: 'Test score report', fileName: 'transcript.pdf', pdf },
  ];
  const input = {
    partnerName: 'Demo University',
    applicationTitle: 'Undergraduate Application',
    applicant: 'ada.lovelace@example.com',
    pages,
    generatedAt: new Date(),
    submitted: true,
  };
  const answersOnly = await measure(() => renderApplicationPdf({ ...input, documents: [] }), 5);
  const withDocuments = await measure(() => renderApplicationPdf({ ...input, documents: attachments }), 5);
  const memory = await peakMemory(() => renderApplicationPdf({ ...input, documents: attachments }));
  rows.push(
    {
      subject: 'render the complete application PDF with 3 documents',
      metric: 'median ms',
      value: withDocuments,
      baseline: answersOnly,
      baselineName: 'the same PDF without documents',
    },
    {
      subject: 'render the complete application PDF with 3 documents',
      metric: 'peak heap+buffers MB',
      value: memory.peak,
      baseline: memory.before,
      baselineName: 'in use before rendering',
    },
  );
  return rows;
};
