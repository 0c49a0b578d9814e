/**
 * The documents journey of issue 6 in real Chromium against the real server: a PNG and
 * a PDF uploaded through the Choose file button, converted and listed with name and
 * size, one deleted after the confirmation, the client's checks with SPEC 8's
 * messages, and the application PDF downloaded and read back; axe on the page with
 * the upload.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileSize } from '../../widgets/file-upload/file-size';
import { pdfFile, pngFile } from '../api/fixtures/files';
import { pdfPagesText } from '../api/fixtures/pdf';
import { confirmedAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { setUpJourney } from './support/journey';
import { screenshot } from './support/screenshots';
import { logInThroughCard } from './support/sign-up';

const journey = setUpJourney();

const transcript = () => journey.page.locator('[id="hs_transcript"]');

/** Picks a file the way an applicant does: the Choose file button opens the browser's file chooser. */
async function choose(question: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const { page } = journey;
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    question.getByRole('button', { name: 'Choose file' }).click(),
  ]);
  await chooser.setFiles(file);
}

async function answerOf(key: string): Promise<string | undefined> {
  const profile = (await journey.callApi('GET', '/api/profile')).json as { answer: Record<string, string> };
  return profile.answer[key];
}

describe('documents journey', () => {
  it('logs in and fills in a name', async () => {
    const { page, server } = journey;
    const email = await confirmedAccount(server.url, server.dataDir);
    await logInThroughCard(page, email);
    await page.locator('#root_first_name').fill('Grace');
    await page.locator('#root_last_name').fill('Hopper');
    await expect.poll(() => answerOf('last_name'), { timeout: 10_000 }).toBe('Hopper');
    await journey.goToSection('Education');
    await journey.heading('Education');
  });

  it('uploads a PNG, sees it converted and listed with name and size, then deletes it', async () => {
    const { page } = journey;
    const png = pngFile();
    await choose(transcript(), { name: 'transcript.png', mimeType: 'image/png', buffer: png });
    await transcript().getByText('transcript.png').waitFor({ timeout: 60_000 });
    await expect(transcript().textContent()).resolves.toContain(`(${fileSize(png.length)})`);
    await expect
      .poll(async () => (await journey.callApi('GET', '/api/pdf/document-answer/hs_transcript')).json)
      .toMatchObject({ status: 'COMPLETED' });
    await expect.poll(() => answerOf('hs_transcript'), { timeout: 10_000 }).toBe('ANSWERED');
    await expectAccessible(page, '/education (a stored document)');
    await screenshot(page, 'documents-stored');

    await transcript().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this file?' });
    await dialog.waitFor();
    await expectAccessible(page, '/education (delete confirmation)');
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await transcript().getByRole('button', { name: 'Choose file' }).waitFor();
    await expect(journey.callApi('GET', '/api/document-answer')).resolves.toMatchObject({
      status: 200,
      json: {},
    });
    await expect.poll(() => answerOf('hs_transcript'), { timeout: 10_000 }).toBe('');
  });

  it("refuses a too-large and a wrong-type file with SPEC 8's messages", async () => {
    const { page } = journey;
    await choose(transcript(), {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(1024 * 1024 + 1, 0x20),
    });
    await transcript().getByText('Your file is too large. The maximum file size is 1 MB.').waitFor();
    await choose(transcript(), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await transcript()
      .getByText('You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx')
      .waitFor();
    await expect(
      transcript()
        .getByText(/too large/)
        .count(),
    ).resolves.toBe(0);
    await expectAccessible(page, '/education (file errors)');
    await expect(journey.callApi('GET', '/api/document-answer')).resolves.toMatchObject({ json: {} });
  });

  it('uploads a PDF and keeps it', async () => {
    const { page } = journey;
    const pdf = Buffer.from(await pdfFile('Official transcript of Grace Hopper'));
    await choose(transcript(), { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdf });
    await transcript().getByText('transcript.pdf').waitFor({ timeout: 60_000 });
    await expect(transcript().textContent()).resolves.toContain(`(${fileSize(pdf.length)})`);
    await expect(journey.callApi('GET', '/api/document-answer')).resolves.toMatchObject({
      json: { hs_transcript: { file_name: 'transcript.pdf', file_size: pdf.length } },
    });
    await expect.poll(() => answerOf('hs_transcript'), { timeout: 10_000 }).toBe('ANSWERED');
    await expectAccessible(page, '/education (the PDF stored)');
  });

  it('downloads the application PDF with the applicant in it', async () => {
    const { page, browser } = journey;
    await journey.goToSection('Submit');
    await page.waitForURL('**/final-steps');
    const link = page.getByRole('link', { name: 'Download a PDF of your application' });
    await link.waitFor({ timeout: 60_000 });
    await expectAccessible(page, '/final-steps (PDF ready)');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = new Uint8Array(await readFile(await download.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPagesText(bytes)).join('\n');
    expect(text).toContain('Grace');
    expect(text).toContain('Hopper');
    // The converted transcript follows the answers.
    expect(text).toContain('Official transcript of Grace Hopper');
    expect(browser.consoleErrors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  });
});
