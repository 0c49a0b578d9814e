/**
 * The application on a phone (issue 16): Chromium with its CPU slowed 4 times (CDP
 * `Emulation.setCPUThrottlingRate`), each figure beside its baseline measured in the same
 * run or beside its aim:
 * - keystroke to paint on the largest page (About You, every section shown), beside a
 *   bare `<input>` on an empty page (the floor) and the plain @rjsf/mui form;
 * - a page change (About You to Education, logged in) and the INP of a scripted fill of
 *   About You, from the browser's Event Timing entries as the web-vitals library reads
 *   them (the longest interaction, one ignored per 50);
 * - the gzipped JavaScript /about loads before its form is interactive, apart from what
 *   loads later;
 * - Lighthouse's mobile profile (its own simulated 4x CPU and slow 4G), median of 3 runs;
 * - the staff print view of a complete application.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runServiceToken } from '../../scripts/service-token';
import {
  cookieContext,
  ensureClientBuilt,
  fillAccount,
  lighthouseScores,
  servePlainForm,
  typeAndMeasure,
  withBrowser,
} from './client';
import { startProcess } from './processes';
import { loggedInCookie } from './server';
import { type BenchRow, type BenchSection, median, percentile } from './table';

const SLOWDOWN = 4;
const PAGE_CHANGES = Number(process.env.BENCH_PAGE_CHANGES ?? 10);
const PRINT_LOADS = Number(process.env.BENCH_PRINT_LOADS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FAST_FRAMES = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];
const FIELD = 'middle_name';
const USERNAME = 'bench.applicant@example.com';

/** Slows the page's CPU; the setting holds for its later same-site navigations. */
async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

/** A page of the context on the app's origin, slowed down before anything of the app runs. */
async function slowPage(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/healthz`);
  await slowDown(page);
  return page;
}

/** The next painted frame after now, as the keystroke probe waits for it (source text for the page). */
const NEXT_PAINT = `new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
}))`;

/** Clicks a section link of the top navigation and returns the ms until the new page's title is painted. */
async function changePage(page: Page, to: string): Promise<number> {
  return page.evaluate(`(async () => {
    const to = ${JSON.stringify(to)};
    const link = [...document.querySelectorAll('nav[aria-label="Application sections"] a')]
      .find((a) => (a.textContent || '').trim().startsWith(to));
    if (!link) throw new Error('no navigation link to ' + to);
    const arrived = () => {
      const title = document.querySelector('main h1');
      return title !== null && (title.textContent || '').includes(to);
    };
    const start = performance.now();
    link.click();
    await new Promise((resolve) => {
      if (arrived()) return resolve();
      const observer = new MutationObserver(() => {
        if (arrived()) { observer.disconnect(); resolve(); }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await ${NEXT_PAINT};
    return performance.now() - start;
  })()`);
}

async function pageChanges(browser: Browser, base: string, cookie: string): Promise<number[]> {
  const context = await cookieContext(browser, base, cookie);
  try {
    const page = await slowPage(context, base);
    await page.goto('/about');
    await page.locator('main h1', { hasText: 'About You' }).waitFor({ timeout: 60_000 });
    const samples: number[] = [];
    // The first change loads the Education page's code: measured apart from the rest, as a warm-up.
    await changePage(page, 'Education');
    for (let i = 0; i < PAGE_CHANGES; i += 1) {
      await changePage(page, 'About You');
      samples.push(await changePage(page, 'Education'));
    }
    return samples;
  } finally {
    await context.close();
  }
}

/**
 * Records every interaction's longest Event Timing entry, as web-vitals' INP does
 * (durationThreshold 16, the smallest the browser allows).
 */
const INTERACTION_OBSERVER = `(() => {
  const longest = new Map();
  window.__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) || 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/** INP of the recorded interactions: the longest, ignoring one for every 50 (web-vitals' rule). */
function inp(durations: number[], interactions: number): number {
  if (durations.length === 0) return 16; // every interaction took less than the threshold
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(interactions / 50))] ?? 16;
}

/** Fills About You as an anonymous applicant would, by pointer and keyboard, and returns the INP. */
async function fillInp(browser: Browser, base: string): Promise<{ inp: number; interactions: number }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 915 } });
  try {
    await context.addInitScript(INTERACTION_OBSERVER);
    const page = await slowPage(context, base);
    await page.goto('/about');
    await page.locator('main h1', { hasText: 'About You' }).waitFor({ timeout: 60_000 });
    let interactions = 0;
    // The first choice of each radio group (which may show further questions), then each text field.
    const groups = page.locator('main [role="radiogroup"]');
    for (let i = 0; i < (await groups.count()); i += 1) {
      const radio = groups.nth(i).locator('input[type="radio"]').first();
      if (!(await radio.isVisible())) continue;
      await radio.click();
      interactions += 1;
    }
    const fields = page.locator('main input[type="text"]:not([role="combobox"]):not([readonly])');
    for (let i = 0; i < Math.min(25, await fields.count()); i += 1) {
      const field = fields.nth(i);
      if (!(await field.isVisible()) || !(await field.isEditable())) continue;
      await field.click();
      await page.keyboard.type('Ada', { delay: 30 });
      interactions += 1 + 3;
    }
    // Event Timing entries arrive after their frame: let the last ones in.
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ]);
    return { inp: inp(durations, interactions), interactions };
  } finally {
    await context.close();
  }
}

