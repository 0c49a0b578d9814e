import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load';
import { catalogueSources } from './sources';

/** SPEC 3's answer fields, by section, under their exact keys. */
const PARENT = [
  'relationship',
  'prefix',
  'first_name',
  'last_name',
  'email_address',
  'phone_home',
  'phone_type',
  'education',
  'education_other',
  'alum',
  'emp',
  'addr_same_as_stu_perm',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'country',
];
const SPEC_KEYS: Record<string, string[]> = {
  personal: [
    'email_address',
    'first_name',
    'middle_name',
    'last_name',
    'preferred_name',
    'birth_date',
    'gender',
    'phone_home',
    'phone_mobile',
    'phone_international',
    'religious_affiliation',
    'optin_sms_ind',
    'ssn',
  ],
  address: [
    'address_line_1',
    'address_line_2',
    'city',
    'state',
    'zip',
    'country',
    'ga_sc_county',
    'mailing_addr_same_as_perm_addr',
    'mailing_address_line_1',
    'mailing_address_line_2',
    'mailing_city',
    'mailing_state',
    'mailing_zip',
    'mailing_country',
    'mailing_addr_effective_date',
  ],
  citizenship: ['citizenship_type', 'citizenship', 'alien_registration_number', 'citizenship_visa_status'],
  ethnicity: [
    'ethnicity',
    'race_american_indian',
    'race_asian',
    'race_black',
    'race_native_hawaiian',
    'race_white',
  ],
  military: [
    'military_status',
    'military_branch',
    'military_benefits',
    'military_active',
    'military_dependent',
    'military_branch_active',
  ],
  parent: [
    ...PARENT.map((key) => `parent_${key}`),
    ...PARENT.map((key) => `parent_2_${key}`),
    'parent_communication_preference',
  ],
  legacy: [
    'legacy_ind',
    ...['legacy_', 'legacy_2_', 'legacy_3_'].flatMap((prefix) =>
      ['relationship', 'first_name', 'last_name'].map((key) => `${prefix}${key}`),
    ),
  ],
  high_school: [
    'hs_gpa',
    'gpa_scale',
    'counselor_first_name',
    'counselor_last_name',
    'counselor_email_address',
    'grad_month',
    'grad_year',
    'hs_ceeb',
    'hs_name',
    'hs_address_line_1',
    'hs_city',
    'hs_state',
    'hs_country',
    'hs_zip',
    'hs_attend_from_month',
    'hs_attend_from_year',
    'hs_attend_to_month',
    'hs_attend_to_year',
  ],
  tests: [
    'test_optional',
    'sat_taken',
    'sat_score_math',
    'sat_score_reading_writing',
    'sat_score_essay_reading',
    'sat_score_essay_writing',
    'sat_score_essay_analysis',
    'sat_plan_month',
    'sat_plan_year',
    'act_taken',
    'act_score_composite',
    'act_plan_month',
    'act_plan_year',
  ],
  legal: [
    'conviction',
    'conviction_comment',
    'suspended',
    'suspended_comment',
    'counselor_waiver_request',
    'legal_agree',
  ],
  enrollment: ['entry_term', 'applied_major', 'applied_concentration', 'recruiter'],
};
/** SPEC 2's page-to-question grouping. */
const PAGES: Record<string, string[]> = {
  about: ['personal', 'address', 'citizenship', 'ethnicity', 'parent', 'legacy', 'military'],
  education: ['enrollment', 'high_school', 'tests'],
  'final-steps': ['legal'],
};

const catalogue = loadCatalogue('base', catalogueSources);

describe('the catalogue holds SPEC 3', () => {
  it.each(Object.entries(PAGES))('page %s holds its sections of answer fields', (page, sections) => {
    for (const section of sections) {
      for (const key of SPEC_KEYS[section] ?? []) {
        expect(catalogue.questions.get(key)?.page, key).toBe(page);
        expect(catalogue.dataModel[key], key).toBeDefined();
      }
    }
  });

  it('adds only the tabs, file-upload, trigger and college questions SPEC 3 does not name', () => {
    const spec = new Set(Object.values(SPEC_KEYS).flat());
    const extra = [...catalogue.questions.keys()].filter((key) => !spec.has(key));
    expect(extra.sort()).toEqual([
      'college_ceeb',
      'college_city',
      'college_country',
      'college_name',
      'college_state',
      'college_taken',
      'hs_transcript',
      'preferred_name_trigger',
      'test_entry',
      'test_score_report',
    ]);
    const widgets = extra.map((key) => catalogue.questions.get(key)?.widget).sort();
    expect(widgets).toEqual([
      'autocomplete',
      'contentTrigger',
      'fileUpload',
      'fileUpload',
      'hidden',
      'radioBlock',
      'select',
      'select',
      'tabs',
      'text',
    ]);
  });

  it('uses the widgets the client knows for the special questions', () => {
    const widget = (key: string) => catalogue.questions.get(key)?.widget;
    expect(widget('hs_name')).toBe('autocomplete');
    expect(widget('college_name')).toBe('autocomplete');
    expect(widget('address_line_1')).toBe('autocomplete');
    expect(widget('phone_home')).toBe('phone');
    expect(widget('ssn')).toBe('ssn');
    expect(widget('grad_month')).toBe('monthYear');
    expect(widget('conviction_comment')).toBe('textarea');
    expect(widget('applied_concentration')).toBe('conditionalDropdown');
    expect(widget('mailing_addr_same_as_perm_addr')).toBe('contentTrigger');
    expect(widget('birth_date')).toBe('date');
  });
});
