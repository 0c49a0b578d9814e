/**
 * The document calls (SPEC 7) on the embedded defaults: conversion of each accepted
 * kind, the checks of what was received, the stored-documents map, deletes, isolation
 * between applicants and the lock once submitted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findSoffice } from '../../server/documents/libreoffice';
import { documentMessages } from '../../server/documents/messages';
import {
  conversionStatus,
  postUpload,
  presign,
  requestConversion,
  uploadAndConvert,
  waitForConversion,
} from './fixtures/documents';
import { docxFile, encryptedPdfFile, jpegFile, pdfFile, pngFile, zipNotDocx } from './fixtures/files';
import { pdfPagesText } from './fixtures/pdf';
import { type Applicant, call, newApplicant, profile } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const KEY = 'hs_transcript';

describe.each(databases)('document conversion on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The built-in docx conversion always; LibreOffice has its own test below.
    t = await startApp(target, { env: { DOCX_CONVERTER: 'builtin' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  // Many logins from one address: past the per-minute limit without a minute passing between tests.
  beforeEach(() => t.clock.advance(61_000));

  /** The converted PDF of a question, read from storage. */
  async function convertedPdf(applicant: Applicant, key = KEY): Promise<Uint8Array> {
    const userId = (await t.app.repos.users.findByUsername(applicant.email))?.id as string;
    const row = await t.app.repos.documents.find(userId, key);
    const bytes = row?.pdf_key ? await t.app.storage.get(row.pdf_key) : undefined;
    if (!bytes) throw new Error('no converted PDF');
    return bytes;
  }

  /** The upload the server kept when the conversion was asked for (its own copy, not the upload key). */
  async function keptUpload(applicant: Applicant, key = KEY): Promise<Buffer | undefined> {
    const userId = (await t.app.repos.users.findByUsername(applicant.email))?.id as string;
    const row = await t.app.repos.documents.find(userId, key);
    return row ? t.app.storage.get(row.file_key) : undefined;
  }

  it('answers NOT_ANSWERED before any upload', async () => {
    const ada = await newApplicant(t);
    expect(await conversionStatus(t.app, ada.cookie, KEY)).toEqual({ status: 'NOT_ANSWERED', message: null });
  });

  it.each([
    ['transcript.png', pngFile],
    ['transcript.jpg', () => jpegFile()],
    ['transcript.jpeg', () => jpegFile()],
  ])('converts the image %s into a PDF page', async (name, make) => {
    const ada = await newApplicant(t);
    const result = await uploadAndConvert(t.app, ada.cookie, KEY, name, make());
    expect(result.status).toBe('COMPLETED');
    const pdf = await convertedPdf(ada);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('keeps a PDF as it is', async () => {
    const ada = await newApplicant(t);
    const original = await pdfFile('Official transcript of records');
    expect((await uploadAndConvert(t.app, ada.cookie, KEY, 'transcript.pdf', original)).status).toBe(
      'COMPLETED',
    );
    expect(Buffer.from(await convertedPdf(ada)).equals(Buffer.from(original))).toBe(true);
  });

  it('converts a docx with its text and structure (built-in)', async () => {
    const ada = await newApplicant(t);
    expect((await uploadAndConvert(t.app, ada.cookie, KEY, 'statement.docx', docxFile())).status).toBe(
      'COMPLETED',
    );
    const [text] = await pdfPagesText(await convertedPdf(ada));
    for (const expected of [
      'Personal Statement',
      'analytical engines',
      'Mathematics',
      'Second step',
      'Algebra',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['a PNG named .pdf', 'transcript.pdf', pngFile, documentMessages.mismatch('pdf')],
    ['a PDF named .png', 'transcript.png', async () => pdfFile(), documentMessages.mismatch('png')],
    ['a JPEG named .docx', 'transcript.docx', () => jpegFile(), documentMessages.mismatch('docx')],
    [
      'text named .jpg',
      'transcript.jpg',
      () => Buffer.from('hello, I am text'),
      documentMessages.mismatch('jpg'),
    ],
    ['an encrypted PDF', 'transcript.pdf', encryptedPdfFile, documentMessages.pdfEncrypted],
    [
      'a broken PDF',
      'transcript.pdf',
      () => Buffer.from('%PDF-1.7\n1 0 obj <<>> garbage'),
      documentMessages.pdfBroken,
    ],
    ['a ZIP that is no Word document', 'statement.docx', zipNotDocx, documentMessages.docxBroken],
    ['a truncated docx', 'statement.docx', () => docxFile().subarray(0, 700), documentMessages.docxBroken],
    ['a broken PNG', 'transcript.png', () => pngFile().subarray(0, 60), documentMessages.imageBroken],
  ])(
    'ends %s FAILED with a message for the applicant, keeping nothing',
    async (_label, name, make, message) => {
      const ada = await newApplicant(t);
      const result = await uploadAndConvert(t.app, ada.cookie, KEY, name, await make());
      expect(result).toMatchObject({ status: 'FAILED', message });
      // The job deletes the upload right after it records FAILED (only while the row is still
      // this conversion's): a poll may see the status a moment before the object goes.
      await expect.poll(async () => t.app.storage.get(result.fileKey), { timeout: 5000 }).toBeUndefined();
      expect((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json()).toEqual({});
    },
  );

  it('checks the name rules of SPEC 5 again (FAILED with the catalogue message)', async () => {
    const ada = await newApplicant(t);
    const long = `${'a'.repeat(40)}.png`;
    expect(await uploadAndConvert(t.app, ada.cookie, KEY, long, pngFile())).toMatchObject({
      status: 'FAILED',
      message:
        'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
    });
    expect(await uploadAndConvert(t.app, ada.cookie, KEY, 'notes.txt', pngFile())).toMatchObject({
      status: 'FAILED',
      message: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
    });
  });

  it('lists the stored documents (GET /api/document-answer and the profile) and deletes them', async () => {
    const ada = await newApplicant(t);
    const png = pngFile();
    const { fileKey } = await uploadAndConvert(t.app, ada.cookie, KEY, 'transcript.png', png);
    await uploadAndConvert(t.app, ada.cookie, 'test_score_report', 'scores.pdf', await pdfFile());
    const listed = (await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json();
    expect(listed[KEY]).toEqual({ file_name: 'transcript.png', file_size: png.length });
    expect(Object.keys(listed).sort()).toEqual([KEY, 'test_score_report']);
    expect((await profile(t.app, ada.cookie)).document_answer).toEqual(listed);

    // As the tabs do: the conversion first, then the upload.
    const pdfKey = (
      await t.app.repos.documents.list((await t.app.repos.users.findByUsername(ada.email))?.id as string)
    )[0]?.pdf_key as string;
    expect((await call(t.app, 'DELETE', `/api/pdf/document-answer/${KEY}`, ada.cookie)).statusCode).toBe(200);
    expect(await conversionStatus(t.app, ada.cookie, KEY)).toMatchObject({ status: 'NOT_ANSWERED' });
    expect(await t.app.storage.get(pdfKey)).toBeUndefined();
    expect((await call(t.app, 'DELETE', `/api/document-answer/${KEY}`, ada.cookie)).statusCode).toBe(200);
    expect(await t.app.storage.get(fileKey)).toBeUndefined();
    expect(Object.keys((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json())).toEqual([
      'test_score_report',
    ]);
    expect((await call(t.app, 'DELETE', `/api/document-answer/${KEY}`, ada.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/document-answer/first_name', ada.cookie)).statusCode).toBe(404);
  });

  it('replaces an earlier document of the question, deleting its files', async () => {
    const ada = await newApplicant(t);
    const first = await uploadAndConvert(t.app, ada.cookie, KEY, 'one.png', pngFile());
    const second = await uploadAndConvert(t.app, ada.cookie, KEY, 'two.pdf', await pdfFile());
    expect(second.status).toBe('COMPLETED');
    expect(await t.app.storage.get(first.fileKey)).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json()[KEY].file_name).toBe(
      'two.pdf',
    );
  });

  it("gives 404 for another applicant's upload key and changes nothing", async () => {
    const ada = await newApplicant(t);
    const eve = await newApplicant(t);
    const { fileKey } = await uploadAndConvert(t.app, ada.cookie, KEY, 'transcript.png', pngFile());
    const stolen = await requestConversion(t.app, eve.cookie, KEY, fileKey, 'mine.png');
    expect(stolen.statusCode).toBe(404);
    const traversal = await requestConversion(
      t.app,
      eve.cookie,
      KEY,
      `documents/x/${KEY}/../../${fileKey}`,
      'a.png',
    );
    expect(traversal.statusCode).toBe(404);
    expect(await conversionStatus(t.app, eve.cookie, KEY)).toMatchObject({ status: 'NOT_ANSWERED' });
    expect((await call(t.app, 'GET', '/api/document-answer', eve.cookie)).json()).toEqual({});
    // Eve's deletes reach only her own (empty) documents.
    expect((await call(t.app, 'DELETE', `/api/document-answer/${KEY}`, eve.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/pdf/document-answer/${KEY}`, eve.cookie)).statusCode).toBe(404);
    expect(await conversionStatus(t.app, ada.cookie, KEY)).toMatchObject({ status: 'COMPLETED' });
    expect(await keptUpload(ada)).toBeDefined();
  });

  it('answers 404 for a question that takes no document and for an upload never made', async () => {
    const ada = await newApplicant(t);
    expect((await call(t.app, 'GET', '/api/pdf/document-answer/first_name', ada.cookie)).statusCode).toBe(
      404,
    );
    const presigned = await presign(t.app, ada.cookie, KEY);
    const missing = await requestConversion(t.app, ada.cookie, KEY, presigned.fields.key as string, 'a.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(documentMessages.notUploaded);
  });

  it('refuses every document change with 409 once the application is submitted', async () => {
    const ada = await newApplicant(t);
    const { fileKey } = await uploadAndConvert(t.app, ada.cookie, KEY, 'transcript.png', pngFile());
    const userId = (await t.app.repos.users.findByUsername(ada.email))?.id as string;
    await t.app.repos.applications.lock(userId, t.clock.now().toISOString());
    await t.app.repos.applications.markSubmitted(userId, t.clock.now().toISOString());
    const conflict = [
      await call(t.app, 'POST', '/api/presigned-url', ada.cookie, { answer_key: KEY }),
      await requestConversion(t.app, ada.cookie, KEY, fileKey, 'again.png'),
      await call(t.app, 'DELETE', `/api/pdf/document-answer/${KEY}`, ada.cookie),
      await call(t.app, 'DELETE', `/api/document-answer/${KEY}`, ada.cookie),
    ];
    expect(conflict.map((response) => response.statusCode)).toEqual([409, 409, 409, 409]);
    expect(await conversionStatus(t.app, ada.cookie, KEY)).toMatchObject({ status: 'COMPLETED' });
    expect(await keptUpload(ada)).toBeDefined();
  });

  it('runs the conversion as a job: pending right after the request', async () => {
    const ada = await newApplicant(t);
    await t.app.jobs.stop();
    try {
      const presigned = await presign(t.app, ada.cookie, KEY);
      await postUpload(t.app, presigned, pngFile(), 'a.png');
      await requestConversion(t.app, ada.cookie, KEY, presigned.fields.key as string, 'a.png');
      expect(await conversionStatus(t.app, ada.cookie, KEY)).toMatchObject({ status: 'UNPROCESSED' });
    } finally {
      t.app.jobs.start();
    }
    expect((await waitForConversion(t.app, ada.cookie, KEY)).status).toBe('COMPLETED');
  });
});

describe('docx through LibreOffice', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!findSoffice()) {
      throw new Error(
        'LibreOffice is not installed: run bash scripts/ensure-libreoffice.sh (npm test does).',
      );
    }
    t = await startApp({ name: 'sqlite' }, { env: { DOCX_CONVERTER: 'libreoffice' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('converts a docx with LibreOffice, numbering and all', async () => {
    const ada = await newApplicant(t);
    const result = await uploadAndConvert(t.app, ada.cookie, KEY, 'statement.docx', docxFile());
    expect(result.status).toBe('COMPLETED');
    const userId = (await t.app.repos.users.findByUsername(ada.email))?.id as string;
    const row = await t.app.repos.documents.find(userId, KEY);
    const [text] = await pdfPagesText((await t.app.storage.get(row?.pdf_key as string)) as Buffer);
    expect(text).toContain('Personal Statement');
    // LibreOffice draws the list numbers; the built-in conversion's pdfmake lists do too, differently.
    expect(text).toMatch(/1\.\s*First step/);
  }, 120_000);
});
