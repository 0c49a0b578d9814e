/**
 * The built Storybook as a designer opens it: storybook-static (npm run build-storybook)
 * served over HTTP, and every story of its index.json opened on its own in Chromium. A
 * story passes when Storybook reports it finished without error (render and play
 * function), shows no error display, and the page logged no error. The play functions
 * also run in jsdom (widgets/stories.test.tsx); this runs them in the bundle designers get.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ConsoleMessage, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSources, createEngine, manifest } from '../../engine';
import { type Browser, launchBrowser } from './support/browser';

const STATIC_DIR = fileURLToPath(new URL('../../storybook-static', import.meta.url));

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** What Storybook's preview reported for the story it rendered. */
interface Outcome {
  event: string;
  detail: string;
  errorDisplay: boolean;
}

/**
 * Runs in the page before Storybook's preview: the preview sets its channel on window,
 * and the trap listens on it from the start for the events that end a story's render.
 */
function listenToPreview(): void {
  const ending = [
    'storyFinished',
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'storyMissing',
    'unhandledErrorsWhilePlaying',
  ];
  const events: { event: string; detail: string }[] = [];
  let channel: { on(event: string, listener: (payload: unknown) => void): void } | undefined;
  Object.assign(window, { __previewEvents: events });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: typeof channel) {
      channel = next;
      for (const event of ending) {
        next?.on(event, (payload) => events.push({ event, detail: JSON.stringify(payload) ?? '' }));
      }
    },
  });
}

function stories(): StoryEntry[] {
  const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

let server: FastifyInstance | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  if (!existsSync(join(STATIC_DIR, 'index.json'))) {
    throw new Error(`No built Storybook in ${STATIC_DIR}: run \`npm run build-storybook\` first.`);
  }
  server = Fastify();
  await server.register(fastifyStatic, { root: STATIC_DIR });
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  browser = await launchBrowser(url);
  await browser.page.addInitScript(listenToPreview);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the built Storybook', () => {
  const entries = stories();

  it('lists every widget story', () => {
    // 13 widgets, each with at least its three viewers' stories.
    expect(entries.filter((entry) => entry.title.startsWith('Widgets/')).length).toBeGreaterThanOrEqual(39);
  });

  it.each(entries.map((entry) => [`${entry.title} / ${entry.name}`, entry] as const))(
    'opens %s without an error',
    async (_label, entry) => {
      const page = browser?.page;
      if (!page) throw new Error('The browser did not start.');
      const errors: string[] = [];
      const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
      // A failed load is reported below with its address; the console's copy has none, and
      // Chromium's own /favicon.ico request (iframe.html names no icon) is not the story's.
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console error: ${message.text()}`);
        }
      };
      const onResponse = (response: Response) => {
        if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
      };
      const onRequestFailed = (request: Request) =>
        errors.push(`${request.failure()?.errorText ?? 'failed'} for ${request.url()}`);
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      page.on('response', onResponse);
      page.on('requestfailed', onRequestFailed);
      try {
        await page.goto(`/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`);
        await page.waitForFunction(
          () => ((window as unknown as { __previewEvents?: unknown[] }).__previewEvents ?? []).length > 0,
          undefined,
          { timeout: 30_000 },
        );
        const outcome = await page.evaluate((): Outcome => {
          const events = (window as unknown as { __previewEvents: { event: string; detail: string }[] })
            .__previewEvents;
          const first = events[0] ?? { event: 'none', detail: '' };
          return { ...first, errorDisplay: document.body.classList.contains('sb-show-errordisplay') };
        });
        const rendered = await page.locator('#storybook-root').innerText();
        expect(outcome.event, outcome.detail).toBe('storyFinished');
        expect(JSON.parse(outcome.detail).status, outcome.detail).toBe('success');
        expect(outcome.errorDisplay).toBe(false);
        expect(errors).toEqual([]);
        expect(rendered.trim().length, 'the story rendered no text').toBeGreaterThan(0);
      } finally {
        page.off('pageerror', onPageError);
        page.off('console', onConsole);
        page.off('response', onResponse);
        page.off('requestfailed', onRequestFailed);
      }
    },
  );
});

describe('the catalogue preview', () => {
  /** Opens a Catalogue story with the toolbar's partner, and waits for its page heading. */
  async function open(story: string, partner: string, heading: string) {
    const page = browser?.page;
    if (!page) throw new Error('The browser did not start.');
    await page.goto(`/iframe.html?id=catalogue-pages--${story}&viewMode=story&globals=partner:${partner}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    return page;
  }

  it('shows a partner’s own pages from the toolbar: northfield with its logo, no SSN and its campus visit', async () => {
    const page = await open('anonymous', 'northfield', 'About You');
    await page
      .getByRole('banner', { name: 'Northfield College' })
      .getByRole('img', { name: 'Northfield College' })
      .waitFor();
    await expect(page.locator('#root_first_name').count()).resolves.toBe(1);
    await expect(page.locator('#root_ssn').count()).resolves.toBe(0);
    const print = await open('read-only', 'northfield', 'First-Year Application');
    await print.getByText('Have you visited campus?').first().waitFor();
    await expect(print.getByRole('heading', { name: 'Military service' }).count()).resolves.toBe(0);
  });

  it('shows lakeshore’s residency question, logged in', async () => {
    const page = await open('logged-in', 'lakeshore', 'About You');
    await page.getByRole('banner', { name: 'Lakeshore State University' }).waitFor();
    await page.locator('#root_residency_state').waitFor();
    await page.getByText('Welcome', { exact: false }).first().waitFor();
  });
});

