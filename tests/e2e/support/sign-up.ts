/** Sign-up through the cards in the browser, as an applicant does it. */
import type { Page } from 'playwright-core';
import { PASSWORD } from './accounts';
import type { Journey } from './journey';
import { waitForMail } from './outbox';

/**
 * From the sign-up card (/signup): creates the account `email`, confirms it with the
 * mailed code and signs in; returns once the app shows About You. `onCard`, when given,
 * runs on each card as it is shown (/signup, /confirm, /login), e.g. an axe check.
 */
export async function signUpThroughCards(
  journey: Journey,
  email: string,
  onCard?: (path: string) => Promise<void>,
): Promise<void> {
  const { page, server } = journey;
  await page.locator('#username').waitFor();
  await onCard?.('/signup');
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/confirm');
  await page.locator('#code').waitFor();
  await onCard?.('/confirm');
  const mail = await waitForMail(server.dataDir, email);
  await page.locator('#code').fill(mail.code ?? '');
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await page.waitForURL('**/login');
  await page.locator('#password').waitFor();
  await onCard?.('/login');
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/about');
  await journey.heading('About You');
}

/** Signs the confirmed account `email` in on the login card and returns once the app is at /about. */
export async function logInThroughCard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/about');
}
