import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedLists, renderList } from './generate-option-lists';
import { createAjv, generateAll } from './precompile-validators';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('generated files are up to date', () => {
  it('engine/generated/*: run `npm run precompile` after changing the catalogue', () => {
    for (const [path, content] of Object.entries(generateAll())) {
      expect(read(path) === content, `${path} is out of date: run npm run precompile`).toBe(true);
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
    const { createEngine, validationSchema } = await import('../engine/index');
    const engine = createEngine('demo');
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
