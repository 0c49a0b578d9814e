/**
 * The application page in real Chromium: keystroke-to-paint latency typing into the
 * largest page (About You, every section shown by a complete application), beside a
 * plain @rjsf/mui form of the same catalogue (tests/bench/plain-form) in the same run;
 * the gzipped JavaScript /about loads, beside its 250 KB budget; and Lighthouse's
 * mobile performance and accessibility scores of /about, beside their aims.
 *
 * Frames are produced as soon as they are ready (--disable-gpu-vsync,
 * --disable-frame-rate-limit), so a latency measures the page's own work from the key
 * event to the next painted frame, not the phase of a 60 Hz display.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import type { Answers, FormContext } from '../../engine/catalogue/types';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { freePort, startProcess } from './processes';
import { loggedInCookie } from './server';
import { type BenchRow, type BenchSection, median, percentile } from './table';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 120);
const WARM_UP = 10;
const JS_BUDGET_KB = 250;
const FAST_FRAMES = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];
/** The field typed into: a text question near the top of About You. */
const FIELD = 'middle_name';

/** Builds the client when dist/ is missing, so the bench runs on a fresh clone. */
export async function ensureClientBuilt(): Promise<void> {
  if (existsSync(join(ROOT, 'dist', 'index.html'))) return;
  console.error('Building the client (dist/ is missing)...');
  await build({ root: ROOT, logLevel: 'warn' });
}

/** Builds the plain baseline form into a temporary folder and serves it. */
export async function servePlainForm(): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'admit-plain-form-'));
  await build({
    root: join(ROOT, 'tests/bench/plain-form'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server: Server = createServer((request, response) => {
    const path = resolve(outDir, `.${(request.url ?? '/').split('?')[0]}`);
    const file =
      path.startsWith(outDir) && existsSync(path) && statSync(path).isFile()
        ? path
        : join(outDir, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((done) => server.close(done));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Saves the complete application to the account, so every section of About You shows; a
 * partner whose catalogue lacks some of its questions, groups or tabs is given its own share.
 */
export async function fillAccount(
  base: string,
  cookie: string,
  answers: Answers = COMPLETE_APPLICATION,
  context: FormContext = COMPLETE_CONTEXT,
): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  };
  for (const [button_id, num_components] of Object.entries(context.addAnother ?? {})) {
    await send('PUT', '/api/add-another', { button_id, num_components });
  }
  for (const [tab_id, chosen_tab] of Object.entries(context.tabs ?? {})) {
    await send('PUT', '/api/tabs', { tab_id, chosen_tab });
  }
  await send('PUT', '/api/answer', answers);
}

interface Probe {
  samples: number[];
  /** Resolves once more than `count` samples are in. */
  waitFor(count: number): Promise<void>;
}

/**
 * Starts listening for key events; each sample is key event → next painted frame, in
 * ms. The bench waits for each sample through a promise the probe resolves, not by
 * polling in animation frames (waitForFunction's default): a page asking for frames
 * all the time would make each keystroke's frame wait for the next one of those.
 */
export async function installProbe(page: Page): Promise<void> {
  // Source text, not a function: tsx would wrap named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const samples = [];
    const waiters = [];
    window.__probe = {
      samples,
      waitFor: (count) =>
        samples.length > count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    };
    document.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        // The frame is painted after rAF callbacks; a message task runs after it.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          samples.push(performance.now() - start);
          for (const waiter of waiters.splice(0)) {
            if (samples.length > waiter.count) waiter.resolve();
            else waiters.push(waiter);
          }
        };
        channel.port2.postMessage(null);
      });
    }, true);
  })()`);
}

/** Types `keystrokes` keys into the input and returns each one's latency, after a warm-up. */
export async function typeAndMeasure(
  page: Page,
  selector: string,
  keystrokes = KEYSTROKES,
): Promise<number[]> {
  const input = page.locator(selector).first();
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await input.fill('');
  await installProbe(page);
  const text = 'augusta byron king lovelace '.repeat(10);
  for (let i = 0; i < keystrokes + WARM_UP; i += 1) {
    const char = text[i % text.length] ?? 'a';
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    await page.evaluate((count) => (window as unknown as { __probe: Probe }).__probe.waitFor(count), i);
    // Keep the field short of its length limit: start again every 40 characters.
    if ((i + 1) % 40 === 0) await input.fill('');
  }
  const samples = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.samples);
  return samples.slice(WARM_UP);
}

export async function withBrowser<T>(args: string[], run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

export async function cookieContext(browser: Browser, base: string, cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: base };
    }),
  );
  return context;
}

/** The gzipped bytes of every script a fresh, anonymous visit of /about loads. */
async function aboutScriptBytes(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
  await context.close();
  let total = 0;
  for (const body of scripts.values()) total += gzipSync(body, { level: 9 }).length;
  return total;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint and Total Blocking Time, in ms, as Lighthouse's mobile profile simulates them. */
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's benchmark index of this machine's CPU, taken as it runs: a mid-tier phone
   * (Pixel 5) scores about 1000, a low-tier one (Moto G4 Power 2022) about 264. Throttled
   * 4 times, the machine runs at a quarter of it, so the same 4x rows of two runs compare
   * only as their indexes do.
   */
  benchmarkIndex: number;
}

/** Lighthouse (mobile, its default: 4x CPU slowdown, slow 4G) on a URL, in a Chromium it drives over a debugging port. */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'admit-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so the browser's helpers end with it.
    { stdio: 'ignore', detached: true },
  );
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
      await new Promise((done) => setTimeout(done, 200));
    }
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categories = result?.lhr.categories;
    const audits = result?.lhr.audits;
    // A category whose audits failed has no score: that is a failed measurement, not a 0.
    const score = (category: { score: number | null } | undefined, name: string) => {
      if (typeof category?.score === 'number') return Math.round(category.score * 100);
      const failed = Object.values(audits ?? {})
        .filter((audit) => audit.scoreDisplayMode === 'error')
        .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'failed'}`);
      const why = result?.lhr.runtimeError?.message ?? (failed.join('; ') || 'no reason given');
      console.error(`Lighthouse gave ${url} no ${name} score (${why})`);
      return Number.NaN;
    };
    return {
      performance: score(categories?.performance, 'performance'),
      accessibility: score(categories?.accessibility, 'accessibility'),
      lcpMs: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    // Chromium writes its profile until it exits: remove the folder only after that.
    const exited = new Promise((done) => child.once('exit', done));
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A leftover temporary profile is no reason to lose the figures.
      console.error(`Could not remove ${profile}: ${(error as Error).message}`);
    }
  }
}

