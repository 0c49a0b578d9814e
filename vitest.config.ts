import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { rjsfDefaults } from './vite.config';

/**
 * Unit and server tests. Code for the browser (src/, ui/, widgets/) runs in jsdom;
 * engine/, server/ and scripts/ run in Node. tests/e2e has its own config.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // One test file per core. Vitest's default leaves a core free (cores - 1), which on
    // the 2-core CI machine ran the 130-odd files one at a time: 868 s for the unit and
    // server tests, against 558 s with two at once. The server files wait on databases,
    // LibreOffice and Chromium much of their time, and each has its own data folder and
    // PostgreSQL schema (tests/api/support/harness.ts), so they run side by side.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'engine/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
          exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Tests that measure how the server answers under their own load (the bomb test's
        // latencies): npm test runs them after the rest, alone, so other files' work on the
        // shared cores is not what they measure.
        test: {
          name: 'isolated',
          environment: 'node',
          include: ['tests/api/**/*.isolated.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The form renders with the default fields and widgets the browser bundle has:
        // @rjsf is processed by Vite (not loaded by Node) so that rjsfDefaults applies.
        plugins: [rjsfDefaults()],
        test: {
          server: { deps: { inline: [/@rjsf[\\/]/] } },
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
