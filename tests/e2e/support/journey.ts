/**
 * What every journey file shares: one server and one Chromium, started before its tests
 * and closed after them, and the few steps every journey takes on its page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Browser, launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The browser's one page. */
  readonly page: Page;
  /**
   * Waits for the page's level-1 heading with this name (a route's chunk may still be
   * loading), and on a form page for all of its questions.
   */
  heading(name: string): Promise<void>;
  /** Follows a link of the top navigation to another page of the application. */
  goToSection(name: string): Promise<void>;
  /** Calls the API from the page, with its session cookie and Origin, as the app does. */
  callApi(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
}

/**
 * Registers the file's beforeAll and afterAll; the journey's parts exist once beforeAll ran.
 * `env` adds to the server's configuration (PARTNER=… serves another partner: the one
 * built client serves every partner, which it learns from GET /public/partner).
 */
export function setUpJourney(env: Record<string, string> = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('The journey has not started: use it inside a test.');
    return part;
  };
  const journey: Journey = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get page() {
      return started(browser).page;
    },
    async heading(name) {
      await journey.page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
      // A form page reveals its questions in steps (the first page of a visit too), busy meanwhile.
      await journey.page
        .locator('main [aria-busy="true"]:has(> h1)')
        .waitFor({ state: 'detached', timeout: 30_000 });
    },
    async goToSection(name) {
      await journey.page
        .getByRole('navigation', { name: 'Application sections' })
        .getByRole('link', { name })
        .click();
    },
    callApi(method, path, body) {
      return journey.page.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(path, {
            method,
            headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: response.status, json: await response.json().catch(() => null) };
        },
        { method, path, body },
      );
    },
  };
  return journey;
}
