/**
 * The account journey in real Chromium against the real server (issue 2): sign up with the
 * live requirements list, confirm with the mailed code, log in, log out; a wrong password;
 * forgot and reset through the mailed link. axe checks every card and /about.
 */
import { describe, expect, it } from 'vitest';
import { confirmedAccount, newEmail, PASSWORD, unconfirmedAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { PHONE } from './support/browser';
import { setUpJourney } from './support/journey';
import { mailCount, waitForMail } from './support/outbox';
import { screenshot } from './support/screenshots';

const journey = setUpJourney();

/** Waits for a toast with this accessible name showing the text (earlier toasts may still be up). */
async function expectToast(name: string, text: string): Promise<void> {
  const { page } = journey;
  const role = name === 'Success Notification' ? 'status' : 'alert';
  await page.getByRole(role, { name }).filter({ hasText: text }).waitFor();
}

async function requirementStates(): Promise<string[]> {
  const { page } = journey;
  const items = page.getByRole('list', { name: /requirements/ }).getByRole('listitem');
  return items.allTextContents();
}

describe('account journey', () => {
  const email = newEmail('journey');

  it('signs up with the live requirements list, confirms with the mailed code, logs in and out', async () => {
    const { page, server, browser } = journey;
    await page.goto('/signup');
    await journey.heading('Create your account');
    await expect(page.title()).resolves.toBe('Create your account | Demo University');
    await expectAccessible(page, '/signup');

    await page.locator('#username').fill(email);
    await page.locator('#password').fill('short');
    const partial = await requirementStates();
    expect(partial).toContain('is at least 12 characters (not met)');
    expect(partial).toContain('contains at least one lowercase letter (met)');
    await screenshot(page, 'signup');
    await page.locator('#password').fill(PASSWORD);
    expect((await requirementStates()).every((item) => item.endsWith(' (met)'))).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/confirm');
    await journey.heading('Confirm your account');
    await expectToast('Success Notification', 'We sent a confirmation code');
    await expectAccessible(page, '/confirm');
    await screenshot(page, 'confirm');
    const mail = await waitForMail(server.dataDir, email);
    expect(mail.code).toMatch(/^\d{6}$/);
    await page.locator('#code').fill(mail.code ?? '');
    await page.getByRole('button', { name: 'Confirm Account' }).click();

    await page.waitForURL('**/login');
    await journey.heading('Sign in');
    await expectToast('Success Notification', 'Your account has been confirmed.');
    await expectAccessible(page, '/login');
    await screenshot(page, 'login');

    await expect(page.locator('#username').inputValue()).resolves.toBe(email);
    await page.locator('#password').fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast('Login Card Error', 'Incorrect username or password.');
    await screenshot(page, 'login-error');
    await page.getByRole('button', { name: 'Dismiss Login Card Error' }).click();

    await page.locator('#password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/about');
    await journey.heading('About You');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    const cookies = await browser.context.cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider.'))).toBe(true);
    await expectAccessible(page, '/about (logged in)');
    await screenshot(page, 'about');

    // Log Out lives in the account popover (SPEC 2).
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    await expectToast('Success Notification', 'You have been logged out.');
    const after = await browser.context.cookies();
    expect(after.some((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider.'))).toBe(false);
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { page, server } = journey;
    const account = await confirmedAccount(server.url, server.dataDir, newEmail('reset'));
    // One mail a minute per address: the confirmation code was the first.
    server.clock.advance(61_000);
    const before = mailCount(server.dataDir, account);

    await page.goto('/forgot');
    await journey.heading('Forgot your password?');
    await expectAccessible(page, '/forgot');
    await screenshot(page, 'forgot');
    await page.locator('#username').fill(account);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast('Success Notification', 'emailed a link to reset your password');

    const mail = await waitForMail(server.dataDir, account, before);
    expect(mail.link).toBeDefined();
    const link = new URL(mail.link ?? '');
    expect(link.pathname).toBe('/reset');
    // The mail links to PUBLIC_URL; the test server listens on a port chosen at start.
    await page.goto(`${link.pathname}${link.search}`);
    await journey.heading('Reset your password');
    await expectAccessible(page, '/reset');
    await page.locator('#password').fill('New-Password-2025');
    await page.locator('#confirm_password').fill('New-Password-2024');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('passwords must match').waitFor();
    await screenshot(page, 'reset');
    await page.locator('#confirm_password').fill('New-Password-2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await page.waitForURL('**/login');
    await expectToast('Success Notification', 'Your password has been reset.');
    await page.locator('#username').fill(account);
    await page.locator('#password').fill('New-Password-2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/about');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
  });

  it('redirects an unknown path to /about keeping the query, and is accessible logged out', async () => {
    const { page } = journey;
    await page.goto('/somewhere/else?source=fair');
    await page.waitForURL('**/about?source=fair');
    await journey.heading('About You');
    await page.getByRole('link', { name: 'create an account' }).waitFor();
    await expectAccessible(page, '/about (logged out)');
    await screenshot(page, 'about-logged-out');
  });

  it('tells an unconfirmed applicant at login and resends the code', async () => {
    const { page, server } = journey;
    const account = await unconfirmedAccount(server.url, server.dataDir, newEmail('unconfirmed'));
    server.clock.advance(61_000);
    await page.goto('/login');
    await page.locator('#username').fill(account);
    await page.locator('#password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Your account has not been confirmed yet.').waitFor();
    await expectAccessible(page, '/login (unconfirmed)');
    await screenshot(page, 'login-unconfirmed');
    const before = mailCount(server.dataDir, account);
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await page.waitForURL('**/confirm');
    await expectToast('Success Notification', 'new confirmation code');
    const mail = await waitForMail(server.dataDir, account, before);
    await page.locator('#code').fill(mail.code ?? '');
    await page.getByRole('button', { name: 'Confirm Account' }).click();
    await page.waitForURL('**/login');
  });

  it('works from the keyboard with a visible focus', async () => {
    const { page } = journey;
    await page.goto('/login');
    await journey.heading('Sign in');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('username');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('password');
    await page.keyboard.press('Enter');
    await page.getByText('Please provide a valid email address.').waitFor();
    await page.getByText('Password is required.').waitFor();
    // The blocked submit moves focus to the first invalid field.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('username');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Show password',
    );
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).toBe('solid');
    await screenshot(page, 'login-keyboard');
  });

  it('looks right on a 375 px phone', async () => {
    const { page } = journey;
    await page.setViewportSize(PHONE);
    for (const [path, title, name] of [
      ['/signup', 'Create your account', 'signup-phone'],
      ['/login', 'Sign in', 'login-phone'],
      ['/confirm', 'Confirm your account', 'confirm-phone'],
      ['/forgot', 'Forgot your password?', 'forgot-phone'],
      ['/reset?username=ada%40example.edu&id=x', 'Reset your password', 'reset-phone'],
      ['/about', 'About You', 'about-phone'],
    ] as const) {
      await page.goto(path);
      await journey.heading(title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${path} (phone)`);
      await screenshot(page, name);
    }
  });

  it('logged no console errors beyond the failed calls the journey provoked', () => {
    const { browser } = journey;
    // The API client logs every failed call (SPEC 8); a wrong password (400), an unconfirmed login (403).
    const expected = /answered 40[03]|the server responded with a status of 40[03]/;
    const unexpected = browser.consoleErrors.filter((text) => !expected.test(text));
    expect(unexpected.join('\n')).toBe('');
  });
});
