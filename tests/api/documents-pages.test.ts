/**
 * The page limit of an uploaded PDF: one the application PDF could not merge in its time
 * (a PDF of under 1 MB can hold thousands of empty pages) ends FAILED with a message for
 * the applicant; one at the limit converts.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileRules } from '../../engine/index';
import { documentMessages } from '../../server/documents/messages';
import { uploadAndConvert } from './fixtures/documents';
import { call, newApplicant } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const KEY = 'hs_transcript';

/** A valid PDF of `count` empty Letter pages. */
async function emptyPages(count: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < count; page++) pdf.addPage([612, 792]);
  return pdf.save();
}

describe.each(databases)('the page limit of uploaded PDFs on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, { env: { DOCX_CONVERTER: 'builtin' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.clock.advance(61_000));

  it('ends a PDF of one page more than the limit FAILED, keeping nothing', async () => {
    const ada = await newApplicant(t);
    expect(fileRules(t.app.engine.catalogue).maxPages).toBe(100);
    const bytes = await emptyPages(101);
    const result = await uploadAndConvert(t.app, ada.cookie, KEY, 'transcript.pdf', bytes);
    expect(result).toMatchObject({ status: 'FAILED', message: documentMessages.tooManyPages(100) });
    expect(result.message).toBe(
      'Your document has more than 100 pages. Please upload a shorter document, of at most 100 pages.',
    );
    expect((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json()).toEqual({});
  });

  it('converts a PDF of exactly the limit', async () => {
    const ada = await newApplicant(t);
    const bytes = await emptyPages(100);
    const result = await uploadAndConvert(t.app, ada.cookie, KEY, 'transcript.pdf', bytes);
    expect(result).toMatchObject({ status: 'COMPLETED', message: null });
  });
});
