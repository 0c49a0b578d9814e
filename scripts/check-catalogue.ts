/**
 * `npm run check:catalogue [partner]`: checks the catalogue files on disk against
 * their meta-schemas (schemas/meta/) and against each other (engine/check), prints
 * each finding with its file and JSON path, and exits non-zero on any error.
 * Without a partner it checks the base catalogue and every partner in partners/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject } from 'ajv';
import { catalogueSources as imported } from '../engine/catalogue/sources';
import type { CatalogueSources } from '../engine/catalogue/types';
import { checkCatalogue, type Finding } from '../engine/check/checker';

const META: [RegExp, string][] = [
  [/^schemas\/catalogue\.json$/, 'catalogue.meta.json'],
  [/^schemas\/data-model\.json$/, 'data-model.meta.json'],
  [/^schemas\/[^/]+\.schema\.json$/, 'page.schema.meta.json'],
  [/^schemas\/[^/]+\.ui\.json$/, 'page.ui.meta.json'],
  [/^schemas\/rules\/[^/]+\.rules\.json$/, 'rules.meta.json'],
  [/^schemas\/options\/[^/]+\.json$/, 'option-list.meta.json'],
  [/^partners\/[^/]+\/catalogue\.json$/, 'partner-overlay.meta.json'],
];

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `unknown property "${String(params.additionalProperty)}" (a typo?)`;
  if (error.keyword === 'enum') return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
  if (error.keyword === 'required') return `the property "${String(params.missingProperty)}" is missing`;
  return error.message ?? error.keyword;
}

/** Reads the catalogue under a folder: the sources plus findings about unreadable or malformed files. */
export function readCatalogue(root: string): { sources: CatalogueSources; findings: Finding[] } {
  const findings: Finding[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  const metaDir = join(root, 'schemas/meta');
  for (const file of readdirSync(metaDir))
    ajv.addSchema(JSON.parse(readFileSync(join(metaDir, file), 'utf8')));
  const read = (file: string): unknown => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(root, file), 'utf8'));
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
      for (const error of validate.errors ?? []) {
        findings.push({ level: 'error', file, path: error.instancePath, message: describe(error) });
      }
    }
    return value;
  };
  const index = read('schemas/catalogue.json') as CatalogueSources['index'];
  const pages: CatalogueSources['pages'] = {};
  for (const { id } of index.pages ?? []) {
    pages[id] = {
      schema: read(`schemas/${id}.schema.json`),
      ui: read(`schemas/${id}.ui.json`),
      rules: read(`schemas/rules/${id}.rules.json`),
    } as CatalogueSources['pages'][string];
  }
  const options: CatalogueSources['options'] = {};
  for (const file of readdirSync(join(root, 'schemas/options')).filter((name) => name.endsWith('.json'))) {
    options[file.slice(0, -5)] = read(`schemas/options/${file}`) as CatalogueSources['options'][string];
  }
  const partners: CatalogueSources['partners'] = {};
  for (const id of readdirSync(join(root, 'partners'))) {
    if (!existsSync(join(root, 'partners', id, 'partner.json'))) continue;
    const overlayFile = `partners/${id}/catalogue.json`;
    partners[id] = {
      settings: JSON.parse(readFileSync(join(root, 'partners', id, 'partner.json'), 'utf8')),
      ...(existsSync(join(root, overlayFile)) ? { overlay: read(overlayFile) as object } : {}),
    };
  }
  const dataModel = read('schemas/data-model.json') as CatalogueSources['dataModel'];
  return { sources: { index, dataModel, pages, options, partners }, findings };
}

/** Every finding for the given partners (all partners on disk when none is given). */
export function runChecker(root: string, partnerIds: string[] = []): Finding[] {
  const { sources, findings } = readCatalogue(root);
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
  const seen = new Set<string>();
  for (const id of ['base', ...ids]) {
    for (const finding of checkCatalogue(sources, id)) {
      const text = JSON.stringify(finding);
      if (!seen.has(text)) findings.push(finding);
      seen.add(text);
    }
  }
  for (const name of Object.keys(sources.options)) {
    if (!(name in imported.options)) {
      const template =
        sources.index.checkerMessages?.notImported ?? 'The option list {list} is not imported.';
      findings.push({
        level: 'error',
        file: `schemas/options/${name}.json`,
        path: '',
        message: template.replaceAll('{list}', name),
      });
    }
  }
  return findings;
}

/** One line per finding: level, file, JSON path, message. */
export function formatFinding(finding: Finding): string {
  return `${finding.level.toUpperCase()} ${finding.file}${finding.path ? ` at ${finding.path}` : ''}: ${finding.message}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const findings = runChecker(root, process.argv.slice(2));
  for (const finding of findings) console.error(formatFinding(finding));
  const errors = findings.filter((finding) => finding.level === 'error').length;
  const warnings = findings.length - errors;
  console.log(`Catalogue check: ${errors} error(s), ${warnings} warning(s).`);
  process.exit(errors > 0 ? 1 : 0);
}
