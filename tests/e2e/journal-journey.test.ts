/**
 * Issue 15 in real Chromium against the real server: nothing an applicant types is lost
 * when the network drops, the tab closes, the session expires or two tabs edit at once,
 * and the save status in the page header tells them so (the journal, docs/decisions/017).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS } from '../../engine/session';
import { confirmedAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { setUpJourney } from './support/journey';
import { screenshot } from './support/screenshots';
import { logInThroughCard } from './support/sign-up';

const journey = setUpJourney();
/** The texts, exactly (schemas/catalogue.json saveMessages). */
const messages = {
  saving: 'Saving…',
  saved: 'All changes saved',
  offline: 'Offline: your answers are kept on this device',
  restoredThree: '3 answers from your last visit were not saved yet',
};

/** A new tab of the journey's browser (cookies and storage shared, as tabs share them). */
async function newTab(): Promise<Page> {
  return journey.browser.context.newPage();
}

/** A tab logged in as a fresh applicant, on /about. */
async function loggedInTab(): Promise<{ page: Page; email: string }> {
  const { server } = journey;
  const email = await confirmedAccount(server.url, server.dataDir);
  const page = await newTab();
  await logInThroughCard(page, email);
  return { page, email };
}

/** The answers the server holds (GET /api/profile with the tab's session). */
function savedAnswers(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const response = await fetch('/api/profile');
    return ((await response.json()) as { answer: Record<string, string> }).answer;
  });
}

