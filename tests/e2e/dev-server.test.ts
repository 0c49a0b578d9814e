/**
 * `npm run dev` as a new developer runs it: the API server under tsx watch and Vite with
 * its proxy, on free ports and an empty data folder, and Chromium opening /signup and
 * /about through Vite. Development differs from the build (StrictMode renders twice,
 * Vite's dependency bundles run every module), so the build's journeys do not cover it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 200, or fails with what the dev processes printed. */
async function waitFor200(url: string, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms. npm run dev printed:\n${output()}`);
}

let dev: ChildProcess | undefined;
let browser: Browser | undefined;
let dataDir = '';
let printed = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admit-dev-'));
  const [apiPort, devPort] = [await freePort(), await freePort()];
  // Its own process group, so that the server and Vite under concurrently stop together.
  dev = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(apiPort),
      DEV_PORT: String(devPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    printed = `${printed}${chunk.toString()}`.slice(-20_000);
  };
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${devPort}`;
  await waitFor200(`${url}/healthz`, () => printed);
  browser = await launchBrowser(url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) {
    const exited = new Promise((resolve) => dev?.once('exit', resolve));
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    try {
      process.kill(-dev.pid, 'SIGKILL');
    } catch {
      // stopped on SIGTERM
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it.each([
    ['/signup', 'Create your account'],
    ['/about', 'About You'],
    ['/education', 'Education'],
    ['/final-steps', 'Submit'],
  ])('serves %s with its heading', async (path, heading) => {
    const page = browser?.page;
    if (!page) throw new Error('The browser did not start.');
    await page.goto(path);
    // The first visit waits for Vite to bundle the dependencies, once.
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    // Such as React's development-only reports of a misuse (of use(), of a key, of a hook).
    const errors = browser?.consoleErrors.filter((text) => !text.startsWith('Failed to load resource')) ?? [];
    expect(errors).toEqual([]);
  });
});
