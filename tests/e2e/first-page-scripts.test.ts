/**
 * What the first form page's scripts hold (issue 16), read from the build in dist/ (Vite's
 * manifest and each chunk's source map): the entry with everything it imports statically
 * in one file (vite.config.ts's `initial` group), and none of the code the page never
 * runs before its form is interactive. A change that imports one of those pieces again
 * from the form's modules fails here, rather than in the bench's KB figure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { clientScripts, readManifest, START_MODULE } from '../../server/client-scripts';
import { COMPILE_HINT } from '../../vite.config';
import { DIST_DIR } from './support/server';

/** The source files bundled into a built chunk (its source map's `sources`), as paths from the root. */
function sourcesOf(url: string): string[] {
  const map = join(DIST_DIR, `${url.slice(1)}.map`);
  if (!existsSync(map)) throw new Error(`${url} has no source map: the build writes them (vite.config.ts).`);
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

/** Code the first page must not load before its form is interactive, and why. */
const LATER: Array<[RegExp, string]> = [
  [/node_modules\/@rjsf\/mui\//, "@rjsf/mui's templates: the form pages render their own"],
  [
    /@rjsf\/core\/lib\/components\/templates\/(Array|Grid|MultiSchema|WrapIfAdditional|BaseInput)/,
    'array, grid and anyOf templates',
  ],
  [/@mui\/material\/(List|ListItem\w*|Divider|Grid)\//, 'MUI components only @rjsf/mui templates used'],
  [
    /@mui\/material\/(Autocomplete|Popper|Chip|Tabs|Tab|Popover|Modal|Dialog)\//,
    'MUI components loaded on intent',
  ],
  [/widgets\/autocomplete\/autocomplete-interactive/, "the address search's MUI Autocomplete"],
  [/widgets\/(file-upload|month-year)\//, 'widgets no first page uses (widgets/registry.ts)'],
  [/src\/components\/modal-dialog/, 'dialogs, loaded when first opened'],
  [/src\/features\/application\/components\/account-menu/, 'the account popover'],
  [/src\/features\/staff\/components\//, 'the staff print view'],
  [/src\/features\/auth\//, 'the sign-up and login cards'],
  [
    /node_modules\/fast-equals\//,
    "fast-equals (src/lib/deep-equals.ts stands in for @rjsf/utils' deepEquals)",
  ],
  [
    /node_modules\/hoist-non-react-statics\//,
    "hoist-non-react-statics (only emotion's withTheme, never called)",
  ],
  [/node_modules\/react-router\/dist\/development\//, "react-router's development build"],
  [/@mui\/material\/ButtonBase\/TouchRipple/, "a button's ripple, loaded after the first page"],
  [
    /@mui\/material\/(Alert|AlertTitle)\//,
    "MUI's Alert: toasts, notices and the summary load after the first page",
  ],
  [/src\/components\/toast\/toast-item/, "a toast's look, loaded after the first page"],
  [
    /src\/features\/application\/components\/validation-summary/,
    'the validation summary, shown after a submit',
  ],
  [
    /src\/features\/application\/components\/journal\/(restored-notice|conflict-dialog)/,
    "the journal's notice and conflict dialog",
  ],
  [/src\/features\/documents\/components\/application-pdf-download/, 'the PDF download of the last pages'],
  [/src\/components\/layout\/footer-dialogs/, "the footer's Help and Privacy dialogs"],
  [
    /src\/features\/application\/(components\/(idle-guard|idle-dialog|completion-page)|hooks\/use-idle-timer)/,
    "the logged-in applicant's idle timer, and the completion page",
  ],
  [
    /@mui\/(material\/(Checkbox|Container|FormControlLabel|internal\/SwitchBase)|system\/Container)\//,
    'MUI parts the first page draws natively: its checkboxes, its page widths',
  ],
  [
    /@mui\/material\/(InputBase\/InputBase|OutlinedInput|InputLabel|TextareaAutosize)[./]/,
    "MUI's input: the address search's light stage is drawn natively, its interactive stage loads on intent",
  ],
  [
    /@rjsf\/utils\/lib\/schema\/(getClosestMatchingOption|toPathSchema)\.js/,
    "@rjsf/utils' oneOf and anyOf choice and omitExtraData's paths",
  ],
  [
    /@rjsf\/core\/lib\/components\/(fields\/(Boolean|Null|Fallback|OptionalDataControls)Field|templates\/(FallbackFieldTemplate|OptionalDataControlsTemplate|UnsupportedField|ErrorList|ButtonTemplates\/IconButton))\.js/,
    "@rjsf/core's fields and templates for types and options no page has (src/lib/rjsf-defaults stands in)",
  ],
];

describe('the first form page’s scripts (dist/)', () => {
  const manifest = readManifest(DIST_DIR);
  if (!manifest)
    throw new Error('No Vite manifest in dist/: run `npm run build` before the browser journeys.');
  const scripts = clientScripts(manifest);

  it('has the entry and all it imports statically in one file', () => {
    const [, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
    expect(entry?.imports ?? []).toEqual([]);
  });

  it("has the application's shell and the application in five files (vite.config.ts firstPageChunks)", () => {
    // The shell's and the application's modules (a few lines of re-exports each), the shell's
    // imports, what the application shares with the staff view, and the rest of the application.
    expect(scripts.application.length).toBeLessThanOrEqual(5);
  });

  it("begins the entry's and the shell's files with V8's compile hint, their source maps shifted to match", () => {
    const shell = manifest[START_MODULE];
    // The entry, the shell's module and the shell's imports but the entry.
    const urls = [
      ...new Set([
        scripts.entry,
        ...[shell?.file, ...(shell?.imports ?? []).map((key) => manifest[key]?.file)].map(
          (file) => `/${file}`,
        ),
      ]),
    ];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const code = readFileSync(join(DIST_DIR, url.slice(1)), 'utf8');
      expect(code.startsWith(`${COMPILE_HINT}\n`), url).toBe(true);
    }
  });

  it.each([
    ['the entry', 'index.html has no #root element.', 'src/main.tsx'],
    ["the shell's", 'system-ui, -apple-system', 'src/lib/theme.ts'],
  ])("maps %s code to its source after the hint's line", (_, text, source) => {
    const url = [scripts.entry, ...scripts.application].find((file) =>
      readFileSync(join(DIST_DIR, file.slice(1)), 'utf8').includes(text),
    );
    if (!url) throw new Error(`No first-page chunk holds "${text}".`);
    const lines = readFileSync(join(DIST_DIR, url.slice(1)), 'utf8').split('\n');
    const line = lines.findIndex((code) => code.includes(text));
    const map = new TraceMap(readFileSync(join(DIST_DIR, `${url.slice(1)}.map`), 'utf8'));
    const found = originalPositionFor(map, { line: line + 1, column: lines[line]?.indexOf(text) ?? 0 });
    expect(found.source ?? '', url).toMatch(new RegExp(`${source.replaceAll('.', '\\.')}$`));
  });

  it.each(LATER)('holds no %s (%s)', (pattern) => {
    const found = [scripts.entry, ...scripts.application].flatMap((url) =>
      sourcesOf(url)
        .filter((source) => pattern.test(source))
        .map((source) => `${url}: ${source}`),
    );
    expect(found).toEqual([]);
  });
});
