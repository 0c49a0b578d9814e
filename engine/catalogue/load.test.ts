import { describe, expect, it } from 'vitest';
import { yearOptions } from '../options';
import { loadCatalogue } from './load';
import { mergePatch } from './merge';
import { catalogueSources } from './sources';
import type { CatalogueSources } from './types';

const base = loadCatalogue('base', catalogueSources);
const demo = loadCatalogue('demo', catalogueSources);

describe('option lists', () => {
  it('countries: the -- placeholder first, United States second', () => {
    const countries = base.options.countries ?? [];
    expect(countries.slice(0, 2)).toEqual([
      { value: '', label: '--' },
      { value: 'USA', label: 'United States' },
    ]);
    expect(countries.length).toBeGreaterThan(240);
    expect(base.options.countriesNoUsa?.some((option) => option.value === 'USA')).toBe(false);
  });

  it('months 1 to 12 with English names; states and provinces with value = label', () => {
    expect(base.options.months?.map((option) => option.value)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    expect(base.options.months?.[11]?.label).toBe('December');
    const states = base.options.stateAndProvince ?? [];
    expect(states.every((option) => option.value === option.label)).toBe(true);
    for (const name of ['Georgia', 'Puerto Rico', 'Armed Forces Europe', 'Quebec']) {
      expect(states.map((option) => option.value)).toContain(name);
    }
  });

  it.each([
    [{ count: 3, direction: 'future' as const }, ['', '2026', '2027', '2028']],
    [{ count: 3, direction: 'past' as const }, ['', '2026', '2025', '2024']],
    [{ start: 2020, count: 2, direction: 'future' as const }, ['', '2020', '2021']],
  ])('years from %j', (spec, values) => {
    const options = yearOptions(spec, '2026-11-22');
    expect(options.map((option) => option.value)).toEqual(values);
    expect(options[0]?.label).toBe('--');
  });
});

describe('add-another groups', () => {
  it('expands parents to two entries and legacy relatives to three, with entry texts', () => {
    const parent2 = base.questions.get('parent_2_email_address');
    expect(parent2?.group).toEqual({ id: 'parents', entry: 2 });
    expect(parent2?.schema.title).toBe('Parent 2/Guardian 2: email address');
    expect(base.questions.get('parent_first_name')?.schema.title).toBe('Parent 1/Guardian 1: first name');
    expect(base.questions.get('legacy_3_last_name')?.schema.title).toBe('Relative 3: last name');
    expect(base.questions.has('legacy_4_last_name')).toBe(false);
    expect(base.questions.has('parent_3_first_name')).toBe(false);
    const section = base.pages[0]?.sections.find((item) => item.id === 'parent')?.fields ?? [];
    expect(section.indexOf('parent_2_relationship')).toBe(section.indexOf('parent_country') + 1);
  });

  it('copies the rules of entry 1 to the other entries', () => {
    const rules = base.pages[0]?.rules;
    expect(rules?.visibleWhen.parent_2_education_other).toEqual({
      equals: [{ var: 'parent_2_education' }, 'OTHER'],
    });
    expect(
      rules?.contentTriggers.find((item) => item.key === 'parent_2_addr_same_as_stu_perm')?.before,
    ).toContain('parent_2_city');
    expect(rules?.radioBlocks.find((item) => item.key === 'legacy_ind')?.content.Y).toContain(
      'legacy_relationship',
    );
  });

  it('holds every key of the SPEC data model on exactly one page', () => {
    const keys = Object.keys(base.dataModel);
    for (const key of keys) expect(base.questions.has(key), key).toBe(true);
    expect(keys).toHaveLength(base.questions.size);
  });
});

describe('partner overlay', () => {
  it('demo changes a title, adds an option list and a concentration, and sets the text area limit', () => {
    expect(demo.questions.get('recruiter')?.schema.title).toMatch(/^Demo University/);
    expect(base.questions.get('recruiter')?.schema.title).not.toMatch(/^Demo University/);
    expect(demo.options.concentrationsPoliticalScience).toHaveLength(3);
    expect(demo.questions.get('applied_concentration')?.schema.enum).toContain('POL-LAW');
    expect(base.questions.get('applied_concentration')?.schema.enum).not.toContain('POL-LAW');
    expect(demo.limits.textarea).toBe(7000);
    expect(base.limits.textarea).toBe(1500);
    expect(demo.questions.get('conviction_comment')?.schema.maxLength).toBe(7000);
  });

  const withOverlay = (overlay: object, settings = {}): CatalogueSources => ({
    ...catalogueSources,
    partners: { test: { settings, overlay } },
  });

  it('removes a question with every rule and section entry that names it', () => {
    const catalogue = loadCatalogue(
      'test',
      withOverlay({ pages: { about: { schema: { properties: { citizenship: null } } } } }),
    );
    const about = catalogue.pages[0];
    expect(catalogue.questions.has('citizenship')).toBe(false);
    expect(about?.rules.visibleWhen.citizenship).toBeUndefined();
    expect(about?.rules.requiredWhen.citizenship).toBeUndefined();
    expect(about?.sections.flatMap((section) => section.fields)).not.toContain('citizenship');
  });

  it('adds a question, changes options and limits', () => {
    const catalogue = loadCatalogue(
      'test',
      withOverlay({
        limits: { text: 60, textarea: 2000 },
        pages: {
          education: {
            schema: { properties: { hs_class_rank: { type: 'string', title: 'Class rank' } } },
            ui: { hs_class_rank: { 'ui:widget': 'text' } },
          },
        },
        options: { gender: { options: [{ value: 'X', label: 'Any' }] } },
      }),
    );
    expect(catalogue.limits).toMatchObject({ text: 60, textarea: 2000 });
    expect(catalogue.questions.get('first_name')?.schema.maxLength).toBe(60);
    expect(catalogue.questions.get('gender')?.schema.enum).toEqual(['X']);
    // A page schema property outside every section is not a question (the checker reports it).
    expect(catalogue.questions.has('hs_class_rank')).toBe(false);
  });

  it('renames a page: the title changes, its id and path stay the base catalogue’s', () => {
    const catalogue = loadCatalogue('test', withOverlay({ pages: { education: { title: 'Your Studies' } } }));
    expect(catalogue.pages.map(({ id, title, path }) => ({ id, title, path }))).toEqual([
      { id: 'about', title: 'About You', path: '/about' },
      { id: 'education', title: 'Your Studies', path: '/education' },
      { id: 'final-steps', title: 'Submit', path: '/final-steps' },
    ]);
  });

  it('takes the text area limit from character_limit unless the overlay sets one', () => {
    const catalogue = loadCatalogue('test', withOverlay({}, { character_limit: 9000 }));
    expect(catalogue.limits.textarea).toBe(9000);
    expect(catalogue.questions.get('suspended_comment')?.schema.maxLength).toBe(9000);
  });

  it("words a message its own way, in the widgets' texts and the validation messages, leaving the rest", () => {
    const catalogue = loadCatalogue(
      'test',
      withOverlay({
        messages: { chooseFile: 'Choose a document', maxLength: 'Keep it under {limit} characters.' },
      }),
    );
    expect(catalogue.index.messages.chooseFile).toBe('Choose a document');
    expect(catalogue.questions.get('first_name')?.schema.errorMessage).toMatchObject({
      maxLength: 'Keep it under 45 characters.',
    });
    expect(catalogue.index.messages.deleteFile).toBe(base.index.messages.deleteFile);
    expect(base.index.messages.chooseFile).toBe('Choose file');
    expect(base.questions.get('first_name')?.schema.errorMessage).toMatchObject({
      maxLength: 'Please use at most 45 characters.',
    });
  });

  it('refuses a catalogue that lists a page without files', () => {
    const sources = {
      ...catalogueSources,
      index: { ...catalogueSources.index, pages: [{ id: 'x', title: 'X', path: '/x' }] },
    };
    expect(() => loadCatalogue('base', sources)).toThrow('The catalogue lists the page x');
  });
});

describe('JSON merge patch', () => {
  it.each([
    [{ a: 1, b: { c: 2 } }, { b: { d: 3 } }, { a: 1, b: { c: 2, d: 3 } }],
    [{ a: 1, b: 2 }, { a: null }, { b: 2 }],
    [{ a: [1, 2] }, { a: [3] }, { a: [3] }],
    [{ a: 1 }, 'x', 'x'],
    [{ a: 1 }, undefined, { a: 1 }],
  ])('%j patched with %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });
});
