/**
 * The catalogue on disk: reading schemas/ and partners/<id>/ under a root folder into
 * the sources the engine loads, each file checked against its meta-schema
 * (schemas/meta/), and the whole checked by the engine's checker. The checker CLI,
 * the precompile step and the server's start-up all read the catalogue here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { isPlainObject, mergePatch } from '../../engine/catalogue/merge';
import { fillMessage } from '../../engine/catalogue/messages';
import type { CatalogueSources } from '../../engine/catalogue/types';
import { checkCatalogue, type Finding } from '../../engine/check/checker';
import { at } from '../../engine/check/report';
import { PARTNER_ID } from '../partner';
import { LogoError, loadPartnerLogo } from '../partner-logo';
import { readJsonFile } from './json-file';

export type { Finding } from '../../engine/check/checker';

const META: [RegExp, string][] = [
  [/^schemas\/catalogue\.json$/, 'catalogue.meta.json'],
  [/^schemas\/auth\.json$/, 'auth.meta.json'],
  [/^schemas\/interface\.json$/, 'interface.meta.json'],
  [/^schemas\/replies\.json$/, 'replies.meta.json'],
  [/^schemas\/data-model\.json$/, 'data-model.meta.json'],
  [/^schemas\/[^/]+\.schema\.json$/, 'page.schema.meta.json'],
  [/^schemas\/[^/]+\.ui\.json$/, 'page.ui.meta.json'],
  [/^schemas\/rules\/[^/]+\.rules\.json$/, 'rules.meta.json'],
  [/^schemas\/options\/[^/]+\.json$/, 'option-list.meta.json'],
  [/^partners\/[^/]+\/catalogue\.json$/, 'partner-overlay.meta.json'],
  [/^partners\/[^/]+\/partner\.json$/, 'partner.meta.json'],
];

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `unknown property "${String(params.additionalProperty)}" (a typo?)`;
  if (error.keyword === 'enum') return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
  if (error.keyword === 'required') return `the property "${String(params.missingProperty)}" is missing`;
  // A meta-schema may say in words what its pattern asks (schemas/meta/interface.meta.json).
  const said = (error.parentSchema as { patternMessage?: unknown } | undefined)?.patternMessage;
  if (error.keyword === 'pattern' && typeof said === 'string') return said;
  return error.message ?? error.keyword;
}

/** The partner folders under partners/ (those holding a partner.json), sorted. */
export function partnerFolders(root: string): string[] {
  const dir = join(root, 'partners');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => statSync(join(dir, id)).isDirectory() && existsSync(join(dir, id, 'partner.json')))
    .sort();
}

