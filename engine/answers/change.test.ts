import { describe, expect, it } from 'vitest';
import { loadEngine } from '../index';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../testing/complete-application';
import { applyChange, applyLookupResult, switchTab } from './change';
import { formatPhone, formatSsn } from './format';
import { computeVisibility } from './visibility';

const engine = await loadEngine('demo');
const change = (key: string, value: string, answers = COMPLETE_APPLICATION) =>
  applyChange(engine, answers, key, value, COMPLETE_CONTEXT);
const visible = (answers: Record<string, string>, context = COMPLETE_CONTEXT) =>
  computeVisibility(engine.catalogue, answers, engine.evaluate, context).visible;

describe('companions and formatting', () => {
  it('stores the label of a dropdown or radio under {key}_desc', () => {
    const result = change('gender', 'X');
    expect(result.answers.gender_desc).toBe('Another gender');
    expect(result.changed).toEqual(['gender', 'gender_desc']);
    expect(change('ethnicity', 'Y').answers.ethnicity_desc).toBe('Yes');
    expect(change('gender', '').answers.gender_desc).toBe('');
  });

  it.each([
    ['123456789', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['12345', '123-45'],
    ['123', '123'],
    ['1234567890', '123-45-6789'],
  ])('stores the SSN %s as %s', (typed, stored) => {
    expect(formatSsn(typed)).toBe(stored);
  });

  it.each([
    ['2175550100', '(217) 555-0100'],
    ['+1 217 555 0100', '(217) 555-0100'],
    ['217555', '(217) 555'],
    ['21', '(21'],
    ['', ''],
  ])('formats the phone %s as %s', (typed, stored) => {
    expect(formatPhone(typed)).toBe(stored);
  });

  it('formats as it stores', () => {
    expect(change('ssn', '987654321').answers.ssn).toBe('987-65-4321');
    expect(change('phone_mobile', '4045550199').answers.phone_mobile).toBe('(404) 555-0199');
  });
});

describe('clearing hidden answers', () => {
  it('clears an answer and its label when a display condition stops holding', () => {
    const result = change('citizenship_type', '1');
    expect(result.answers.citizenship).toBe('');
    expect(result.answers.citizenship_desc).toBe('');
    expect(result.changed).toEqual(
      expect.arrayContaining([
        'citizenship_type',
        'citizenship_type_desc',
        'citizenship',
        'citizenship_desc',
      ]),
    );
  });

  it('clears answers in a chain (state hidden → county hidden)', () => {
    const result = change('country', 'GBR');
    expect(result.answers.state).toBe('');
    expect(result.answers.ga_sc_county).toBe('');
    expect(result.answers.zip).toBe('30301');
  });

  it('keeps only the first true block of a group of conditions', () => {
    const active = change('military_branch_active', 'NAVY', change('military_active', 'Y').answers).answers;
    expect(active.military_branch_active).toBe('NAVY');
    expect(visible(active).has('military_branch')).toBe(false);
    const veteran = change('military_status', 'Y', active).answers;
    expect(visible(veteran).has('military_branch')).toBe(true);
    expect(visible(veteran).has('military_branch_active')).toBe(false);
    expect(veteran.military_branch_active).toBe('');
    const neither = change('military_active', 'N', change('military_status', 'N', veteran).answers).answers;
    expect(visible(neither).has('military_branch')).toBe(false);
    expect(visible(neither).has('military_branch_active')).toBe(false);
  });

  it('content trigger, button variant: the after content shows once clicked', () => {
    const before = { ...COMPLETE_APPLICATION, preferred_name_trigger: '', preferred_name: '' };
    expect(visible(before).has('preferred_name')).toBe(false);
    expect(visible(change('preferred_name_trigger', 'true', before).answers).has('preferred_name')).toBe(
      true,
    );
  });

  it('content trigger, checkbox variant: checking swaps the content and clears it', () => {
    const separate = change('mailing_addr_same_as_perm_addr', 'false').answers;
    expect(visible(separate).has('mailing_city')).toBe(true);
    const typed = change('mailing_city', 'Boston', separate).answers;
    const same = change('mailing_addr_same_as_perm_addr', 'true', typed);
    expect(same.answers.mailing_city).toBe('');
    expect(visible(same.answers).has('mailing_city')).toBe(false);
  });

  it('radio-driven blocks show the content of the chosen answer only', () => {
    const planned = change('sat_taken', 'P');
    expect(planned.answers.sat_score_math).toBe('');
    expect(visible(planned.answers).has('sat_plan_month')).toBe(true);
    expect(visible(planned.answers).has('sat_score_math')).toBe(false);
    const withComment = change('conviction_comment', 'A story', change('conviction', 'Y').answers).answers;
    expect(change('conviction', 'N', withComment).answers.conviction_comment).toBe('');
  });

  it('keeps answers of entries beyond the count and of the other tab (the state hides them)', () => {
    const result = applyChange(engine, COMPLETE_APPLICATION, 'first_name', 'Augusta', {});
    expect(result.answers.parent_2_first_name).toBe('George');
    expect(result.changed).toEqual(['first_name']);
    expect(visible(result.answers, {}).has('parent_2_first_name')).toBe(false);
  });
});

describe('conditional dropdowns and autocomplete', () => {
  it('clears the concentration and its label when the major changes', () => {
    const chosen = change('applied_concentration', 'BIO-ECO');
    expect(chosen.answers.applied_concentration_desc).toBe('Ecology and Evolution');
    const other = change('applied_major', '10', chosen.answers);
    expect(other.answers.applied_concentration).toBe('');
    expect(other.answers.applied_concentration_desc).toBe('');
    expect(visible(other.answers).has('applied_concentration')).toBe(true);
    expect(visible(change('applied_major', '4').answers).has('applied_concentration')).toBe(false);
  });

  it('keeps the concentration when the major is set to the same value', () => {
    expect(change('applied_major', '3').answers.applied_concentration).toBe('BIO-MOL');
  });

  it('displayOnly: the state shows only for USA and Canada', () => {
    expect(visible({ country: 'CAN' }).has('state')).toBe(true);
    expect(visible({ country: 'FRA' }).has('state')).toBe(false);
    expect(visible({ parent_country: 'USA' }).has('parent_state')).toBe(true);
    expect(visible({ parent_2_country: 'GBR' }).has('parent_2_state')).toBe(false);
  });

  it('typing your own school clears the chosen school code and address', () => {
    const result = change('hs_name', 'My Home School');
    expect(result.answers.hs_ceeb).toBe('');
    expect(result.answers.hs_city).toBe('');
    expect(result.answers.hs_name).toBe('My Home School');
  });

  it('a chosen lookup result fills the related keys with their labels', () => {
    const cleared = change('hs_name', '').answers;
    const record = {
      hs_name: 'North High',
      hs_ceeb: '220011',
      hs_state: 'Ontario',
      hs_country: 'CAN',
      other: 'x',
    };
    const result = applyLookupResult(engine, cleared, 'hs_name', record, COMPLETE_CONTEXT);
    expect(result.answers).toMatchObject({
      hs_name: 'North High',
      hs_ceeb: '220011',
      hs_country_desc: 'Canada',
    });
    expect(result.answers.other).toBeUndefined();
    expect(result.answers.hs_zip).toBe('');
    const named = applyLookupResult(engine, cleared, 'hs_name', { name: 'South High', hs_ceeb: '220012' });
    expect(named.answers).toMatchObject({ hs_name: 'South High', hs_ceeb: '220012' });
  });
});

describe('tabs', () => {
  it('switching clears the answers of the tab left and names its documents', () => {
    const uploaded = { ...COMPLETE_APPLICATION, test_score_report: 'ANSWERED' };
    const toUpload = switchTab(engine.catalogue, uploaded, 'test_entry', 'upload');
    expect(toUpload.answers.sat_score_math).toBe('');
    expect(toUpload.answers.sat_taken_desc ?? '').toBe('');
    expect(toUpload.answers.test_score_report).toBe('ANSWERED');
    expect(toUpload.files).toEqual([]);
    const back = switchTab(engine.catalogue, uploaded, 'test_entry', 'self_report');
    expect(back.answers.test_score_report).toBe('');
    expect(back.files).toEqual(['test_score_report']);
    expect(back.answers.sat_score_math).toBe('780');
  });
});
