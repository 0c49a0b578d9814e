import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifest } from '../engine/catalogue/sources';
import { optionListNames, partnerFolders } from '../server/catalogue/files';
import { generatedLists, renderList } from './generate-option-lists';
import { createAjv, generateAll, leftovers, REPO_ROOT } from './precompile-validators';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const GENERATED = join(REPO_ROOT, 'engine/generated');

describe('generated files are up to date', () => {
  it('engine/generated/*: run `npm run precompile` after changing the catalogue', () => {
    const generated = generateAll();
    for (const [path, content] of Object.entries(generated)) {
      const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
      expect(current === content, `${path} is out of date: run npm run precompile`).toBe(true);
    }
    expect(leftovers(GENERATED, generated), 'a removed partner: run npm run precompile').toEqual([]);
  });

  it('the manifest the code imports knows every partner folder and option list on disk', () => {
    expect(manifest.partnerIds).toEqual(partnerFolders(REPO_ROOT));
    expect(manifest.optionLists).toEqual(optionListNames(REPO_ROOT));
    expect(Object.keys(manifest.sources.options)).toEqual(optionListNames(REPO_ROOT));
    for (const id of ['base', ...manifest.partnerIds]) {
      expect(manifest.fingerprints[id], id).toMatch(/^[0-9a-f]{8}$/);
      expect(typeof manifest.validators[id], id).toBe('function');
    }
  });

  it('the generated validators need no eval and no require (CSP, ESM)', () => {
    for (const [path, content] of Object.entries(generateAll())) {
      expect(content, path).not.toMatch(/\brequire\(|new Function|\beval\(/);
    }
  });

  it('schemas/options/ generated lists: run `npm run generate:options` after upgrading i18n-iso-countries', () => {
    for (const [name, list] of Object.entries(generatedLists())) {
      expect(read(`schemas/options/${name}.json`) === renderList(list), name).toBe(true);
    }
  });

  it('run-time ajv with the same options agrees with the precompiled code', async () => {
    const { loadEngine, validationSchema } = await import('../engine/index');
    const engine = await loadEngine('demo');
    const page = engine.catalogue.pages[1];
    if (!page) throw new Error('no education page');
    const validate = createAjv().compile(validationSchema(page));
    const data = { sat_score_math: '205', act_score_composite: '37', hs_gpa: '3.856' };
    validate({ ...data });
    const precompiled = engine.validators.education;
    precompiled?.({ ...data });
    expect(precompiled?.errors?.map((error) => error.message)).toEqual(
      validate.errors?.map((error) => error.message),
    );
  });
});

describe('a bad partner folder', () => {
  it('leaves that partner out, naming its errors, and compiles the others; a bad schemas/ file stops all', () => {
    const root = mkdtempSync(join(tmpdir(), 'admit-precompile-'));
    try {
      cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
      cpSync(join(REPO_ROOT, 'partners/demo'), join(root, 'partners/demo'), { recursive: true });
      cpSync(join(REPO_ROOT, 'partners/demo'), join(root, 'partners/oddcolours'), { recursive: true });
      const file = join(root, 'partners/oddcolours/partner.json');
      const settings = JSON.parse(readFileSync(file, 'utf8'));
      settings.theme.primary = 'rgb(11, 61, 110)';
      writeFileSync(file, JSON.stringify(settings));
      const out = join(root, 'generated');
      const skipped: string[] = [];
      const generated = generateAll({ root, out, onSkip: (message) => skipped.push(message) });
      expect(Object.keys(generated).map((path) => path.slice(out.length + 1))).toEqual([
        'base.validators.generated.ts',
        'demo.validators.generated.ts',
        'manifest.generated.ts',
        'partner-schema.generated.ts',
      ]);
      expect(generated[join(out, 'manifest.generated.ts')]).toContain('export const partnerIds = ["demo"];');
      expect(skipped).toEqual([
        'partners/oddcolours/ is left out of engine/generated/ (PARTNER=oddcolours will not start) until its errors are fixed:\nERROR partners/oddcolours/partner.json at /theme/primary: must match pattern "^#[0-9a-fA-F]{6}$"',
      ]);
      // A folder the validators cannot be compiled for (a value twice in an option list, as the
      // enum of a question) is left out alone too.
      cpSync(join(REPO_ROOT, 'partners/demo'), join(root, 'partners/twice'), { recursive: true });
      const overlayFile = join(root, 'partners/twice/catalogue.json');
      const overlay = JSON.parse(readFileSync(overlayFile, 'utf8'));
      overlay.options.gender = {
        options: [
          { value: '', label: '--' },
          { value: 'F', label: 'Female' },
          { value: 'F', label: 'Woman' },
        ],
      };
      writeFileSync(overlayFile, JSON.stringify(overlay));
      const settingsFile = join(root, 'partners/twice/partner.json');
      writeFileSync(
        settingsFile,
        JSON.stringify({ ...JSON.parse(readFileSync(settingsFile, 'utf8')), id: 'twice' }),
      );
      const others: string[] = [];
      const withTwice = generateAll({ root, out, onSkip: (message) => others.push(message) });
      expect(withTwice[join(out, 'manifest.generated.ts')]).toContain('export const partnerIds = ["demo"];');
      expect(join(out, 'twice.validators.generated.ts') in withTwice).toBe(false);
      expect(others.find((message) => message.startsWith('partners/twice/'))).toMatch(
        /^partners\/twice\/ is left out of engine\/generated\/ \(PARTNER=twice will not start\): its pages cannot be compiled into validators: .*duplicate items/,
      );
      writeFileSync(join(root, 'schemas/options/gender.json'), '{ "options": [ }');
      expect(() => generateAll({ root, out, onSkip: () => undefined })).toThrow(
        'The catalogue cannot be compiled:\nERROR schemas/options/gender.json: This file cannot be read as JSON',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