export const clientBench: BenchSection = async () => {
  await ensureClientBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-bench-client-'));
  const app = await startProcess('server/main.ts', '/healthz', { DATA_DIR: dataDir, DATABASE_URL: '' });
  const plain = await servePlainForm();
  try {
    const cookie = await loggedInCookie(app.url, dataDir);
    await fillAccount(app.url, cookie);
    const { ours, baseline } = await withBrowser(FAST_FRAMES, async (browser) => {
      const plainPage = await (await browser.newContext()).newPage();
      await plainPage.goto(plain.url);
      const baseline = await typeAndMeasure(plainPage, `#root_${FIELD}`);
      console.error(
        `plain form: p50 ${median(baseline).toFixed(1)} ms, p95 ${percentile(baseline, 95).toFixed(1)} ms`,
      );
      const context = await cookieContext(browser, app.url, cookie);
      const page = await context.newPage();
      await page.goto('/about');
      const ours = await typeAndMeasure(
        page,
        `input#root_${FIELD}, input[name="${FIELD}"], [id="${FIELD}"] input`,
      );
      return { ours, baseline };
    });
    const scriptBytes = await withBrowser([], (browser) => aboutScriptBytes(browser, app.url));
    const scores = await lighthouseScores(`${app.url}/about`);
    const plainName = 'plain @rjsf/mui form, same page';
    const subject = `keystroke to paint, /about (${ours.length} keys)`;
    const rows: BenchRow[] = [
      { subject, metric: 'p50 ms', value: median(ours), baseline: median(baseline), baselineName: plainName },
      {
        subject,
        metric: 'p95 ms',
        value: percentile(ours, 95),
        baseline: percentile(baseline, 95),
        baselineName: plainName,
      },
      {
        subject: 'JavaScript /about loads',
        metric: 'KB gzip',
        value: scriptBytes / 1024,
        baseline: JS_BUDGET_KB,
        baselineName: 'budget',
      },
      {
        subject: 'Lighthouse mobile, /about',
        metric: 'performance',
        value: scores.performance,
        baseline: 90,
        baselineName: 'aim',
      },
      {
        subject: 'Lighthouse mobile, /about',
        metric: 'accessibility',
        value: scores.accessibility,
        baseline: 100,
        baselineName: 'aim',
      },
    ];
    return rows;
  } finally {
    await plain.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
