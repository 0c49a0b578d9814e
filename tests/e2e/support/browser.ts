/**
 * Chromium through playwright-core (the test tools cannot download a browser here, so
 * the distribution's Chromium is driven), with a fresh profile per launch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged with console.error, and uncaught page errors. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** Viewports the journeys check: a 375 px phone and a desktop. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** Launches Chromium with an empty profile, opens one page at `baseURL`'s origin. */
export async function launchBrowser(baseURL: string, viewport = DESKTOP): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'admit-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return {
    context,
    page,
    consoleErrors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