/** The save status in the page header: a polite live region. */
function saveStatus(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

async function waitForStatus(page: Page, text: string): Promise<void> {
  await expect.poll(() => saveStatus(page).textContent(), { timeout: 20_000 }).toBe(text);
}

describe('the journal of unsent answers', () => {
  it('keeps answers typed offline through a closed tab, and saves them on reopening', async () => {
    const { context } = journey.browser;
    const { page } = await loggedInTab();
    await context.setOffline(true);
    await page.locator('#root_first_name').fill('Ada');
    await page.locator('#root_middle_name').fill('King');
    await page.locator('#root_last_name').fill('Lovelace');
    await waitForStatus(page, messages.offline);
    await page.close();

    await context.setOffline(false);
    const reopened = await newTab();
    await reopened.goto('/about');
    await reopened.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });
    await expect(reopened.locator('#root_first_name').inputValue()).resolves.toBe('Ada');
    await expect(reopened.locator('#root_middle_name').inputValue()).resolves.toBe('King');
    await expect(reopened.locator('#root_last_name').inputValue()).resolves.toBe('Lovelace');
    await reopened.getByText(messages.restoredThree).waitFor({ timeout: 10_000 });
    await expect
      .poll(() => savedAnswers(reopened), { timeout: 20_000 })
      .toMatchObject({ first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' });
    await waitForStatus(reopened, messages.saved);
    await reopened.close();
  });

  it('saves answers typed offline once back online, without a reload or a click', async () => {
    const { context } = journey.browser;
    const { page } = await loggedInTab();
    await context.setOffline(true);
    await page.locator('#root_first_name').fill('Grace');
    await page.locator('#root_last_name').fill('Hopper');
    await waitForStatus(page, messages.offline);
    await context.setOffline(false);
    await waitForStatus(page, messages.saved);
    await expect
      .poll(() => savedAnswers(page), { timeout: 10_000 })
      .toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    await page.close();
  });

  // The client's time limit (REQUEST_TIMEOUT_MS, 30 s) has to pass once in this journey.
  it('gives up on a save that gets no answer, saves again, and lets the page change', {
    timeout: 120_000,
  }, async () => {
    const { page } = await loggedInTab();
    // The first save's request reaches nobody and is never answered, as on flaky Wi-Fi.
    let held = 0;
    await page.route('**/api/answer', (route) => {
      held += 1;
      if (held > 1) return route.continue();
      return undefined;
    });
    await page.locator('#root_first_name').fill('Katherine');
    await expect.poll(() => held, { timeout: 20_000 }).toBe(1);
    await page.locator('#root_last_name').fill('Johnson');
    await expect
      .poll(() => savedAnswers(page), { timeout: 60_000, interval: 1_000 })
      .toMatchObject({ first_name: 'Katherine', last_name: 'Johnson' });
    await waitForStatus(page, messages.saved);
    await page
      .getByRole('navigation', { name: 'Application sections' })
      .getByRole('link', { name: /^Education/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Education' }).waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('restores and saves the unsent answers when the expired session is logged in again', async () => {
    const { context } = journey.browser;
    const { server } = journey;
    const { page, email } = await loggedInTab();
    await context.setOffline(true);
    await page.locator('#root_first_name').fill('Katherine');
    await page.locator('#root_last_name').fill('Johnson');
    await waitForStatus(page, messages.offline);
    // The server ends the session (its clock passes the session's lifetime); the browser still has its cookies.
    server.clock.advance(SESSION_ABSOLUTE_MS + 60_000);
    await context.setOffline(false);
    await page.waitForURL('**/login', { timeout: 20_000 });
    await page.getByText('Your session is invalid. Please clear your cookies and login again.').waitFor();

    await logInThroughCard(page, email);
    await expect(page.locator('#root_first_name').inputValue()).resolves.toBe('Katherine');
    await expect(page.locator('#root_last_name').inputValue()).resolves.toBe('Johnson');
    await expect
      .poll(() => savedAnswers(page), { timeout: 20_000 })
      .toMatchObject({ first_name: 'Katherine', last_name: 'Johnson' });
    await waitForStatus(page, messages.saved);
    await page.close();
  });

  it('lets no older value win between two tabs, on different keys or the same key', async () => {
    const { page: first } = await loggedInTab();
    const second = await newTab();
    await second.goto('/about');
    await second.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });

    // Different keys at once: both are saved.
    await first.locator('#root_first_name').fill('Mary');
    await second.locator('#root_last_name').fill('Jackson');
    await expect
      .poll(() => savedAnswers(first), { timeout: 20_000 })
      .toMatchObject({ first_name: 'Mary', last_name: 'Jackson' });

    // The same key: the later edit wins on the server and shows in the other tab.
    await first.locator('#root_middle_name').fill('Older');
    await second.locator('#root_middle_name').fill('Newer');
    await expect
      .poll(() => first.locator('#root_middle_name').inputValue(), { timeout: 10_000 })
      .toBe('Newer');
    await waitForStatus(first, messages.saved);
    await waitForStatus(second, messages.saved);
    await expect.poll(() => savedAnswers(first), { timeout: 10_000 }).toMatchObject({ middle_name: 'Newer' });
    // And stays so once every save has settled.
    await first.waitForTimeout(1500);
    await expect(savedAnswers(first)).resolves.toMatchObject({ middle_name: 'Newer', first_name: 'Mary' });
    await first.close();
    await second.close();
  });

  it('restores an answer typed just before the tab closed, during the autosave delay', async () => {
    const { page } = await loggedInTab();
    await page.locator('#root_first_name').fill('Dorothy');
    // Closed at once, before the autosave delay ends: the journal is written as the page goes.
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;

    const reopened = await newTab();
    await reopened.goto('/about');
    await reopened.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });
    await expect(reopened.locator('#root_first_name').inputValue()).resolves.toBe('Dorothy');
    await expect
      .poll(() => savedAnswers(reopened), { timeout: 20_000 })
      .toMatchObject({ first_name: 'Dorothy' });
    await reopened.close();
  });

  it('tells a screen reader the save status politely, once a burst of typing, not per keystroke', async () => {
    const { context } = journey.browser;
    const { page } = await loggedInTab();
    const status = saveStatus(page);
    await expect(status.getAttribute('aria-live')).resolves.toBe('polite');
    await waitForStatus(page, messages.saved);
    // Count every change of the live region's text while a word is typed key by key.
    await page.evaluate(() => {
      const region = document.querySelector('header [role="status"]');
      const seen: string[] = [];
      (window as unknown as { statusTexts: string[] }).statusTexts = seen;
      if (!region) return;
      new MutationObserver(() => {
        const text = region.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }).observe(region, { subtree: true, childList: true, characterData: true });
    });
    await page.locator('#root_first_name').pressSequentially('Hedwig', { delay: 60 });
    await waitForStatus(page, messages.saved);
    const texts = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    expect(texts).toEqual([messages.saving, messages.saved]);
    await expectAccessible(page, '/about (save status: saved)');

    await context.setOffline(true);
    await page.locator('#root_last_name').fill('Kiesler');
    await waitForStatus(page, messages.offline);
    await expectAccessible(page, '/about (save status: offline)');
    await screenshot(page, 'journal-save-status-offline');
    await context.setOffline(false);
    await waitForStatus(page, messages.saved);
    await page.close();
  });
});
