import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
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

/**
 * The app's bundle only: src/lib/deep-equals.ts for @rjsf/utils' deepEquals, and with it
 * no fast-equals (see the stand-in's comment). Fails the build if no module of @rjsf/utils
 * imports it any more, rather than silently shipping fast-equals again.
 */
function rjsfDeepEquals(): Plugin {
  const importer = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/;
  const standIn = fileURLToPath(new URL('src/lib/deep-equals.ts', import.meta.url));
  let replaced = 0;
  return {
    name: 'admit-rjsf-deep-equals',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = 0;
    },
    resolveId(source, from) {
      if (!from || !importer.test(from) || !/^\.\.?\/(?:\.\.\/)*deepEquals\.js$/.test(source)) return null;
      replaced += 1;
      return standIn;
    },
    buildEnd(error) {
      if (!error && replaced === 0)
        this.error('@rjsf/utils no longer imports deepEquals.js: update rjsfDeepEquals.');
    },
  };
}

/**
 * The app's bundle only: @rjsf/utils' code for what the catalogue and the form pages never
 * ask for (see the stand-ins' comments): src/lib/no-one-of.ts for getClosestMatchingOption
 * (a `oneOf` or `anyOf`), src/lib/no-omit-extra-data.ts for omitExtraData and toPathSchema
 * (the `omitExtraData` option). Fails the build if none of them is imported any more.
 */
function rjsfUnusedSchemaCode(): Plugin {
  const importer = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/][^\\/]+\.js$/;
  const standIns: Record<string, string> = {
    './getClosestMatchingOption.js': fileURLToPath(new URL('src/lib/no-one-of.ts', import.meta.url)),
    './omitExtraData.js': fileURLToPath(new URL('src/lib/no-omit-extra-data.ts', import.meta.url)),
    './toPathSchema.js': fileURLToPath(new URL('src/lib/no-omit-extra-data.ts', import.meta.url)),
  };
  const replaced = new Set<string>();
  return {
    name: 'admit-rjsf-unused-schema-code',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced.clear();
    },
    resolveId(source, from) {
      if (!from || !importer.test(from) || !standIns[source]) return null;
      replaced.add(source);
      return standIns[source];
    },
    buildEnd(error) {
      const missing = Object.keys(standIns).filter((source) => !replaced.has(source));
      if (!error && missing.length > 0) {
        this.error(`@rjsf/utils no longer imports ${missing.join(', ')}: update rjsfUnusedSchemaCode.`);
      }
    },
  };
}

/**
 * The app's bundle only: react-router's production build. Its package has no `production`
 * export condition, so a bundler gets its development build (its dev warnings:
 * ENABLE_DEV_WARNINGS is the one difference). And hoist-non-react-statics (with its own
 * copy of react-is) without side effects: @emotion/react imports it bare for its withTheme,
 * which nothing in the app calls, so the tree-shaker now drops it.
 */
function productionLibraries(): Plugin {
  // Real paths, as the resolver gives every other module (node_modules may be a link).
  const file = (path: string) =>
    realpathSync(
      fileURLToPath(new URL(`node_modules/react-router/dist/production/${path}`, import.meta.url)),
    );
  const production: Record<string, string> = {
    'react-router': file('index.mjs'),
    'react-router/dom': file('dom-export.mjs'),
  };
  return {
    name: 'admit-production-libraries',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (production[source]) return production[source];
      if (source !== 'hoist-non-react-statics') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, moduleSideEffects: false } : null;
    },
  };
}

/** V8's explicit compile hint: the whole file's functions compiled as it streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The app's bundle only: the entry (React) and the shell's chunks (firstPageChunks' `start`)
 * begin with V8's explicit compile hint (Chrome 136+), so that their functions are compiled
 * on the background thread that parses them as they download, not one by one on the main
 * thread the first time each runs: nearly all of them run as the first page starts (React's
 * render and commit, emotion, MUI's styles, the router). Issue 16: the simulated blocking
 * time of /about on a phone, from thread time over 8 alternating loads, went from a median
 * of 131 ms to 80. Written into the files after Vite's own last additions to them (its
 * dependency map heads the entry), as the hint must be the file's first line; each source
 * map gains an empty first line to match. The application's chunks were tried too and
 * changed nothing measurable: they keep V8's lazy compilation.
 */
function compileHints(): Plugin {
  return {
    name: 'admit-compile-hints',
    apply: 'build',
    writeBundle(output, bundle) {
      if (!output.dir) this.error('The build wrote no output folder to give compile hints in.');
      let hinted = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === 'start')) continue;
        const file = join(output.dir, chunk.fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
        if (existsSync(`${file}.map`)) {
          const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
          writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
        hinted += 1;
      }
      if (hinted < 2) this.error('No entry or shell chunk to give a compile hint: update compileHints.');
    },
  };
}

/**
 * The app's bundle only: src/lib/emotion-insertion.ts for @emotion/use-insertion-effect-with-fallbacks,
 * so that emotion inserts a component's rules while React renders it (in the first page's
 * transition slices) rather than all in the commit (see the stand-in's comment). Fails the
 * build if emotion no longer imports it, rather than silently inserting in the commit again.
 */
function emotionInsertsWhileRendering(): Plugin {
  const source = '@emotion/use-insertion-effect-with-fallbacks';
  const standIn = fileURLToPath(new URL('src/lib/emotion-insertion.ts', import.meta.url));
  let replaced = 0;
  return {
    name: 'admit-emotion-inserts-while-rendering',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== source || !importer || importer === standIn) return null;
      replaced += 1;
      return standIn;
    },
    buildEnd(error) {
      if (!error && replaced === 0) {
        this.error(`No module imports ${source} any more: update emotionInsertsWhileRendering.`);
      }
    },
  };
}

