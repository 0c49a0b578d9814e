/**
 * GET /api/pdf (SPEC 7, 9): the application PDF as a job, presenting every visible
 * answer by section through the engine under the partner's name and title, followed by
 * the converted documents; the url serves it to its owner only. The tests read its text
 * back and render its first page to PNG.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { uploadAndConvert } from './fixtures/documents';
import { docxFile, pdfFile, pngFile } from './fixtures/files';
import { pdfPageCount, pdfPagesText, renderFirstPage } from './fixtures/pdf';
import { type Applicant, call, newApplicant, setClockToFixtureDay } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

describe.each(databases)('GET /api/pdf on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, { env: { DOCX_CONVERTER: 'builtin' } });
    setClockToFixtureDay(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.clock.advance(61_000));

  async function fillComplete(applicant: Applicant): Promise<void> {
    expect((await call(t.app, 'PUT', '/api/answer', applicant.cookie, COMPLETE_APPLICATION)).statusCode).toBe(
      200,
    );
    for (const [button_id, num_components] of Object.entries(COMPLETE_CONTEXT.addAnother ?? {})) {
      await call(t.app, 'PUT', '/api/add-another', applicant.cookie, { button_id, num_components });
    }
    for (const [tab_id, chosen_tab] of Object.entries(COMPLETE_CONTEXT.tabs ?? {})) {
      await call(t.app, 'PUT', '/api/tabs', applicant.cookie, { tab_id, chosen_tab });
    }
  }

  /** Polls GET /api/pdf until it is no longer loading. */
  async function waitForPdf(cookie: string): Promise<{ status: string; url: string | null }> {
    const until = Date.now() + 60_000;
    for (;;) {
      const response = await call(t.app, 'GET', '/api/pdf', cookie);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      if (body.status !== 'UNPROCESSED' && body.status !== 'IN_PROGRESS') return body;
      if (Date.now() > until) throw new Error(`PDF still ${body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('renders the complete application with its documents, and reads back the answers', async () => {
    const ada = await newApplicant(t);
    await fillComplete(ada);
    await uploadAndConvert(
      t.app,
      ada.cookie,
      'hs_transcript',
      'transcript.pdf',
      await pdfFile('Official transcript of records'),
    );
    await uploadAndConvert(t.app, ada.cookie, 'test_score_report', 'scores.docx', docxFile());
    const first = (await call(t.app, 'GET', '/api/pdf', ada.cookie)).json();
    expect(first).toEqual({ status: 'UNPROCESSED', url: null });
    const done = await waitForPdf(ada.cookie);
    expect(done.status).toBe('COMPLETED');
    expect(done.url).toMatch(/^\/api\/pdf\/application\/[0-9a-f-]{36}$/);

    const download = await call(t.app, 'GET', done.url as string, ada.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    const bytes = download.rawPayload;
    const pages = await pdfPagesText(bytes);
    const text = pages.join(' ');
    for (const expected of [
      'Demo University',
      'Undergraduate Application',
      'About You',
      'Ada',
      'Lovelace',
      'Female',
      '12 Elm Street',
      'United Kingdom',
      'Central High School (110042)',
      '780',
      '***-**-6789',
      'transcript.pdf',
      'scores.docx',
      // The documents' own pages follow the answers.
      'Official transcript of records',
      'Personal Statement',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('123-45-6789');
    expect(pages.at(-1)).toContain('Personal Statement');
    expect(pages.at(-2)).toContain('Official transcript of records');

    const { png, inked } = await renderFirstPage(bytes);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // A page of text: some ink, mostly paper.
    expect(inked).toBeGreaterThan(0.005);
    expect(inked).toBeLessThan(0.5);

    // Unchanged answers: the same PDF; a change: a new render and the old url gone.
    expect((await call(t.app, 'GET', '/api/pdf', ada.cookie)).json()).toEqual(done);
    await call(t.app, 'PUT', '/api/answer', ada.cookie, { preferred_name: 'Augusta' });
    expect((await call(t.app, 'GET', '/api/pdf', ada.cookie)).json().status).toBe('UNPROCESSED');
    expect((await call(t.app, 'GET', done.url as string, ada.cookie)).statusCode).toBe(404);
    const again = await waitForPdf(ada.cookie);
    expect(
      (await pdfPagesText((await call(t.app, 'GET', again.url as string, ada.cookie)).rawPayload)).join(' '),
    ).toContain('Augusta');
  });

  it('renders an empty application too, and attaches an image page', async () => {
    const bob = await newApplicant(t);
    await uploadAndConvert(t.app, bob.cookie, 'hs_transcript', 'transcript.png', pngFile());
    const done = await waitForPdf(bob.cookie);
    expect(done.status).toBe('COMPLETED');
    const bytes = (await call(t.app, 'GET', done.url as string, bob.cookie)).rawPayload;
    expect(await pdfPageCount(bytes)).toBeGreaterThanOrEqual(2);
    expect((await pdfPagesText(bytes))[0]).toContain('Demo University');
  });

  it("serves the PDF to its owner only: another applicant's url is 404, no session is 401", async () => {
    const ada = await newApplicant(t);
    const eve = await newApplicant(t);
    const done = await waitForPdf(ada.cookie);
    expect((await call(t.app, 'GET', done.url as string, eve.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', done.url as string, undefined)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/pdf', undefined)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', done.url as string, ada.cookie)).statusCode).toBe(200);
  });
});
