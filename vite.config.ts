import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/** Writes .gz and .br beside each text asset so the server can send them precompressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'admit-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        // The server's own module (staffPageForServer) is read from disk, never sent.
        if (relative(outDir, file).startsWith(`${SERVER_DIR}/`)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The catalogue's JSON reaches the browser without its notes for staff: `$comment` and
 * `$schema` (the editor's meta-schema) are dropped at build time, whatever file, page
 * or partner overlay they are in. Nothing in engine/ reads either.
 */
function catalogueForBrowser(): Plugin {
  const dropped = new Set(['$comment', '$schema']);
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !dropped.has(key))
        .map(([key, item]) => [key, strip(item)]),
    );
  };
  return {
    name: 'admit-catalogue-for-browser',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/](schemas|partners)[\\/].*\.json$/.test(id)) return null;
      return { code: JSON.stringify(strip(JSON.parse(code))), map: null };
    },
  };
}

/**
 * Puts src/lib/rjsf-defaults in place of @rjsf/core's default fields, templates and
 * widgets (see those files for why). Fails the build if @rjsf/core's registry no longer
 * imports the three modules replaced, rather than silently shipping them again. The dom tests use it
 * too (vitest.config.ts), so they render what the browser gets.
 */
export function rjsfDefaults(): Plugin {
  const registry = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;
  const replacements: Record<string, string> = {
    './components/fields/index.js': fileURLToPath(
      new URL('src/lib/rjsf-defaults/fields.ts', import.meta.url),
    ),
    './components/widgets/index.js': fileURLToPath(
      new URL('src/lib/rjsf-defaults/widgets.ts', import.meta.url),
    ),
    './components/templates/index.js': fileURLToPath(
      new URL('src/lib/rjsf-defaults/templates.ts', import.meta.url),
    ),
  };
  return {
    name: 'admit-rjsf-defaults',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && registry.test(importer) ? (replacements[source] ?? null) : null;
    },
    transform(code, id) {
      if (!registry.test(id)) return null;
      const missing = Object.keys(replacements).filter((source) => !code.includes(`"${source}"`));
      if (missing.length > 0) {
        this.error(
          `@rjsf/core's getDefaultRegistry.js no longer imports ${missing.join(', ')}: update rjsfDefaults.`,
        );
      }
      return null;
    },
  };
}

/**
 * The app's bundle only: src/lib/uri-resolver.ts for fast-uri, which @rjsf/utils asks for
 * little (see the stand-in's comment). Not in development: there Vite's dependency bundle
 * of @rjsf/core runs all its modules, and @rjsf/validator-ajv8 (which getTestRegistry
 * imports) builds an ajv instance that parses URIs. Not in Storybook: the stories' harness
 * compiles schemas with ajv.
 */
function fastUriStandIn(): Plugin {
  const standIn = fileURLToPath(new URL('src/lib/uri-resolver.ts', import.meta.url));
  return {
    name: 'admit-fast-uri-stand-in',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'fast-uri' ? standIn : null),
  };
}

/**
 * MUI's code for CSS-variables themes out of the app's bundle: createTheme calls
 * createThemeWithVars only for a theme asking for CSS variables, and ThemeProvider
 * renders CssVarsProvider (the colour-scheme store, InitColorSchemeScript) only for a
 * theme with colour schemes; src/lib/theme.ts builds neither. A stand-in that throws
 * takes their place (src/lib/no-css-variables.ts).
 */
