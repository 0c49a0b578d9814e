/**
 * The shipped partners in real Chromium, each served by its own server from the one
 * built client (PARTNER=northfield, PARTNER=lakeshore): sign up with the mailed code,
 * fill in the partner's own questions, upload a transcript, download the application
 * PDF and submit, then open the staff print view of the application; axe on every page
 * visited (no violation of any impact), the partner's overlay checked on the way.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { runServiceToken } from '../../scripts/service-token';
import { pngFile } from '../api/fixtures/files';
import { pdfPagesText } from '../api/fixtures/pdf';
import { newEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type Journey, setUpJourney } from './support/journey';
import { signUpThroughCards } from './support/sign-up';

/** Issue 13: each shipped partner's journey passes axe at 0 violations, whatever their impact. */
const NO_VIOLATION = { impacts: 'all' } as const;
/** A whole journey (three cards, two pages, an upload, the PDF, the print view, axe on each) on a busy machine. */
const JOURNEY_TIMEOUT = 300_000;

/** Stores the rest of a complete application through the API, as the journey of issue 4 does. */
async function storeTheRest(journey: Journey, answers: Record<string, string>, tabs: boolean): Promise<void> {
  if (tabs) {
    for (const [tab_id, chosen_tab] of Object.entries(COMPLETE_CONTEXT.tabs ?? {})) {
      await journey.callApi('PUT', '/api/tabs', { tab_id, chosen_tab });
    }
  }
  for (const [button_id, num_components] of Object.entries(COMPLETE_CONTEXT.addAnother ?? {})) {
    await journey.callApi('PUT', '/api/add-another', { button_id, num_components });
  }
  await expect(journey.callApi('PUT', '/api/answer', answers)).resolves.toMatchObject({ status: 200 });
}

/** Uploads a PNG transcript on Education and waits for it to be converted and listed. */
async function uploadTranscript(journey: Journey): Promise<void> {
  const { page } = journey;
  const transcript = page.locator('[id="hs_transcript"]');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    transcript.getByRole('button', { name: 'Choose file' }).click(),
  ]);
  await chooser.setFiles({ name: 'transcript.png', mimeType: 'image/png', buffer: pngFile() });
  await transcript.getByText('transcript.png').waitFor({ timeout: 60_000 });
}

/** On the last page: downloads the application PDF and returns its text, then submits. */
async function downloadAndSubmit(journey: Journey): Promise<string> {
  const { page } = journey;
  await journey.goToSection('Submit');
  await page.waitForURL('**/final-steps');
  await page.locator('#root_legal_agree').check();
  const link = page.getByRole('link', { name: 'Download a PDF of your application' });
  await link.waitFor({ timeout: 60_000 });
  await expectAccessible(page, '/final-steps (PDF ready)', NO_VIOLATION);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = (await pdfPagesText(new Uint8Array(await readFile(await download.path())))).join('\n');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.waitForURL('**/completion', { timeout: 30_000 });
  await page.getByText('Thank you for applying, Ada!').waitFor();
  await expectAccessible(page, '/completion', NO_VIOLATION);
  return text;
}

/**
 * Opens the staff print view of the applicant `email` (a staff link from the CLI's function,
 * as staff get one) and returns its main region, once it shows the application.
 */
async function openPrintView(journey: Journey, email: string, applicationTitle: string) {
  const { page, server } = journey;
  const outcome = await runServiceToken([email], { DATA_DIR: server.dataDir, PUBLIC_URL: server.url });
  expect(outcome.code, outcome.notes.join('\n')).toBe(0);
  const url = new URL(outcome.url ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: applicationTitle }).waitFor({ timeout: 30_000 });
  await main.getByText('Application of Ada', { exact: false }).waitFor();
  return main;
}

/** Signs `email` up through the three cards, with axe on each, for the partner `name`. */
async function signUp(journey: Journey, name: string, email: string): Promise<void> {
  await journey.page.goto('/signup');
  await signUpThroughCards(journey, email, (card) =>
    expectAccessible(journey.page, `${name} ${card}`, NO_VIOLATION),
  );
}

/** The answer to `key` as the server has stored it. */
async function savedAnswer(journey: Journey, key: string): Promise<string | undefined> {
  const profile = await journey.callApi('GET', '/api/profile');
  return (profile.json as { answer: Record<string, string | undefined> }).answer[key];
}

/** Stores the rest of the application, reloads and opens Education once it has every question. */
async function storeAndOpenEducation(
  journey: Journey,
  answers: Record<string, string>,
  tabs: boolean,
): Promise<void> {
  await storeTheRest(journey, answers, tabs);
  await journey.page.reload();
  await journey.heading('About You');
  await journey.goToSection('Education');
  await journey.heading('Education');
}

