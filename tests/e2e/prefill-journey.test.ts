/**
 * Prefill links (issue 14) in real Chromium against the real server: a link made by
 * `npm run prefill` loads its answers for an anonymous visitor, who signs up with them
 * kept; for a logged-in applicant it fills only the empty keys and says how many; an
 * expired link says so and leaves the form as it was. The token never stays in the URL.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPrefill } from '../../scripts/prefill';
import { newEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { setUpJourney } from './support/journey';
import { signUpThroughCards } from './support/sign-up';

const messages = (
  JSON.parse(readFileSync(new URL('../../schemas/catalogue.json', import.meta.url), 'utf8')) as {
    messages: Record<string, string>;
  }
).messages;

const journey = setUpJourney();

/** Makes a prefill link with the CLI's function against the running server; returns its path. */
async function prefillLink(answers: Record<string, string>, ...extra: string[]): Promise<string> {
  const { server } = journey;
  const file = join(server.dataDir, `prefill-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(answers));
  const outcome = await runPrefill(
    [file, ...extra],
    { DATA_DIR: server.dataDir, PUBLIC_URL: server.url },
    () => server.clock.now(),
  );
  expect(outcome.code, outcome.notes.join('\n')).toBe(0);
  const url = new URL(outcome.lines[0] ?? '');
  expect(url.origin).toBe(server.url);
  return `${url.pathname}${url.search}`;
}

async function expectToast(role: 'status' | 'alert', name: string, text: string): Promise<void> {
  await journey.page.getByRole(role, { name }).filter({ hasText: text }).waitFor();
}

const profileAnswers = async () =>
  ((await journey.callApi('GET', '/api/profile')).json as { answer: Record<string, string> }).answer;

describe('prefill links', () => {
  const email = newEmail('prefill');

  it('loads the answers for an anonymous visitor, who signs up with them kept', async () => {
    const { page } = journey;
    const link = await prefillLink({ first_name: 'Ada', last_name: 'Lovelace', city: 'London' });
    expect(link).toMatch(/^\/about\?token=[A-Za-z0-9_-]{43}$/);
    await page.goto(link);
    await journey.heading('About You');
    await expectToast('status', 'Success Notification', messages.prefillLoaded ?? '');
    await expect(page.locator('#root_first_name').inputValue()).resolves.toBe('Ada');
    await expect(page.locator('#root_city').inputValue()).resolves.toBe('London');
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page, '/about (prefilled, anonymous)');

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL('**/signup');
    await signUpThroughCards(journey, email);
    await expect(page.locator('#root_last_name').inputValue()).resolves.toBe('Lovelace');
    await expect
      .poll(profileAnswers)
      .toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', city: 'London' });
  });

  it('fills only the empty keys of a logged-in applicant and says how many', async () => {
    const { page } = journey;
    const link = await prefillLink({
      first_name: 'Augusta',
      middle_name: 'Ada',
      city: 'Paris',
      zip: '10001',
      gender: 'F',
      gender_desc: 'Female',
    });
    await page.goto(link);
    await journey.heading('About You');
    await expectToast(
      'status',
      'Success Notification',
      (messages.prefillFilled ?? '').replace('{count}', '3'),
    );
    expect(new URL(page.url()).search).toBe('');
    // Saved answers stay; the empty keys are filled and saved to the account.
    await expect(page.locator('#root_first_name').inputValue()).resolves.toBe('Ada');
    await expect(page.locator('#root_city').inputValue()).resolves.toBe('London');
    await expect(page.locator('#root_middle_name').inputValue()).resolves.toBe('Ada');
    await expect
      .poll(profileAnswers)
      .toMatchObject({ first_name: 'Ada', city: 'London', middle_name: 'Ada', zip: '10001', gender: 'F' });
    await expectAccessible(page, '/about (prefilled, logged in)');
  });

  it('says an expired link has expired and leaves the form as it was', async () => {
    const { page, server } = journey;
    const link = await prefillLink({ first_name: 'Grace', last_name: 'Hopper' }, '--hours', '1');
    // Anonymous again (a session would end as idle once the clock moves an hour).
    await page.context().clearCookies();
    await page.goto('/about');
    await journey.heading('About You');
    await page.locator('#root_first_name').fill('Katherine');
    server.clock.advance(2 * 3_600_000);
    await page.goto(link);
    await journey.heading('About You');
    await expectToast('alert', 'Prefill Link Error', messages.prefillExpired ?? '');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('#root_first_name').inputValue()).resolves.toBe('Katherine');
    await expect(page.locator('#root_last_name').inputValue()).resolves.toBe('');
    await expectAccessible(page, '/about (expired prefill link)');
  });
});
