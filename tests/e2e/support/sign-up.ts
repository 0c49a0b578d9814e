/** Sign-up through the cards in the browser, as an applicant does it. */
import { PASSWORD } from './accounts';
import type { Journey } from './journey';
import { waitForMail } from './outbox';

/**
 * From the sign-up card (/signup): creates the account `email`, confirms it with the
 * mailed code and signs in; returns once the app shows About You.
 */
export async function signUpThroughCards(journey: Journey, email: string): Promise<void> {
  const { page, server } = journey;
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/confirm');
  const mail = await waitForMail(server.dataDir, email);
  await page.locator('#code').fill(mail.code ?? '');
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await page.waitForURL('**/login');
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/about');
  await journey.heading('About You');
}