/**
 * The app's bundle only: src/lib/lazy-touch-ripple.tsx for the TouchRipple MUI's ButtonBase
 * imports, so that a button's ripple loads after the first page (see the stand-in's
 * comment). Fails the build if ButtonBase no longer imports it.
 */
function lazyTouchRipple(): Plugin {
  const importer = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/;
  const standIn = fileURLToPath(new URL('src/lib/lazy-touch-ripple.tsx', import.meta.url));
  return {
    name: 'admit-lazy-touch-ripple',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, from) =>
      from && importer.test(from) && source === './TouchRipple.mjs' ? standIn : null,
    transform(code, id) {
      if (importer.test(id) && !code.includes('"./TouchRipple.mjs"')) {
        this.error(`${id} no longer imports ./TouchRipple.mjs: update lazyTouchRipple.`);
      }
      return null;
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

/** What rolldown's code splitting hands a group's `name` function (the graph after tree-shaking). */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** A package's index module, which re-exports its parts. */
const PACKAGE_INDEX = /[\\/]node_modules[\\/].*[\\/]index\.m?js$/;

/**
 * The first form page's chunks (issue 16), each one file: the application's shell (all that
 * src/app/start.ts imports statically: a chunk of its own, evaluated in a task after React's,
 * src/main.tsx), what the application (src/features/application) shares with the staff view,
 * and the rest of the application. Left to automatic chunking, the modules they share with
 * the chunks that load later (dialogs, the auth cards, the staff view) were about fifteen
 * small files, each gzipped alone and joined by import and export lists (about 9 KB more on
 * the first page). Every page loads the shell; every page but a staff link loads the
 * application, and a staff link's view only the part shared with it. A later chunk imports
 * what it shares with them from them. The three modules named here stay chunks of their own
 * (a few lines each), which Vite's manifest names for the server (server/client-scripts.ts).
 * The sets are read from the graph rolldown chunks, whose imports are those tree-shaking
 * kept: a barrel's unused re-exports (MUI's styles, our index files) pull nothing in.
 */
export function firstPageChunks(): Array<{ name: (id: string, ctx: ChunkingContext) => string | null }> {
  const module = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const start = module('src/app/start.ts');
  const application = module('src/features/application/index.ts');
  const staffView = module('src/features/staff/components/staff-view.tsx');
  let members: Map<string, Set<string>> | undefined;
  let graph: ChunkingContext | undefined;
  /** The group of each module, read once per chunking pass (a new context is a new build). */
  const groupsOf = (ctx: ChunkingContext): Map<string, Set<string>> => {
    if (members && graph === ctx) return members;
    const named = new Set([start, application, staffView]);
    /**
     * The root's module and all it imports statically, however deep, but the three named
     * modules; not through a package's index (`through` false), whose re-exports the graph
     * lists whether or not tree-shaking kept them.
     */
    const closure = (root: string, through = true): Set<string> => {
      if (!ctx.getModuleInfo(root)) throw new Error(`${root} is not in the build: update firstPageChunks.`);
      const found = new Set<string>();
      const visit = (id: string) => {
        if (found.has(id) || (id !== root && named.has(id))) return;
        const info = ctx.getModuleInfo(id);
        if (!info) return;
        found.add(id);
        if (!through && PACKAGE_INDEX.test(id)) return;
        for (const imported of info.importedIds) visit(imported);
      };
      visit(root);
      found.delete(root);
      return found;
    };
    // What the chunks that load later (on intent, or once the form is shown) import.
    const later = new Set<string>();
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      for (const imported of info?.importedIds ?? []) walk(imported);
      for (const loaded of info?.dynamicallyImportedIds ?? []) {
        if (!named.has(loaded)) for (const id of [loaded, ...closure(loaded)]) later.add(id);
        walk(loaded);
      }
    };
    walk(module('src/main.tsx'));
    /** What a root's chunk holds: what it reaches but through a package's index, and the rest if nothing later imports it. */
    const holds = (root: string): Set<string> => {
      const direct = closure(root, false);
      return new Set([...closure(root)].filter((id) => direct.has(id) || !later.has(id)));
    };
    const shell = holds(start);
    const viewed = holds(staffView);
    const applied = [...holds(application)].filter((id) => !shell.has(id));
    graph = ctx;
    members = new Map([
      ['start', shell],
      ['view', new Set(applied.filter((id) => viewed.has(id)))],
      ['application', new Set(applied.filter((id) => !viewed.has(id)))],
    ]);
    return members;
  };
  return ['start', 'view', 'application'].map((name) => ({
    name: (id: string, ctx: ChunkingContext) => (groupsOf(ctx).get(name)?.has(id) ? name : null),
  }));
}

/**
 * index.html's texts shown before the JavaScript: the first spinner's name, as the app's
 * LoadingScreen reads it, and the page without JavaScript, both from schemas/interface.json.
 */
function interfaceTextsInHtml(): Plugin {
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return {
    name: 'admit-interface-texts-in-html',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const file = fileURLToPath(new URL('schemas/interface.json', import.meta.url));
        const texts = JSON.parse(readFileSync(file, 'utf8')) as {
          loading: { default: string };
          noScript: string;
        };
        return html
          .replaceAll('%ADMIT_LOADING%', escapeHtml(texts.loading.default))
          .replaceAll('%ADMIT_NO_SCRIPT%', escapeHtml(texts.noScript));
      },
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
    interfaceTextsInHtml(),
    fastUriStandIn(),
    noCssVariables(),
    noAllOfMerge(),
    rjsfDeepEquals(),
    rjsfUnusedSchemaCode(),
    productionLibraries(),
    lazyTouchRipple(),
    emotionInsertsWhileRendering(),
    compileHints(),
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
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }, ...firstPageChunks()] },
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