function without(keys: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(COMPLETE_APPLICATION).filter(([key]) => !keys.includes(key) && key !== 'legal_agree'),
  ) as Record<string, string>;
}

describe('northfield in Chromium', () => {
  const journey = setUpJourney({ PARTNER: 'northfield', DOCX_CONVERTER: 'builtin' });

  it(
    'signs up, fills in, uploads, downloads the PDF and submits, with its logo and without SSN or military questions',
    async () => {
      const { page } = journey;
      const email = newEmail('northfield');
      await signUp(journey, 'northfield', email);
      const header = page.getByRole('banner', { name: 'Northfield College' });
      await header.getByRole('img', { name: 'Northfield College' }).waitFor();
      await expect
        .poll(() => header.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.locator('#root_ssn').count()).resolves.toBe(0);
      await expect(page.getByRole('heading', { name: 'Military service' }).count()).resolves.toBe(0);
      await expectAccessible(page, 'northfield /about', NO_VIOLATION);

      const removed = ['ssn', 'military_status', 'military_active', 'military_dependent', 'test_optional'];
      removed.push(...Object.keys(COMPLETE_APPLICATION).filter((key) => /^(sat|act)_/.test(key)));
      await storeAndOpenEducation(journey, without(removed), false);
      await expect(page.getByRole('heading', { name: 'Test scores' }).count()).resolves.toBe(0);
      await page.getByRole('radio', { name: 'Yes' }).first().check();
      await expect.poll(() => savedAnswer(journey, 'campus_visit'), { timeout: 10_000 }).toBe('Y');
      await uploadTranscript(journey);
      await expectAccessible(page, 'northfield /education', NO_VIOLATION);

      const text = await downloadAndSubmit(journey);
      for (const expected of ['NORTHFIELD', 'Have you visited campus?', 'transcript.png'])
        expect(text).toContain(expected);
      expect(text).not.toContain('Social Security');

      // The staff print view: its logo, the campus visit answered, no SSN and no military section.
      const main = await openPrintView(journey, email, 'First-Year Application');
      await main.getByRole('img', { name: 'Northfield College' }).waitFor();
      await expect(main.getByRole('group', { name: 'Have you visited campus?' }).textContent()).resolves.toBe(
        'Yes',
      );
      await expect(main.getByText('Social Security', { exact: false }).count()).resolves.toBe(0);
      await expect(main.getByRole('heading', { name: 'Military service' }).count()).resolves.toBe(0);
      await expect(main.getByRole('heading', { name: 'Test scores' }).count()).resolves.toBe(0);
      await expectAccessible(page, 'northfield print view', NO_VIOLATION);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('lakeshore in Chromium', () => {
  const journey = setUpJourney({ PARTNER: 'lakeshore', DOCX_CONVERTER: 'builtin' });

  it(
    'signs up, answers residency (months only for Michigan), uploads, downloads the PDF and submits',
    async () => {
      const { page } = journey;
      const email = newEmail('lakeshore');
      await signUp(journey, 'lakeshore', email);
      await page.getByRole('banner', { name: 'Lakeshore State University' }).waitFor();
      const months = page.locator('#root_residency_months');
      await page.locator('#root_residency_state').selectOption('Ohio');
      await expect(months.count()).resolves.toBe(0);
      await page.locator('#root_residency_state').selectOption('Michigan');
      await months.waitFor();
      await months.fill('48');
      await expectAccessible(page, 'lakeshore /about (Michigan resident)', NO_VIOLATION);
      await expect.poll(() => savedAnswer(journey, 'residency_months'), { timeout: 10_000 }).toBe('48');

      await storeAndOpenEducation(
        journey,
        { ...without([]), applied_major: 'LS02', applied_concentration: 'BIO-MOL' },
        true,
      );
      await expect(
        page.locator('#root_applied_major option', { hasText: 'Great Lakes Studies' }).count(),
      ).resolves.toBe(1);
      await uploadTranscript(journey);
      await expectAccessible(page, 'lakeshore /education', NO_VIOLATION);

      const text = await downloadAndSubmit(journey);
      for (const expected of [
        'Lakeshore State University',
        'State of legal residence',
        'Michigan',
        'How many months have you lived there?',
        'Biology',
      ]) {
        expect(text).toContain(expected);
      }

      // The staff print view: the state of residence and the months lived there.
      const main = await openPrintView(journey, email, 'Freshman Application');
      await expect(main.getByRole('group', { name: 'State of legal residence' }).textContent()).resolves.toBe(
        'Michigan',
      );
      await expect(
        main.getByRole('group', { name: 'How many months have you lived there?' }).textContent(),
      ).resolves.toBe('48');
      await expectAccessible(page, 'lakeshore print view', NO_VIOLATION);
    },
    JOURNEY_TIMEOUT,
  );
});