function noCssVariables(): Plugin {
  const replaced: Array<[RegExp, string]> = [
    [/[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/, './ThemeProviderWithVars.mjs'],
    [/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/, './createThemeWithVars.mjs'],
  ];
  const standIn = fileURLToPath(new URL('src/lib/no-css-variables.ts', import.meta.url));
  return {
    name: 'admit-no-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, from) =>
      from && replaced.some(([importer, module]) => importer.test(from) && source === module)
        ? standIn
        : null,
  };
}

/**
 * react-router names its components for React's developer tools with statements such as
 * `NavLink.displayName = "NavLink";`. Rolldown keeps such a write, and with it the
 * component and all it uses, even where the app never imports it (NavLink, Form,
 * useSubmit, the prefetching of framework mode...). The app reads no displayName, so the
 * build drops those statements and the tree-shaker drops what only they kept. Fails the
 * build if none is found, rather than silently keeping them again.
 */
function routerWithoutDisplayNames(): Plugin {
  const module = /[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]chunk-[^\\/]+\.mjs$/;
  const statement = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
  let dropped = 0;
  return {
    name: 'admit-router-without-display-names',
    apply: 'build',
    buildStart() {
      dropped = 0;
    },
    transform(code, id) {
      if (!module.test(id)) return null;
      // forwardRef, memo and createContext make a value and nothing else: the tree-shaker may drop an unused one.
      const pure = code.replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1');
      const named = pure.replace(statement, () => {
        dropped += 1;
        return '';
      });
      return { code: named, map: null };
    },
    buildEnd(error) {
      if (!error && dropped === 0) {
        this.error('No react-router displayName statement was found: update routerWithoutDisplayNames.');
      }
    },
  };
}

/**
 * The app's bundle only: src/lib/no-all-of.ts for @rjsf/utils' allOf merge, which the
 * catalogue's schemas never ask for (see the stand-in's comment). Fails the build if
 * @rjsf/utils no longer imports the module replaced from the two modules that did.
 */
function noAllOfMerge(): Plugin {
  const importers = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/](retrieveSchema|omitExtraData)\.js$/;
  const standIn = fileURLToPath(new URL('src/lib/no-all-of.ts', import.meta.url));
  return {
    name: 'admit-no-all-of-merge',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, from) =>
      from && importers.test(from) && source === './shallowAllOfMerge.js' ? standIn : null,
    transform(code, id) {
      if (importers.test(id) && !code.includes('"./shallowAllOfMerge.js"')) {
        this.error(`${id} no longer imports ./shallowAllOfMerge.js: update noAllOfMerge.`);
      }
      return null;
    },
  };
}

/**
 * The app's bundle only: the catalogue's JSON as files of their own, one per partner
 * ('base' for a partner the build does not know), each with only its partner's overlay
 * (engine/catalogue/browser-sources.ts), instead of object literals in the JavaScript
 * of every page. The browser fetches its partner's (src/lib/catalogue-fetch.ts) as the
 * entry runs; JSON costs a phone less to parse than the same data as code, and /about's
 * JavaScript carries no catalogue. A module written here takes the place of
 * src/lib/catalogue-sources.ts (the tests', the dev server's and Storybook's).
 */
function catalogueAsJson(): Plugin {
  const replaced = fileURLToPath(new URL('src/lib/catalogue-sources.ts', import.meta.url));
  const fetcher = fileURLToPath(new URL('src/lib/catalogue-fetch.ts', import.meta.url));
  const virtual = '\0admit-catalogue-sources';
  let files: Record<string, string> = {};
  return {
    name: 'admit-catalogue-as-json',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const script = fileURLToPath(new URL('scripts/browser-catalogues.ts', import.meta.url));
      const tsx = fileURLToPath(new URL('node_modules/.bin/tsx', import.meta.url));
      let catalogues: Record<string, unknown>;
      try {
        // CATALOGUE_ROOT: another folder with schemas/ and partners/ (a test's temporary partner).
        const root = process.env.CATALOGUE_ROOT ?? fileURLToPath(new URL('.', import.meta.url));
        catalogues = JSON.parse(execFileSync(tsx, [script, root], { encoding: 'utf8', maxBuffer: 64 << 20 }));
      } catch (error) {
        this.error(`The catalogue could not be read for the browser: ${(error as Error).message}`);
      }
      files = {};
      for (const [id, catalogue] of Object.entries(catalogues)) {
        const source = JSON.stringify(catalogue);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        const fileName = `assets/catalogue-${id}-${hash}.json`;
        this.emitFile({ type: 'asset', fileName, source });
        files[id] = `/${fileName}`;
      }
      // The server's copy of the map (not served: dist/.vite/ is the server's), so that a
      // staff link's page preloads its catalogue (server/client-scripts.ts, CATALOGUES_FILE).
      this.emitFile({ type: 'asset', fileName: '.vite/catalogues.json', source: JSON.stringify(files) });
    },
    async resolveId(source, importer) {
      if (!importer || !source.endsWith('catalogue-sources')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === replaced ? virtual : null;
    },
    load(id) {
      if (id !== virtual) return null;
      return [
        `import { fetchCatalogueSources } from ${JSON.stringify(fetcher)};`,
        `const files = ${JSON.stringify(files)};`,
        'export const catalogueSourcesFor = (partnerId) => fetchCatalogueSources(partnerId, files);',
      ].join('\n');
    },
  };
}