/** Marks the moment the first form field of the page exists, as `window.__interactiveAt`. */
const INTERACTIVE_MARK = `(() => {
  const mark = () => {
    if (window.__interactiveAt === undefined && document.querySelector('main form input, main input')) {
      window.__interactiveAt = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
  document.addEventListener('DOMContentLoaded', () => {
    if (!mark()) observer.observe(document.body, { childList: true, subtree: true });
  });
})()`;

/** The gzipped JavaScript an anonymous /about loads before its form is interactive, and after. */
async function scriptsByPhase(browser: Browser, base: string): Promise<{ before: number; after: number }> {
  const context = await browser.newContext({ baseURL: base });
  try {
    await context.addInitScript(INTERACTIVE_MARK);
    const page = await slowPage(context, base);
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
      bodies.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
    });
    await page.goto('/about');
    // At 4x the form may render after the network is idle: wait for both.
    await page.waitForFunction(
      () => (window as unknown as { __interactiveAt?: number }).__interactiveAt,
      null,
      {
        timeout: 60_000,
        polling: 100,
      },
    );
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      interactiveAt: (window as unknown as { __interactiveAt?: number }).__interactiveAt ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ url: entry.name, end: entry.responseEnd })),
    }));
    if (Number.isNaN(timing.interactiveAt)) throw new Error('/about never showed a form field');
    let before = 0;
    let after = 0;
    for (const [url, body] of bodies) {
      const bytes = gzipSync(await body, { level: 9 }).length;
      const end = timing.scripts.find((entry) => entry.url === url)?.end ?? Number.POSITIVE_INFINITY;
      if (end <= timing.interactiveAt) before += bytes;
      else after += bytes;
    }
    return { before: before / 1024, after: after / 1024 };
  } finally {
    await context.close();
  }
}

/** Loads a staff link to a complete application and returns the ms until its last section is painted. */
async function printViewLoads(browser: Browser, base: string, link: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < PRINT_LOADS; i += 1) {
    const context = await browser.newContext({ baseURL: base });
    try {
      await context.addInitScript(`(() => {
        const done = () => {
          const main = document.querySelector('main');
          return main !== null && (main.textContent || '').includes('Application of')
            && main.querySelectorAll('h2').length >= 3;
        };
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          ${NEXT_PAINT}.then(() => { window.__printedAt = performance.now(); });
        });
        document.addEventListener('DOMContentLoaded', () =>
          observer.observe(document.body, { childList: true, subtree: true, characterData: true }));
      })()`);
      const page = await slowPage(context, base);
      await page.goto(link);
      await page.waitForFunction(() => (window as unknown as { __printedAt?: number }).__printedAt, null, {
        timeout: 60_000,
        polling: 100,
      });
      samples.push(await page.evaluate(() => (window as unknown as { __printedAt: number }).__printedAt));
    } finally {
      await context.close();
    }
  }
  return samples;
}

/** Keystroke-to-paint samples at 4x slowdown: the floor, the plain form and /about. */
async function keystrokes(
  browser: Browser,
  base: string,
  cookie: string,
  plainUrl: string,
): Promise<{ floor: number[]; plain: number[]; ours: number[] }> {
  const floorPage = await (await browser.newContext()).newPage();
  await floorPage.setContent('<!doctype html><title>floor</title><input id="floor" aria-label="floor">');
  await slowDown(floorPage);
  const floor = await typeAndMeasure(floorPage, '#floor');
  await floorPage.context().close();

  const plainPage = await (await browser.newContext()).newPage();
  await plainPage.goto(plainUrl);
  await slowDown(plainPage);
  const plain = await typeAndMeasure(plainPage, `#root_${FIELD}`);
  await plainPage.context().close();

  const context = await cookieContext(browser, base, cookie);
  const page = await context.newPage();
  await page.goto('/about');
  await slowDown(page);
  const ours = await typeAndMeasure(
    page,
    `input#root_${FIELD}, input[name="${FIELD}"], [id="${FIELD}"] input`,
  );
  await context.close();
  return { floor, plain, ours };
}

