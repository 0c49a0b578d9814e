/**
 * How the first form page starts its JavaScript, in real Chromium against the real server
 * and the built client (server/client-scripts.ts): the picture of the page is painted
 * before any script is requested, then the boot script (allowed by the CSP's hash) starts
 * the app; in a hidden tab, which paints nothing, it starts at once.
 */
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';

const journey = setUpJourney();

/** The first contentful paint's time and the start of each script request, from the page's own timings. */
async function timings() {
  return journey.page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    visibility: document.visibilityState,
  }));
}

describe('the first page starts after its paint', () => {
  it('requests no script before the picture is painted, then shows the form', async () => {
    const { page, browser } = journey;
    await page.goto('/about');
    await journey.heading('About You');
    const { firstContentfulPaint, scripts } = await timings();
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(script.startTime, script.path).toBeGreaterThanOrEqual(firstContentfulPaint ?? Number.NaN);
    }
    // The picture is gone, the app's form is there, and nothing was refused (the CSP's hash).
    await expect(page.locator('#first-paint').count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'First (given) name' }).count()).resolves.toBe(1);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('starts the app in a tab that is hidden', async () => {
    const { browser } = journey;
    const page = await browser.context.newPage();
    try {
      await page.addInitScript(() => {
        Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
        Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
      });
      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });
      const visibility = await page.evaluate(() => document.visibilityState);
      expect(visibility).toBe('hidden');
      await expect(page.getByRole('textbox', { name: 'First (given) name' }).count()).resolves.toBe(1);
    } finally {
      await page.close();
    }
  });

  it('gives any other page its scripts at once', async () => {
    const { page } = journey;
    const html = await (
      await fetch(`${journey.server.url}/login`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(html).not.toContain('data-entry');
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  });
});
