/**
 * How the first form page starts its JavaScript, in real Chromium against the real server
 * and the built client (server/client-scripts.ts): the picture of the page is painted
 * before any script is requested, then the boot script (allowed by the CSP's hash) starts
 * the app; in a hidden tab, which paints nothing, it starts at once.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../server/client-scripts';
import { confirmedAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { setUpJourney } from './support/journey';
import { logInThroughCard } from './support/sign-up';

const journey = setUpJourney();

/** The built client the server serves. */
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** The first contentful paint's time and the start of each script request, from the page's own timings. */
async function timings() {
  return journey.page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    /** When the page's first byte came: the boot script, and its 2 s fallback timer, start after it. */
    responseStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.responseStart,
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
    const { firstContentfulPaint, responseStart, scripts } = await timings();
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(responseStart).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    // The paint, or the boot script's fallback 2 s after it ran, if a slowed browser has not
    // painted by then: either comes long after a script requested at once would have been.
    const startsAfter = Math.min(firstContentfulPaint ?? Number.NaN, (responseStart ?? Number.NaN) + 2_000);
    for (const script of scripts) {
      expect(script.startTime, script.path).toBeGreaterThanOrEqual(startsAfter);
    }
    // The picture is gone, the app's form is there, and nothing was refused (the CSP's hash).
    await expect(page.locator('#first-paint').count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'First (given) name' }).count()).resolves.toBe(1);
    expect(browser.consoleErrors).toEqual([]);
  });

  it("preloads the application's own chunk with the entry, which starts it in a task of its own", async () => {
    const start = readManifest(DIST)?.['src/app/start.ts'];
    expect(start?.file).toBeTruthy();
    const html = await (
      await fetch(`${journey.server.url}/about`, { headers: { accept: 'text/html' } })
    ).text();
    const preloads = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(preloads).toContain(`/${start?.file}`);
  });

  it('shows the first section with the first questions, busy until the rest of the page is in', async () => {
    const page = await journey.browser.context.newPage();
    try {
      // What #root holds when the picture goes: the app's first commit of the page.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.getElementById('first-paint') || !document.querySelector('#root h1')) return;
          observer.disconnect();
          const paper = document.querySelector('#root h1')?.parentElement;
          Object.assign(window, {
            atFirstCommit: {
              busy: paper?.getAttribute('aria-busy'),
              sections: document.querySelectorAll('#root h2').length,
              questions: document.querySelectorAll('#root [id^="root_"]').length,
            },
          });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });
      await page.locator('main [aria-busy="true"]:has(> h1)').waitFor({ state: 'detached', timeout: 30_000 });
      const first = await page.evaluate(
        () =>
          (window as unknown as { atFirstCommit: { busy: string; sections: number; questions: number } })
            .atFirstCommit,
      );
      expect(first.busy).toBe('true');
      expect(first.sections).toBeGreaterThan(0);
      expect(first.questions).toBeGreaterThan(0);
      const all = await page.locator('#root [id^="root_"]').count();
      expect(first.questions).toBeLessThan(all);
    } finally {
      await page.close();
    }
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

/** Where and how large a text is painted: its box, in CSS pixels, and its font. */
interface Painted {
  x: number;
  y: number;
  width: number;
  fontSize: string;
  fontWeight: string;
  lineHeight: string;
}

type Place = Record<'title' | 'section' | 'description' | 'account', Painted>;

/** The picture's page title, section title and description (the app's scripts never load). */
async function pictureTexts(page: Page): Promise<Place & { description: { text: string } }> {
  await page.route('**/assets/*.js', (route) => route.abort());
  try {
    await page.goto('/about');
    await page.locator('#first-paint').waitFor({ state: 'attached' });
    return await page.evaluate(async () => {
      await document.fonts.ready;
      const painted = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`The picture has no ${selector}`);
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const { fontSize, fontWeight, lineHeight } = style;
        return {
          x: box.x,
          y: box.y,
          width: box.width,
          fontSize,
          fontWeight,
          lineHeight,
          text: element.textContent ?? '',
        };
      };
      return {
        title: painted('.fp-title'),
        section: painted('.fp-section'),
        description: painted('.fp-description'),
        account: painted('.fp-account'),
      };
    });
  } finally {
    await page.unroute('**/assets/*.js');
  }
}