/** Every partner of the manifest with its name, application title and form pages (id, title). */
const previewPartners = manifest.partnerIds.map((id) => {
  const settings = catalogueSources.partners[id]?.settings as { name: string; application_title: string };
  const pages = createEngine(id, { sources: catalogueSources }).catalogue.pages.map(({ id, title }) => ({
    id,
    title,
  }));
  return { id, name: settings.name, applicationTitle: settings.application_title, pages };
});

describe('the catalogue preview shows every page of every partner', () => {
  /** Opens a Catalogue story for a partner (toolbar) and a page (control); returns what Storybook reported. */
  async function openPage(story: string, partnerId: string, pageId: string) {
    const page = browser?.page;
    if (!page) throw new Error('The browser did not start.');
    const errors: string[] = [];
    const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
    page.on('pageerror', onPageError);
    try {
      await page.goto(
        `/iframe.html?id=catalogue-pages--${story}&viewMode=story&globals=partner:${partnerId}&args=pageId:${pageId}`,
      );
      await page.waitForFunction(
        () => ((window as unknown as { __previewEvents?: unknown[] }).__previewEvents ?? []).length > 0,
        undefined,
        { timeout: 30_000 },
      );
      const outcome = await page.evaluate(() => {
        const events = (window as unknown as { __previewEvents: { event: string; detail: string }[] })
          .__previewEvents;
        return { ...events[0], errorDisplay: document.body.classList.contains('sb-show-errordisplay') };
      });
      expect(outcome.event, outcome.detail).toBe('storyFinished');
      expect(outcome.errorDisplay).toBe(false);
      return { page, errors };
    } finally {
      page.off('pageerror', onPageError);
    }
  }

  it('lists every partner of partners/ in the manifest', () => {
    expect(previewPartners.map((partner) => partner.id)).toEqual(manifest.partnerIds);
    expect(previewPartners.length).toBeGreaterThanOrEqual(3);
  });

  const formCases = previewPartners.flatMap((partner) =>
    ['anonymous', 'logged-in'].flatMap((story) =>
      partner.pages.map((formPage) => [partner.id, formPage.id, story, partner, formPage] as const),
    ),
  );
  it.each(formCases)(
    '%s: %s, %s, in its own form and header',
    async (_id, _page, story, partner, formPage) => {
      const { page, errors } = await openPage(story, partner.id, formPage.id);
      await page.getByRole('heading', { level: 1, name: formPage.title }).waitFor({ timeout: 30_000 });
      await page.getByRole('banner', { name: partner.name }).waitFor();
      // The page's questions, rendered by the real form.
      await page.locator('main [id^="root_"]').first().waitFor();
      // The navigation links the partner's own pages, in its order (a link may end with a progress mark).
      const links = await page
        .getByRole('navigation', { name: 'Application sections' })
        .getByRole('link')
        .allInnerTexts();
      expect(links).toHaveLength(partner.pages.length);
      partner.pages.forEach((other, index) => {
        expect(links[index]?.trim().startsWith(other.title), links[index]).toBe(true);
      });
      expect(errors).toEqual([]);
    },
  );

  it.each(previewPartners.map((partner) => [partner.id, partner] as const))(
    '%s: read-only, every page in the print view',
    async (_id, partner) => {
      const { page, errors } = await openPage('read-only', partner.id, partner.pages[0]?.id ?? '');
      await page
        .getByRole('heading', { level: 1, name: partner.applicationTitle })
        .waitFor({ timeout: 30_000 });
      const pageHeadings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      expect(pageHeadings).toEqual(partner.pages.map((formPage) => formPage.title));
      expect(errors).toEqual([]);
    },
  );
});
