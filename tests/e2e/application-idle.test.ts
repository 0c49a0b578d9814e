/**
 * Inactivity (SPEC 4, 9) under a controlled clock: the 'Still working?' warning 60 s
 * before the 15-minute timeout, 'Yes' keeps the session, and silence logs out with
 * the inactivity message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount, PASSWORD } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type Browser, launchBrowser } from './support/browser';
import { screenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('inactivity', () => {
  it('warns a minute before the timeout, keeps the session on Yes, logs out after silence', async () => {
    const { page } = browser;
    const email = await confirmedAccount(server.url, server.dataDir);
    await page.clock.install();
    await page.goto('/login');
    await page.locator('#username').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });

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
});
