/**
 * Storybook's Vite config (.storybook/main.ts names it): the browser plugins and stand-ins
 * of the app's vite.config.ts, without what only the app's bundle wants. The precompressed
 * copies and preload links serve the app's server; the fast-uri stand-in covers only what
 * @rjsf/utils asks of it, while the stories' harness compiles schemas with ajv, which
 * parses URIs with the real fast-uri.
 */
import { defineConfig } from 'vite';
import { browserPlugins, markdownStandIn } from '../vite.config.ts';

export default defineConfig({
  plugins: browserPlugins(),
  resolve: { alias: [markdownStandIn] },
});