export const phoneBench: BenchSection = async () => {
  await ensureClientBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-bench-phone-'));
  const app = await startProcess('server/main.ts', '/healthz', { DATA_DIR: dataDir, DATABASE_URL: '' });
  const plain = await servePlainForm();
  try {
    const cookie = await loggedInCookie(app.url, dataDir);
    await fillAccount(app.url, cookie);
    const issued = await runServiceToken([USERNAME], { DATA_DIR: dataDir, PUBLIC_URL: app.url });
    if (issued.code !== 0 || !issued.url) throw new Error(`service:token refused: ${issued.notes.join(' ')}`);
    const staffLink = new URL(issued.url);

    const measured = await withBrowser(FAST_FRAMES, async (browser) => ({
      keys: await keystrokes(browser, app.url, cookie, plain.url),
      changes: await pageChanges(browser, app.url, cookie),
      fill: await fillInp(browser, app.url),
      scripts: await scriptsByPhase(browser, app.url),
      print: await printViewLoads(browser, app.url, `${staffLink.pathname}${staffLink.search}`),
    }));
    const lighthouse = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) lighthouse.push(await lighthouseScores(`${app.url}/about`));

    const { floor, plain: plainKeys, ours } = measured.keys;
    const typing = `keystroke to paint, /about every section, ${SLOWDOWN}x CPU (${ours.length} keys)`;
    const floorName = `bare <input> on an empty page, ${SLOWDOWN}x CPU (floor)`;
    const plainName = `plain @rjsf/mui form, ${SLOWDOWN}x CPU`;
    const aim = 'aim';
    const rows: BenchRow[] = [
      {
        subject: typing,
        metric: 'p50 ms',
        value: median(ours),
        baseline: median(floor),
        baselineName: floorName,
      },
      {
        subject: typing,
        metric: 'p95 ms',
        value: percentile(ours, 95),
        baseline: percentile(floor, 95),
        baselineName: floorName,
      },
      {
        subject: typing,
        metric: 'p50 ms',
        value: median(ours),
        baseline: median(plainKeys),
        baselineName: plainName,
      },
      {
        subject: typing,
        metric: 'p95 ms',
        value: percentile(ours, 95),
        baseline: percentile(plainKeys, 95),
        baselineName: plainName,
      },
      {
        subject: `page change About You → Education, logged in, ${SLOWDOWN}x CPU (${measured.changes.length} changes)`,
        metric: 'p50 ms',
        value: median(measured.changes),
        baseline: 100,
        baselineName: aim,
      },
      {
        subject: `page change About You → Education, logged in, ${SLOWDOWN}x CPU (${measured.changes.length} changes)`,
        metric: 'p95 ms',
        value: percentile(measured.changes, 95),
        baseline: 100,
        baselineName: aim,
      },
      {
        subject: `INP, scripted fill of About You, ${SLOWDOWN}x CPU (${measured.fill.interactions} interactions)`,
        metric: 'ms',
        value: measured.fill.inp,
        baseline: 100,
        baselineName: aim,
      },
      {
        subject: 'JavaScript /about loads before its form is interactive',
        metric: 'KB gzip',
        value: measured.scripts.before,
        baseline: 180,
        baselineName: aim,
      },
      {
        subject: 'JavaScript /about loads after it is interactive',
        metric: 'KB gzip',
        value: measured.scripts.after,
      },
      {
        subject: `Lighthouse mobile, /about (median of ${lighthouse.length})`,
        metric: 'performance',
        value: median(lighthouse.map((run) => run.performance)),
        baseline: 95,
        baselineName: aim,
      },
      {
        subject: `Lighthouse mobile, /about (median of ${lighthouse.length})`,
        metric: 'LCP ms',
        value: median(lighthouse.map((run) => run.lcpMs)),
        baseline: 1500,
        baselineName: aim,
      },
      {
        subject: `Lighthouse mobile, /about (median of ${lighthouse.length})`,
        metric: 'TBT ms',
        value: median(lighthouse.map((run) => run.tbtMs)),
        baseline: 100,
        baselineName: aim,
      },
      {
        subject: `Lighthouse mobile, /about (median of ${lighthouse.length})`,
        metric: 'accessibility',
        value: median(lighthouse.map((run) => run.accessibility)),
        baseline: 100,
        baselineName: aim,
      },
      {
        subject: `staff print view of a complete application, ${SLOWDOWN}x CPU (${measured.print.length} loads)`,
        metric: 'median ms',
        value: median(measured.print),
        baseline: 1000,
        baselineName: aim,
      },
    ];
    return rows;
  } finally {
    await plain.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
