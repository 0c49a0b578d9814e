/**
 * The documents journey of issue 6 in real Chromium against the real server: a PNG and
 * a PDF uploaded through the Choose file button, converted and listed with name and
 * size, one deleted after the confirmation, the client's checks with SPEC 8's
 * messages, and the application PDF downloaded and read back; axe on the page with
 * the upload.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSize } from '../../widgets/file-upload/file-size';
import { pdfFile, pngFile } from '../api/fixtures/files';
import { pdfPagesText } from '../api/fixtures/pdf';
import { confirmedAccount, PASSWORD } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type Browser, launchBrowser } from './support/browser';
import { screenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser(server.url);
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Calls the API from the page, with its session cookie, as the app does. */
async function callApi(method: string, path: string): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path }) => {
      const response = await fetch(path, { method });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path },
  );
}

const transcript = () => page.locator('[id="hs_transcript"]');

/** Picks a file the way an applicant does: the Choose file button opens the browser's file chooser. */
async function choose(question: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    question.getByRole('button', { name: 'Choose file' }).click(),
  ]);
  await chooser.setFiles(file);
}

async function answerOf(key: string): Promise<string | undefined> {
  const profile = (await callApi('GET', '/api/profile')).json as { answer: Record<string, string> };
  return profile.answer[key];
}

describe('documents journey', () => {
  it('logs in and fills in a name', async () => {
    const email = await confirmedAccount(server.url, server.dataDir);
    await page.goto('/login');
    await page.locator('#username').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/about');
    await page.locator('#root_first_name').fill('Grace');
    await page.locator('#root_last_name').fill('Hopper');
    await expect.poll(() => answerOf('last_name'), { timeout: 10_000 }).toBe('Hopper');
    await page
      .getByRole('navigation', { name: 'Application sections' })
      .getByRole('link', { name: 'Education' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Education' }).waitFor({ timeout: 30_000 });
  });

  it('uploads a PNG, sees it converted and listed with name and size, then deletes it', async () => {
    const png = pngFile();
    await choose(transcript(), { name: 'transcript.png', mimeType: 'image/png', buffer: png });
    await transcript().getByText('transcript.png').waitFor({ timeout: 60_000 });
    await expect(transcript().textContent()).resolves.toContain(`(${fileSize(png.length)})`);
    await expect
      .poll(async () => (await callApi('GET', '/api/pdf/document-answer/hs_transcript')).json)
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
    await expect(callApi('GET', '/api/document-answer')).resolves.toMatchObject({ status: 200, json: {} });
    await expect.poll(() => answerOf('hs_transcript'), { timeout: 10_000 }).toBe('');
  });

  it("refuses a too-large and a wrong-type file with SPEC 8's messages", async () => {
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
    await expect(callApi('GET', '/api/document-answer')).resolves.toMatchObject({ json: {} });
  });

  it('uploads a PDF and keeps it', async () => {
    const pdf = Buffer.from(await pdfFile('Official transcript of Grace Hopper'));
    await choose(transcript(), { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdf });
    await transcript().getByText('transcript.pdf').waitFor({ timeout: 60_000 });
    await expect(transcript().textContent()).resolves.toContain(`(${fileSize(pdf.length)})`);
    await expect(callApi('GET', '/api/document-answer')).resolves.toMatchObject({
      json: { hs_transcript: { file_name: 'transcript.pdf', file_size: pdf.length } },
    });
    await expect.poll(() => answerOf('hs_transcript'), { timeout: 10_000 }).toBe('ANSWERED');
    await expectAccessible(page, '/education (the PDF stored)');
  });

  it('downloads the application PDF with the applicant in it', async () => {
    await page
      .getByRole('navigation', { name: 'Application sections' })
      .getByRole('link', { name: 'Submit' })
      .click();
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
