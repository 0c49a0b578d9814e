/**
 * The staff print view (SPEC 1) in real Chromium against the real server: an applicant's
 * answers saved through the API, a service token issued by the CLI's function, and the
 * staff link showing the answers read-only with nothing to operate; axe on the view. The
 * built app's server renders the staff page itself (server/staff-page.ts), with no script.
 */
import { describe, expect, it } from 'vitest';
import { runServiceToken } from '../../scripts/service-token';
import { confirmedAccount, newEmail, PASSWORD } from './support/accounts';
import { expectAccessible } from './support/axe';
import { setUpJourney } from './support/journey';
import { screenshot } from './support/screenshots';

const ANSWERS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  optin_sms_ind: 'true',
  phone_mobile: '(212) 555-0100',
  race_asian: 'false',
  race_white: 'true',
  hs_name: 'Central High School',
  hs_ceeb: '110042',
  grad_month: '6',
  grad_month_desc: 'June',
  grad_year: '2027',
  legal_agree: 'true',
};

const journey = setUpJourney();

/** Logs in through the API and saves answers, as the applicant's browser would. */
async function saveAnswers(email: string, answers: Record<string, string>): Promise<void> {
  const { server } = journey;
  const login = await fetch(`${server.url}/public/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const saved = await fetch(`${server.url}/api/answer`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify(answers),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

/** Issues a staff link with the CLI's function against the running server's database. */
async function staffLink(email: string): Promise<string> {
  const { server } = journey;
  const outcome = await runServiceToken([email], { DATA_DIR: server.dataDir, PUBLIC_URL: server.url });
  expect(outcome.code, outcome.notes.join('\n')).toBe(0);
  const url = new URL(outcome.url ?? '');
  expect(url.origin).toBe(server.url);
  return `${url.pathname}${url.search}`;
}

describe('staff view', () => {
  it("shows an applicant's saved answers read-only, with no button, input or link", async () => {
    const { page, server, browser } = journey;
    const email = await confirmedAccount(server.url, server.dataDir, newEmail('staff-view'));
    await saveAnswers(email, ANSWERS);
    const link = await staffLink(email);
    expect(link).toMatch(/^\/about\?service_token=[A-Za-z0-9_-]{43}$/);

    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByText('Application of Ada Lovelace', { exact: false }).waitFor({ timeout: 30_000 });
    for (const title of ['About You', 'Education', 'Submit']) {
      await main.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    await expect(main.getByRole('group', { name: 'First (given) name' }).textContent()).resolves.toBe('Ada');
    await expect(main.getByText('Central High School (110042)').count()).resolves.toBe(1);
    await expect(main.getByRole('group', { name: 'Graduation date' }).innerText()).resolves.toMatch(
      /June[\s\S]*2027/,
    );
    await expect(
      main.getByText('Send me text message updates about my application').locator('..').textContent(),
    ).resolves.toMatch(/^\[X\]/);
    await expect(main.getByText('Asian', { exact: true }).locator('..').textContent()).resolves.toMatch(
      /^\[ \]/,
    );

    // Nothing to operate anywhere on the page, and none of the form's chrome.
    const interactive = await page
      .locator(
        'button, input:not([type="hidden"]), select, textarea, a[href], [contenteditable="true"], [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="tab"]',
      )
      .count();
    expect(interactive).toBe(0);
    for (const role of ['banner', 'contentinfo', 'navigation', 'dialog', 'separator'] as const) {
      await expect(page.getByRole(role).count(), role).resolves.toBe(0);
    }
    // Tab reaches nothing inside the document.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
    expect(['BODY', 'none']).toContain(focused);

    await expectAccessible(page, 'staff view');
    await screenshot(page, 'staff-view');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'staff-view-print');
    await page.emulateMedia({ media: 'screen' });
    // The server rendered it (server/staff-page.ts): the page has no script and loaded none,
    // and it has its title and the progress marks the server counted.
    const loaded = await page.evaluate(() => ({
      scripts: document.scripts.length,
      files: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    }));
    expect(loaded.scripts).toBe(0);
    expect(loaded.files.filter((path) => /\.(js|json)$/.test(path))).toEqual([]);
    await expect(page.title()).resolves.toBe('Undergraduate Application (read-only) | Demo University');
    const marks = main.getByRole('list', { name: 'Progress by page' }).getByRole('listitem');
    await expect(marks.allTextContents()).resolves.toEqual([
      expect.stringMatching(/^About You\d+, \d+ required answer\(s\) left$/),
      expect.stringMatching(/^Education\d+, \d+ required answer\(s\) left$/),
      expect.stringMatching(/^Submit(, complete|\d+, \d+ required answer\(s\) left)$/),
    ]);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('shows the refusal of an unknown link, and nothing of any application', async () => {
    const { page } = journey;
    await page.goto('/education?service_token=not-a-real-token');
    await page.getByRole('alert').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'This staff link is not valid. Ask for a new one.',
    );
    expect(new URL(page.url()).pathname).toBe('/education');
    await expect(page.locator('button, input:not([type="hidden"]), a[href]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.scripts.length)).resolves.toBe(0);
    await expectAccessible(page, 'staff view (refused link)');
  });
});
