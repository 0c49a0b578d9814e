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
