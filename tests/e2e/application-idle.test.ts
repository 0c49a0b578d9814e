/**
 * Inactivity (SPEC 4, 9) under a controlled clock: the 'Still working?' warning 60 s
 * before the 15-minute timeout, 'Yes' keeps the session, silence logs out with the
 * inactivity message, and 'No' logs out at once, keeping what was typed.
 */
import { describe, expect, it } from 'vitest';
import { confirmedAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { setUpJourney } from './support/journey';
import { screenshot } from './support/screenshots';
import { logInThroughCard } from './support/sign-up';

const journey = setUpJourney();

/** A confirmed applicant logged in on About You, under the page's controlled clock. */
async function loggedInUnderClock(): Promise<string> {
  const { server, browser } = journey;
  const email = await confirmedAccount(server.url, server.dataDir);
  await browser.page.clock.install();
  await logInThroughCard(browser.page, email);
  await journey.heading('About You');
  return email;
}

/** Follows the top navigation's link to a page and waits for its title. */
async function openTab(title: string): Promise<void> {
  await journey.browser.page
    .getByRole('navigation', { name: 'Application sections' })
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await journey.heading(title);
}

describe('inactivity', () => {
  it('warns a minute before the timeout, keeps the session on Yes, logs out after silence', async () => {
    const { browser } = journey;
    const { page } = browser;
    await loggedInUnderClock();

    const warning = page.getByRole('dialog', { name: 'Still working?' });
    await page.clock.fastForward('13:30');
    await expect(warning.isVisible()).resolves.toBe(false);
    await page.clock.fastForward('00:31');
    await warning.waitFor();
    await expectAccessible(page, 'the inactivity warning');
    await screenshot(page, 'application-idle-warning');
    await warning.getByRole('button', { name: 'Yes - Take me back to my application' }).click();
    await warning.waitFor({ state: 'hidden' });
    await expect(page.url()).toMatch(/\/about$/);

    await page.clock.fastForward('14:01');
    await warning.waitFor();
    await page.clock.fastForward('01:00');
    await page.waitForURL('**/login');
    await page.getByText('You have been automatically logged out due to inactivity.').waitFor();
    const cookies = await browser.context.cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider.'))).toBe(false);
  });

  it("logs out at once on 'No - Please log me out', after a page change, with what was typed kept", async () => {
    const { browser } = journey;
    const { page } = browser;
    const email = await loggedInUnderClock();
    // A page change first: the guard renders again with the new page's handlers, and the
    // warning's button must still sign out, through the handler the guard keeps.
    await openTab('Education');
    await openTab('About You');
    const middleName = page.getByLabel('Middle name');
    await middleName.fill('Byron');

    const warning = page.getByRole('dialog', { name: 'Still working?' });
    await page.clock.fastForward('14:01');
    await warning.waitFor();
    await warning.getByRole('button', { name: 'No - Please log me out' }).click();
    await page.waitForURL('**/login');
    await page
      .getByRole('status', { name: 'Success Notification' })
      .filter({ hasText: 'You have been logged out.' })
      .waitFor();
    const cookies = await browser.context.cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider.'))).toBe(false);

    // What was typed before the warning is kept.
    await logInThroughCard(page, email);
    await journey.heading('About You');
    await expect(page.getByLabel('Middle name').inputValue()).resolves.toBe('Byron');
  });
});