/** The app's h1, its first section's h2 and the description with the picture's text. */
async function appTexts(page: Page, description: string): Promise<Place> {
  await page.goto('/about');
  await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });
  await page.locator('#first-paint').waitFor({ state: 'detached' });
  // Logged in, the page reveals its sections in steps, busy meanwhile (as journey.heading waits).
  await page.locator('main h2').first().waitFor({ timeout: 30_000 });
  await page.locator('main [aria-busy="true"]:has(> h1)').waitFor({ state: 'detached', timeout: 30_000 });
  return page.evaluate(async (text) => {
    await document.fonts.ready;
    const painted = (element: Element | null | undefined, name: string) => {
      if (!element) throw new Error(`The app shows no ${name}`);
      const box = element.getBoundingClientRect();
      const { fontSize, fontWeight, lineHeight } = getComputedStyle(element);
      return { x: box.x, y: box.y, width: box.width, fontSize, fontWeight, lineHeight };
    };
    const main = document.querySelector('main');
    const leaf = [...(main?.querySelectorAll('*') ?? [])].find(
      (element) => element.children.length === 0 && element.textContent?.trim() === text.trim(),
    );
    return {
      title: painted(main?.querySelector('h1'), 'h1'),
      section: painted(main?.querySelector('h2'), 'h2'),
      description: painted(leaf, `text "${text}"`),
      account: painted(document.querySelector('button[aria-haspopup="dialog"]'), 'Account button'),
    };
  }, description);
}

/**
 * Issue 16: the picture paints the page title, the first section's title and its
 * description where and as large as the app then paints them, for each shipped partner
 * (a logo, a banner that wraps), on a phone and a desktop: the text an applicant started
 * to read does not jump when the app replaces the picture. This is also the check of
 * index.html's first-paint sizes against the theme's typography.
 */
describe.each(['demo', 'northfield', 'lakeshore'])('the picture is where the app paints (%s)', (partner) => {
  const own = partner === 'demo' ? journey : setUpJourney({ PARTNER: partner });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`at ${viewport.width}×${viewport.height}`, async () => {
      const page = await own.browser.context.newPage();
      try {
        await page.setViewportSize(viewport);
        const picture = await pictureTexts(page);
        // The picture is for the eye only: axe finds nothing, nothing takes focus.
        await expectAccessible(page, `the first paint of /about (${partner}, ${viewport.width})`, {
          impacts: 'all',
        });
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.closest('#first-paint') !== null);
        expect(focused).toBe(false);
        const app = await appTexts(page, picture.description.text);
        // The Account button's place too: the banner's texts keep theirs when the button comes.
        for (const name of ['title', 'section', 'description', 'account'] as const) {
          const [seen, shown] = [picture[name], app[name]];
          expect(Math.abs(seen.x - shown.x), `${name} x`).toBeLessThanOrEqual(2);
          expect(Math.abs(seen.y - shown.y), `${name} y`).toBeLessThanOrEqual(2);
          expect(Math.abs(seen.width - shown.width), `${name} width`).toBeLessThanOrEqual(2);
          expect([seen.fontSize, seen.fontWeight, seen.lineHeight], name).toEqual([
            shown.fontSize,
            shown.fontWeight,
            shown.lineHeight,
          ]);
        }
      } finally {
        await page.close();
      }
    });
  }
});

/**
 * With a session cookie the picture's header message is an empty box the size of a
 * logged-in applicant's welcome (docs/decisions/005): a first login's texts do not move.
 */
describe('the picture for a logged-in applicant', () => {
  it('paints the texts where the app paints them after a first login, on a phone and a desktop', async () => {
    const { server } = journey;
    const own = await launchBrowser(server.url);
    try {
      const { page } = own;
      const email = await confirmedAccount(server.url, server.dataDir);
      await logInThroughCard(page, email);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        const picture = await pictureTexts(page);
        // The box is there, its texts unseen: the picture does not guess the greeting.
        await expect(page.locator('#first-paint .fp-message-title').isVisible()).resolves.toBe(false);
        const app = await appTexts(page, picture.description.text);
        await page.getByRole('region', { name: 'Welcome' }).getByText('Welcome!').waitFor();
        for (const name of ['title', 'section', 'description', 'account'] as const) {
          expect(
            Math.abs(picture[name].y - app[name].y),
            `${name} y at ${viewport.width}`,
          ).toBeLessThanOrEqual(2);
          expect(
            Math.abs(picture[name].x - app[name].x),
            `${name} x at ${viewport.width}`,
          ).toBeLessThanOrEqual(2);
        }
      }
    } finally {
      await own.close();
    }
  });
});