/** The option lists under schemas/options/, by name, sorted. */
export function optionListNames(root: string): string[] {
  return readdirSync(join(root, 'schemas/options'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
    .sort();
}

/** The catalogue as files: each source's path relative to the root. */
export interface CatalogueFiles {
  index: string;
  dataModel: string;
  pages: Record<string, { schema: string; ui: string; rules: string }>;
  options: Record<string, string>;
  partners: Record<string, { settings: string; overlay?: string }>;
}

/** Where each source of the catalogue under a root lives (the pages as schemas/catalogue.json lists them). */
export function catalogueFiles(root: string, index: { pages?: { id: string }[] }): CatalogueFiles {
  const pages: CatalogueFiles['pages'] = {};
  for (const { id } of index.pages ?? []) {
    pages[id] = {
      schema: `schemas/${id}.schema.json`,
      ui: `schemas/${id}.ui.json`,
      rules: `schemas/rules/${id}.rules.json`,
    };
  }
  const options = Object.fromEntries(
    optionListNames(root).map((name) => [name, `schemas/options/${name}.json`]),
  );
  const partners: CatalogueFiles['partners'] = {};
  for (const id of partnerFolders(root)) {
    const overlay = `partners/${id}/catalogue.json`;
    partners[id] = {
      settings: `partners/${id}/partner.json`,
      ...(existsSync(join(root, overlay)) ? { overlay } : {}),
    };
  }
  return { index: 'schemas/catalogue.json', dataModel: 'schemas/data-model.json', pages, options, partners };
}

/** The account cards' rules and texts (engine/auth), checked with the catalogue. */
const AUTH_FILE = 'schemas/auth.json';
/** The frame's texts (engine/interface-texts.ts) and the server's answers (server/messages.ts), checked with the catalogue. */
const TEXT_FILES = ['schemas/interface.json', 'schemas/replies.json'];

/**
 * The account rules' patterns that JavaScript cannot compile (engine/auth/rules.ts compiles
 * each as the browser and the server load it, so one a staff member mistyped would stop both).
 */
function patternFindings(
  auth: unknown,
  template = 'The pattern {key} is not a valid JavaScript regular expression: {error}',
): Finding[] {
  const rules = auth as {
    email?: { pattern?: unknown };
    code?: { pattern?: unknown };
    password?: { requirements?: { pattern?: unknown }[] };
  };
  const patterns: [string, unknown][] = [
    ['/email/pattern', rules.email?.pattern],
    ['/code/pattern', rules.code?.pattern],
    ...(Array.isArray(rules.password?.requirements) ? rules.password.requirements : []).map(
      (requirement, i): [string, unknown] => [`/password/requirements/${i}/pattern`, requirement?.pattern],
    ),
  ];
  const findings: Finding[] = [];
  for (const [path, pattern] of patterns) {
    if (typeof pattern !== 'string') continue;
    try {
      new RegExp(pattern);
    } catch (error) {
      const message = fillMessage(template, { key: pattern, error: (error as Error).message });
      findings.push({ level: 'error', file: AUTH_FILE, path, message });
    }
  }
  return findings;
}

/**
 * Where in a file the value an error is about sits: the unknown or missing property for
 * those errors (an overlay that removed a required property holds null there), else the
 * value itself.
 */
function subjectOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const property =
    error.keyword === 'additionalProperties' ? params.additionalProperty : params.missingProperty;
  if (error.keyword !== 'additionalProperties' && error.keyword !== 'required') return error.instancePath;
  return `${error.instancePath}/${String(property).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/** The meta-schema of each file of a page. */
const PAGE_META = {
  schema: 'page.schema.meta.json',
  ui: 'page.ui.meta.json',
  rules: 'rules.meta.json',
} as const;

/**
 * A partner's changes to a page, checked as the page they make: each base page file with the
 * overlay's patch applied, against the file's meta-schema. The overlay's meta-schema only
 * says a patch is an object, so a typo in it ('titel', "strin") passed the checker and then
 * stopped the validators' compilation for every partner. A mistake is reported where the
 * overlay writes it; one the base file makes is the base file's finding.
 */
function overlayPageFindings(
  ajv: Ajv,
  pages: CatalogueSources['pages'],
  partners: CatalogueSources['partners'],
): Finding[] {
  const findings: Finding[] = [];
  for (const [id, partner] of Object.entries(partners)) {
    const patches = (partner.overlay as { pages?: unknown } | undefined)?.pages;
    if (!isPlainObject(patches)) continue;
    for (const [pageId, patch] of Object.entries(patches)) {
      const base = pages[pageId];
      if (!base || !isPlainObject(patch)) continue;
      for (const kind of ['schema', 'ui', 'rules'] as const) {
        const validate = ajv.getSchema(PAGE_META[kind]);
        if (patch[kind] === undefined || !validate || validate(mergePatch(base[kind], patch[kind]))) continue;
        for (const error of validate.errors ?? []) {
          if (at(patch[kind], subjectOf(error)) === undefined) continue;
          findings.push({
            level: 'error',
            file: `partners/${id}/catalogue.json`,
            path: `/pages/${pageId}/${kind}${error.instancePath}`,
            message: describe(error),
          });
        }
      }
    }
  }
  return findings;
}

/** Reads the catalogue under a folder: the sources plus findings about unreadable or malformed files. */
export function readCatalogue(root: string): {
  sources: CatalogueSources;
  files: CatalogueFiles;
  findings: Finding[];
} {
  const findings: Finding[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  const metaDir = join(root, 'schemas/meta');
  for (const file of readdirSync(metaDir))
    ajv.addSchema(JSON.parse(readFileSync(join(metaDir, file), 'utf8')));
  const read = (file: string): unknown => {
    let value: unknown;
    try {
      value = readJsonFile(join(root, file));
    } catch (error) {
      findings.push({
        level: 'error',
        file,
        path: '',
        message: `This file cannot be read as JSON: ${(error as Error).message}`,
      });
      return {};
    }
    const meta = META.find(([pattern]) => pattern.test(file))?.[1];
    const validate = meta ? ajv.getSchema(meta) : undefined;
    if (validate && !validate(value)) {
      // An `if` error only repeats that its `then` failed, which is reported itself.
      for (const error of (validate.errors ?? []).filter((item) => item.keyword !== 'if')) {
        findings.push({ level: 'error', file, path: error.instancePath, message: describe(error) });
      }
    }
    return value;
  };
  const index = read('schemas/catalogue.json') as CatalogueSources['index'];
  const files = catalogueFiles(root, index);
  const pages: CatalogueSources['pages'] = {};
  for (const [id, page] of Object.entries(files.pages)) {
    pages[id] = {
      schema: read(page.schema),
      ui: read(page.ui),
      rules: read(page.rules),
    } as CatalogueSources['pages'][string];
  }
  const options: CatalogueSources['options'] = {};
  for (const [name, file] of Object.entries(files.options)) {
    options[name] = read(file) as CatalogueSources['options'][string];
  }
  const partners: CatalogueSources['partners'] = {};
  for (const [id, partner] of Object.entries(files.partners)) {
    if (!PARTNER_ID.test(id) || id === 'base') {
      findings.push({
        level: 'error',
        file: `partners/${id}`,
        path: '',
        message: `A partner folder is named in lower-case letters, digits, "-" and "_", and not "base" (got "${id}").`,
      });
      continue;
    }
    partners[id] = {
      settings: read(partner.settings) as CatalogueSources['partners'][string]['settings'],
      ...(partner.overlay ? { overlay: read(partner.overlay) as object } : {}),
    };
  }
  findings.push(...overlayPageFindings(ajv, pages, partners));
  const dataModel = read(files.dataModel) as CatalogueSources['dataModel'];
  findings.push(...patternFindings(read(AUTH_FILE), index.checkerMessages?.badPattern));
  for (const file of TEXT_FILES) read(file);
  return { sources: { index, dataModel, pages, options, partners }, files, findings };
}

/**
 * Whether a finding about reading the files concerns the check of these partners: with
 * none named, every file counts; with some, only schemas/ and their own folders, so one
 * partner's broken folder does not stop another partner (PARTNER=demo).
 */
function concerns(finding: Finding, partnerIds: string[]): boolean {
  if (partnerIds.length === 0 || !finding.file.startsWith('partners/')) return true;
  return partnerIds.some(
    (id) => finding.file === `partners/${id}` || finding.file.startsWith(`partners/${id}/`),
  );
}

/** The findings about a partner's logo: the checks start-up makes (server/partner-logo.ts), at partner.json. */
function logoFindings(root: string, sources: CatalogueSources, id: string): Finding[] {
  const settings = sources.partners[id]?.settings;
  const logo = settings?.logo as { file?: unknown } | undefined;
  if (!settings || logo === undefined) return [];
  const file = `partners/${id}/partner.json`;
  const messages = sources.index.checkerMessages;
  if (typeof logo.file === 'string' && !existsSync(join(root, 'partners', id, logo.file))) {
    const template = messages?.logoMissing ?? 'The logo file {key} is missing.';
    return [{ level: 'error', file, path: '/logo/file', message: fillMessage(template, { key: logo.file }) }];
  }
  try {
    loadPartnerLogo(id, settings as Record<string, unknown>, join(root, 'partners'));
  } catch (error) {
    if (!(error instanceof LogoError)) throw error;
    const template = messages?.logoRefused ?? 'The logo cannot be used: {error}.';
    return [
      {
        level: 'error',
        file,
        path: `/${error.path.replaceAll('.', '/')}`,
        message: fillMessage(template, { error: error.problem }),
      },
    ];
  }
  return [];
}

/**
 * Every finding for the given partners and the base catalogue (all partners on disk when
 * none is given). Another partner's folder is not read into the result.
 */
export function runChecker(root: string, partnerIds: string[] = []): Finding[] {
  const read = readCatalogue(root);
  const { sources } = read;
  const findings = read.findings.filter((finding) => concerns(finding, partnerIds));
  if (findings.length > 0) return findings;
  const ids = partnerIds.length > 0 ? partnerIds : Object.keys(sources.partners);
  for (const id of ids) {
    if (!(id in sources.partners)) {
      findings.push({
        level: 'error',
        file: `partners/${id}`,
        path: '',
        message: `There is no partner ${id} (no partners/${id}/partner.json).`,
      });
    }
  }
  for (const id of ids) findings.push(...logoFindings(root, sources, id));
  const seen = new Set<string>();
  for (const id of ['base', ...ids]) {
    if (id !== 'base' && !(id in sources.partners)) continue;
    for (const finding of checkCatalogue(sources, id)) {
      const text = JSON.stringify(finding);
      if (!seen.has(text)) findings.push(finding);
      seen.add(text);
    }
  }
  return findings;
}

/** One line per finding: level, file, JSON path, message. */
export function formatFinding(finding: Finding): string {
  return `${finding.level.toUpperCase()} ${finding.file}${finding.path ? ` at ${finding.path}` : ''}: ${finding.message}`;
}

/**
 * The start-up check of PARTNER (server/main.ts): the partner's files and the base
 * catalogue pass the checker, and the generated manifest knows the partner. Throws a
 * message naming the partner, and each error's file and JSON path.
 */
export function checkPartnerAtStart(
  partnersDir: string,
  partnerId: string,
  manifestPartners: readonly string[],
): void {
  const root = dirname(partnersDir);
  const errors = runChecker(root, [partnerId]).filter((finding) => finding.level === 'error');
  if (errors.length > 0) {
    const lines = errors.map((finding) => `  ${formatFinding(finding)}`);
    throw new Error(
      `Invalid catalogue for PARTNER '${partnerId}' (npm run check:catalogue ${partnerId}):\n${lines.join('\n')}`,
    );
  }
  if (!manifestPartners.includes(partnerId)) {
    throw new Error(
      `Invalid catalogue for PARTNER '${partnerId}': partners/${partnerId}/ is not in engine/generated/manifest.generated.ts: run npm run precompile (npm start and npm run build run it).`,
    );
  }
}
