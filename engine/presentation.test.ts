import { describe, expect, it } from 'vitest';
import { loadEngine } from './index';
import { optionsFor } from './options';
import { presentAnswers } from './presentation';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT, TODAY } from './testing/complete-application';

const engine = await loadEngine('demo');
const pages = presentAnswers(
  engine,
  { ...COMPLETE_APPLICATION, hs_transcript: 'ANSWERED' },
  COMPLETE_CONTEXT,
);
const item = (key: string) =>
  pages
    .flatMap((page) => page.sections.flatMap((section) => section.items))
    .find((entry) => entry.key === key);

describe('presentation for the print view and the PDF', () => {
  it('groups visible answers by page and section', () => {
    expect(pages.map((page) => page.title)).toEqual(['About You', 'Education', 'Submit']);
    expect(pages[0]?.sections.map((section) => section.id)).toEqual([
      'personal',
      'address',
      'citizenship',
      'ethnicity',
      'parent',
      'legacy',
      'military',
    ]);
    expect(item('mailing_city')).toBeUndefined();
    expect(item('legacy_2_first_name')).toBeUndefined();
    expect(item('parent_2_first_name')?.display).toBe('George');
  });

  it('shows labels, checkboxes, month and year, schools with codes, documents and tabs', () => {
    expect(item('gender')?.display).toBe('Female');
    expect(item('race_white')?.display).toBe('[X]');
    expect(item('race_asian')?.display).toBe('[ ]');
    expect(item('grad_month')).toMatchObject({ display: 'June 2027', pair: ['June', '2027'] });
    expect(item('hs_name')?.display).toBe('Central High School (110042)');
    expect(item('hs_transcript')?.display).toBe('A document is attached.');
    expect(item('test_entry')?.display).toBe('Enter my scores');
    expect(item('ssn')?.display).toBe('***-**-6789');
    expect(item('grad_year')).toBeUndefined();
    expect(item('preferred_name_trigger')).toBeUndefined();
    expect(item('middle_name')?.display).toBe('King');
    expect(item('religious_affiliation')?.display).toBe('');
  });

  it("labels a choice with its option's label, whatever _desc was stored beside it", () => {
    const present = (answers: Record<string, string>) =>
      presentAnswers(engine, { ...COMPLETE_APPLICATION, ...answers }, COMPLETE_CONTEXT)
        .flatMap((page) => page.sections.flatMap((section) => section.items))
        .find((entry) => entry.key === 'gender');
    expect(present({ gender: 'F', gender_desc: 'Male' })?.display).toBe('Female');
    // A value no option has any more keeps the label stored with it.
    expect(present({ gender: 'RETIRED', gender_desc: 'Retired option' })?.display).toBe('Retired option');
    expect(present({ gender: 'RETIRED', gender_desc: '' })?.display).toBe('RETIRED');
  });

  it('shows dates as the form shows them, not as stored', () => {
    expect(item('birth_date')).toMatchObject({ value: '2008-12-10', display: '12/10/2008' });
  });
});

describe('options offered now', () => {
  it('offers the concentrations of the chosen major, years relative to today, or the list', () => {
    expect(
      optionsFor(engine.catalogue, 'applied_concentration', { applied_major: '3' }, TODAY)[1]?.label,
    ).toBe('Ecology and Evolution');
    expect(optionsFor(engine.catalogue, 'applied_concentration', { applied_major: '4' }, TODAY)).toEqual([]);
    expect(optionsFor(engine.catalogue, 'grad_year', {}, TODAY)[1]?.value).toBe('2026');
    expect(optionsFor(engine.catalogue, 'grad_month', {}, TODAY)[0]).toEqual({
      value: '1',
      label: 'January',
    });
    expect(optionsFor(engine.catalogue, 'gender', {}, TODAY)).toHaveLength(5);
    expect(optionsFor(engine.catalogue, 'nope', {}, TODAY)).toEqual([]);
  });
});
