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
          ],
          testTimeout: 30_000,
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
