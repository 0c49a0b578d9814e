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

/** Where the app lands after a login: a page's path and its level-1 heading. */
export interface Landing {
  path: string;
  heading: string;
}

/** A first login's landing, and that of an account whose last page is About You. */
const ABOUT_YOU: Landing = { path: '/about', heading: 'About You' };

/**
 * Signs the confirmed account `email` in on the login card and returns once the app shows
 * `landing` (its heading: the route's chunk may still be loading after the URL changed). A tab
 * already on /login (after a log-out, or a session the server ended) uses the card it shows,
 * not a reloaded one; `landing` is the account's last page when it has one.
 */
export async function logInThroughCard(
  page: Page,
  email: string,
  landing: Landing = ABOUT_YOU,
): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`**${landing.path}`);
  await page.getByRole('heading', { level: 1, name: landing.heading }).waitFor({ timeout: 30_000 });
}