/** Where in the build's folder the server's own modules go (never served: server/plugins/static.ts). */
const SERVER_DIR = 'server';

/**
 * The staff link's page for the server (issue 16): src/features/staff/server-page.tsx bundled
 * for Node into <outDir>/server/staff-page.js, with React's production build, MUI and emotion
 * inside (no dependency left to resolve at run time, and never React's development build,
 * whatever NODE_ENV the server runs with). The server renders each staff link's print view
 * with it (server/staff-page.ts), so that the page paints without any script. Built after the
 * browser's bundle by every build of the app (`npm run build`, Vite's `build()`), so that a
 * build always holds both; its own build has only the stand-ins its code meets.
 */
function staffPageForServer(): Plugin {
  let root = '';
  let outDir = '';
  let failed = false;
  return {
    name: 'admit-staff-page-for-server',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    async closeBundle() {
      if (failed) return;
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react(), noCssVariables()],
        resolve: { alias: [markdownStandIn] },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: fileURLToPath(new URL('src/features/staff/server-page.tsx', import.meta.url)),
          outDir: join(outDir, SERVER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          sourcemap: false,
          rolldownOptions: { output: { entryFileNames: 'staff-page.js' } },
        },
      });
    },
  };
}

/** What every bundle of the browser code wants: the app's and Storybook's (.storybook/vite.config.ts). */
export function browserPlugins(): Plugin[] {
  return [...react(), rjsfDefaults(), catalogueForBrowser()];
}

/** A parser @rjsf pulls in for a feature the catalogue never uses (see the stand-in's comment). */
export const markdownStandIn = {
  find: /^markdown-to-jsx(\/react)?$/,
  replacement: fileURLToPath(new URL('src/lib/plain-markdown.tsx', import.meta.url)),
};

export default defineConfig({
  plugins: [
    ...browserPlugins(),
    fastUriStandIn(),
    noCssVariables(),
    noAllOfMerge(),
    catalogueAsJson(),
    precompress(),
    routerWithoutDisplayNames(),
    staffPageForServer(),
  ],
  resolve: {
    alias: [markdownStandIn],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page loads the entry and all it imports statically: one file instead of about
        // ten (React, emotion, MUI's core, the router, the shell), which gzip compresses
        // together and which need no import and export lists between them (issue 16: about
        // 7.6 KB less on the first page). tests/e2e/first-page-scripts.test.ts checks it.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // DEV_PORT moves the dev server (PORT is the API server's, which it proxies to).
    port: Number(process.env.DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      // Object form keeps the Origin header as the browser sent it (the string form sets
      // changeOrigin, and the server's cross-site check then refuses every write).
      '/api': { target: apiTarget },
      '/public': { target: apiTarget },
      '/service': { target: apiTarget },
      '/lookup': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/uploads': { target: apiTarget },
    },
  },
});
