/**
 * The application journeys of issue 4 in real Chromium against the real server:
 * anonymous answers surviving a reload and sign-up, the empty submit with its summary
 * and links, the last page restored on a new login, a complete application ending at
 * /completion; axe on every page visited.
 */
import { describe, expect, it } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { newEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE } from './support/browser';
import { setUpJourney } from './support/journey';
import { screenshot } from './support/screenshots';
import { logInThroughCard, signUpThroughCards } from './support/sign-up';

const journey = setUpJourney();

async function logOut() {
  const { page } = journey;
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
}

describe('application journey', () => {
  const email = newEmail('application');

  it('loads the address search and the Help dialog when first reached for, and both work', async () => {
    const { page } = journey;
    await page.goto('/about');
    await journey.heading('About You');
    // The address search: the interactive combobox takes over on focus and keeps the typed text.
    const street = page.getByRole('combobox', { name: 'Street address' });
    await street.click();
    await street.pressSequentially('9862 Maple');
    const option = page.getByRole('option', { name: /9862 Maple Boulevard/ });
    await option.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_address_line_1');
    // The first result is highlighted (autoHighlight): Enter chooses it and fills the related keys.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#root_city').inputValue()).toBe('Oak Creek');
    await expect(street.inputValue()).resolves.toBe('9862 Maple Boulevard');

    // The footer's Help dialog, with the partner's contacts; Escape returns focus to its button.
    const help = page.getByRole('contentinfo').getByRole('button', { name: 'Help' });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Help' });
    await dialog.getByText('admission-help@demo.example.edu').first().waitFor();
    await expectAccessible(page, '/about (Help dialog)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Help');
  });

  it('keeps anonymous answers across a reload and carries them through sign-up to the account', async () => {
    const { page } = journey;
    await page.goto('/about');
    await journey.heading('About You');
    await page.getByText('Welcome!').waitFor();
    await page.locator('#root_first_name').fill('Ada');
    await page.locator('#root_last_name').fill('Lovelace');
    await page.reload();
    await journey.heading('About You');
    await expect(page.locator('#root_first_name').inputValue()).resolves.toBe('Ada');
    // SPEC 4: no Add Another and no progress marks for an anonymous visitor.
    await expect(page.getByRole('button', { name: /^Add Another/ }).count()).resolves.toBe(0);
    await expect(
      page
        .getByRole('navigation', { name: 'Application sections' })
        .getByRole('link', { name: /^About You/ })
        .textContent(),
    ).resolves.toBe('About You');
    await expectAccessible(page, '/about (anonymous, with answers)');
    await screenshot(page, 'application-about-anonymous');

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL('**/signup');
    await signUpThroughCards(journey, email);
    await page.getByText('Welcome, Ada!').waitFor();
    await expect(page.locator('#root_first_name').inputValue()).resolves.toBe('Ada');
    // Saved to the account at the first login, and gone from the browser's storage.
    await expect
      .poll(
        async () =>
          ((await journey.callApi('GET', '/api/profile')).json as { answer: Record<string, string> }).answer,
      )
      .toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    await expect(page.evaluate(() => localStorage.getItem('admit.journal.'))).resolves.toBeNull();
    await expectAccessible(page, '/about (first login)');
  });

  it('shows the summary after an empty submit, with links that scroll to and focus the question', async () => {
    const { page } = journey;
    await journey.goToSection('Submit');
    await page.waitForURL('**/final-steps');
    await journey.heading('Submit');
    await expectAccessible(page, '/final-steps');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    // SPEC 4: an application with gaps goes to the default route, where the summary lists them.
    await page.waitForURL('**/about');
    await journey.heading('About You');
    const summary = page.getByRole('region', { name: "We're missing some information!" });
    await summary.waitFor();
    await expect(summary.getByRole('heading', { name: 'About You' }).count()).resolves.toBe(1);
    await expect(summary.getByRole('heading', { name: 'Education' }).count()).resolves.toBe(1);
    await expectAccessible(page, '/about (validating, after submit)');

    // Inline errors on the Submit page: icon, aria-invalid, described by the message.
    await journey.goToSection('Submit');
    await page.waitForURL('**/final-steps');
    await journey.heading('Submit');
    const legal = page.locator('#root_legal_agree');
    await expect(legal.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await legal.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).toContain('root_legal_agree__error');
    await expect(page.locator('#root_legal_agree__error').textContent()).resolves.toContain(
      'You must confirm that your application is complete and true.',
    );
    await expectAccessible(page, '/final-steps (validating)');
    await screenshot(page, 'application-summary');

    await summary.getByRole('link', { name: 'Date of birth' }).click();
    await page.waitForURL('**/about#birth_date');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_birth_date');
    await expectAccessible(page, '/about (validating)');
  });

  it('restores the last page on a new login', async () => {
    const { page } = journey;
    await journey.goToSection('Education');
    await page.waitForURL('**/education');
    await journey.heading('Education');
    await expectAccessible(page, '/education');
    await expect
      .poll(
        async () => ((await journey.callApi('GET', '/api/profile')).json as { last_page: string }).last_page,
      )
      .toBe('/education');
    await logOut();
    await logInThroughCard(page, email, { path: '/education', heading: 'Education' });
    await journey.heading('Education');
    await page.getByText('Welcome back, Ada!').waitFor();
  });

  it('marks progress as answers change, and adds a parent with the real Add Another button', async () => {
    const { page } = journey;
    await journey.goToSection('About You');
    await page.waitForURL('**/about');
    await journey.heading('About You');
    const about = page
      .getByRole('navigation', { name: 'Application sections' })
      .getByRole('link', { name: /^About You/ });
    const left = async () => {
      const match = /, (\d+) required answer\(s\) left$/.exec((await about.textContent()) ?? '');
      return match ? Number(match[1]) : undefined;
    };
    await expect.poll(left, { timeout: 30_000 }).toBeGreaterThan(0);
    const before = (await left()) ?? 0;
    const birthDate = page.locator('#root_birth_date');
    await birthDate.fill('2008-12-10');
    await expect.poll(left, { timeout: 30_000 }).toBe(before - 1);
    // Cleared by keyboard a part at a time (month, day, year): half cleared, the date keeps its
    // answer; cleared and left, it is an empty answer again (Chrome fires no event as its last
    // part is cleared: its value is '' before and after).
    await birthDate.focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => birthDate.evaluate((input: HTMLInputElement) => input.validity.badInput))
      .toBe(true);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Backspace');
    await birthDate.blur();
    await expect.poll(left, { timeout: 30_000 }).toBe(before);
    await birthDate.fill('2008-12-10');
    await expect.poll(left, { timeout: 30_000 }).toBe(before - 1);
    // On a phone the marks widen the navigation past the screen: the bar scrolls, the page does
    // not scroll sideways (the marks' words for screen readers stay inside the bar too).
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, '/about with progress marks scrolls sideways on a phone').toBeLessThanOrEqual(0);
    // By keyboard, the last tab scrolls into the bar with its whole focus ring (the bar clips).
    await page
      .getByRole('navigation', { name: 'Application sections' })
      .getByRole('link', { name: /^Education/ })
      .focus();
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement;
      const box = link.getBoundingClientRect();
      const bar = link.closest('ul')?.getBoundingClientRect();
      const style = getComputedStyle(link);
      const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
      const inside =
        !!bar &&
        box.left - reach >= bar.left &&
        box.right + reach <= bar.right &&
        box.top - reach >= bar.top &&
        box.bottom + reach <= bar.bottom;
      return { name: link.textContent, drawn: style.outlineStyle, inside };
    });
    expect(ring).toEqual({ name: expect.stringMatching(/^Submit/), drawn: 'solid', inside: true });
    await page.setViewportSize(DESKTOP);

    const button = page.getByRole('button', { name: 'Add Another: Add another parent or guardian' });
    await expect(button.textContent()).resolves.toBe('Add Another');
    await expect(page.locator('#root_parent_2_first_name').count()).resolves.toBe(0);
    // A refused save: SPEC 8's toast, and no second entry.
    await page.route('**/api/add-another', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, json: { message: 'The service is busy. Please try again.' } })
        : route.fallback(),
    );
    await button.click();
    const toast = page.getByRole('alert', { name: 'Error adding another parents' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('The service is busy. Please try again.');
    await expect(page.locator('#root_parent_2_first_name').count()).resolves.toBe(0);
    await page.unroute('**/api/add-another');
    // The count rises by one; at the group's maximum (2) the button is gone.
    await button.click();
    await page.locator('#root_parent_2_first_name').waitFor();
    await page.getByRole('heading', { name: 'Parent 2/Guardian 2' }).waitFor();
    await expect(button.count()).resolves.toBe(0);
    await expect
      .poll(async () => (await journey.callApi('GET', '/api/add-another')).json)
      .toMatchObject({ parents: 2 });
    await expectAccessible(page, '/about (two parents, progress marks)');
    // Back where the next journey step expects the saved last page.
    await journey.goToSection('Education');
    await page.waitForURL('**/education');
    await journey.heading('Education');
  });

  it('submits a complete application and lands on /completion', async () => {
    const { page } = journey;
    for (const [tabId, chosen] of Object.entries(COMPLETE_CONTEXT.tabs ?? {})) {
      await journey.callApi('PUT', '/api/tabs', { tab_id: tabId, chosen_tab: chosen });
    }
    for (const [buttonId, count] of Object.entries(COMPLETE_CONTEXT.addAnother ?? {})) {
      await journey.callApi('PUT', '/api/add-another', { button_id: buttonId, num_components: count });
    }
    const { legal_agree: _legal, ...rest } = COMPLETE_APPLICATION;
    await expect(journey.callApi('PUT', '/api/answer', rest)).resolves.toMatchObject({ status: 200 });
    // A reload brings the answers in; the saved last page (/education) is restored first.
    await page.reload();
    await journey.heading('Education');
    await journey.goToSection('Submit');
    await page.waitForURL('**/final-steps');
    await journey.heading('Submit');
    await page.locator('#root_legal_agree').check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL('**/completion', { timeout: 30_000 });
    await page
      .getByRole('status', { name: 'Success Notification' })
      .filter({ hasText: 'Your application was successfully submitted.' })
      .waitFor();
    await page.getByText('Thank you for applying, Ada!').waitFor();
    await expectAccessible(page, '/completion');
    await screenshot(page, 'application-completion');
    // The route guard: a submitted application always shows /completion.
    await page.goto('/about');
    await page.waitForURL('**/completion');
  });
});
