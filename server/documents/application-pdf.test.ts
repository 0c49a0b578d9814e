/**
 * The application PDF is a function of its input: rendered twice, at two moments (as two
 * processes would, or one process twice), it is the same bytes, dated by its input.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../tests/api/fixtures/pdf';
import { type ApplicationPdfInput, renderApplicationPdf } from './application-pdf';

async function attachment(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Transcript');
  return pdf.save();
}

async function input(submitted: boolean): Promise<ApplicationPdfInput> {
  return {
    partnerName: 'Demo University',
    applicationTitle: 'Undergraduate Application',
    applicant: 'ada.lovelace@example.com',
    pages: [
      {
        id: 'about',
        title: 'About you',
        sections: [{ title: 'Name', items: [{ key: 'first_name', label: 'First name', display: 'Ada' }] }],
      },
    ] as ApplicationPdfInput['pages'],
    documents: [{ label: 'Transcript', fileName: 'transcript.pdf', pdf: await attachment() }],
    generatedAt: new Date('2026-11-20T15:30:00.000Z'),
    submitted,
  };
}

describe('renderApplicationPdf', () => {
  it('renders the same bytes whenever it runs, dated by the submission', async () => {
    const first = await renderApplicationPdf(await input(true));
    // Past a second: any wall-clock date in the file would differ now.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderApplicationPdf(await input(true));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const [cover] = await pdfPagesText(first);
    expect(cover).toContain('ada.lovelace@example.com · submitted 2026-11-20');
    const document = await PDFDocument.load(first, { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-20T15:30:00.000Z');
    expect(document.getModificationDate()?.toISOString()).toBe('2026-11-20T15:30:00.000Z');
  });

  it('says "generated" with the request date before the application is submitted', async () => {
    const [cover] = await pdfPagesText(await renderApplicationPdf(await input(false)));
    expect(cover).toContain('ada.lovelace@example.com · generated 2026-11-20');
  });
});
