import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: real Chromium against the real server (built client in dist/).
 * One file at a time, in one process: each journey starts its own server and browser.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a journey polls for (a lazy chunk taking over a field, a lookup's answer, focus
    // after a page change) passes through the server and a slowed Chromium on two cores:
    // vitest's default second is too short there. A poll still fails when it never comes.
    expect: { poll: { timeout: 15_000 } },
  },
});
