import { describe, expect, it } from 'vitest';
import { loadEngine } from '../index';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT, TODAY } from '../testing/complete-application';
import { validateApplication, validatePage } from './validate';

const demo = await loadEngine('demo');
const base = await loadEngine('base');

/** The errors of one key after changing some answers of the complete application. */
function errorsOf(key: string, change: Record<string, string>, engine = demo) {
  const answers = { ...COMPLETE_APPLICATION, ...change };
  return validateApplication(engine, answers, TODAY, COMPLETE_CONTEXT).errors[key] ?? [];
}

describe('a complete application', () => {
  it('has no errors for the demo partner and the base catalogue', () => {
    expect(validateApplication(demo, COMPLETE_APPLICATION, TODAY, COMPLETE_CONTEXT)).toEqual({
      errors: {},
      missing: [],
    });
    expect(validateApplication(base, COMPLETE_APPLICATION, TODAY, COMPLETE_CONTEXT).errors).toEqual({});
  });
});

describe('birth date relative to today', () => {
  const tooYoung = 'You must be 13 years or older to apply.';
  const tooOld =
    'We cannot accept a date of birth more than 100 years ago online. Please contact the admission office for help with your application.';
  it.each([
    ['exactly 13 today', '2013-11-22', []],
    ['one day short of 13', '2013-11-23', [tooYoung]],
    ['exactly 100 years ago', '1926-11-22', []],
    ['one day more than 100 years ago', '1926-11-21', [tooOld]],
    ['not a real date', '2010-02-30', ['Please enter a valid date.']],
    ['not a date at all', 'yesterday', ['Please enter a valid date.']],
    ['missing', '', ['This question is required.']],
  ])('%s (%s)', (_name, value, expected) => {
    expect(errorsOf('birth_date', { birth_date: value })).toEqual(expected);
  });
});

describe('test scores', () => {
  const step = 'SAT section scores go from 200 to 800 in steps of 10.';
  it.each([
    ['200', []],
    ['800', []],
    ['210', []],
    ['205', [step]],
    ['190', [step]],
    ['810', [step]],
    ['abc', ['Please enter a whole number from 200 to 800.']],
  ])('SAT math %s', (value, expected) => {
    expect(errorsOf('sat_score_math', { sat_score_math: value })).toEqual(expected);
  });

  it.each([
    ['2', []],
    ['8', []],
    ['1', ['SAT essay scores go from 2 to 8.']],
    ['9', ['SAT essay scores go from 2 to 8.']],
  ])('SAT essay %s', (value, expected) => {
    expect(errorsOf('sat_score_essay_reading', { sat_score_essay_reading: value })).toEqual(expected);
  });

  const act = 'ACT composite scores are whole numbers from 1 to 36.';
  it.each([
    ['0', [act]],
    ['1', []],
    ['36', []],
    ['37', [act]],
  ])('ACT composite %s', (value, expected) => {
    expect(errorsOf('act_score_composite', { act_taken: 'Y', act_score_composite: value })).toEqual(expected);
  });

  it('does not check scores of a test-optional application or of the upload tab', () => {
    expect(errorsOf('sat_score_math', { test_optional: 'Y', sat_score_math: '1' })).toEqual([]);
    const answers = { ...COMPLETE_APPLICATION, sat_score_math: '1' };
    const result = validateApplication(demo, answers, TODAY, {
      ...COMPLETE_CONTEXT,
      tabs: { test_entry: 'upload' },
    });
    expect(result.errors.sat_score_math).toBeUndefined();
  });
});

describe('address', () => {
  const zip = 'Please enter a ZIP or postal code of at least 5 characters.';
  it.each([
    ['USA', '1234', [zip]],
    ['CAN', '1234', [zip]],
    ['USA', '12345', []],
    ['GBR', '1234', []],
    ['USA', '', ['This question is required.']],
    ['GBR', '', []],
  ])('country %s with zip %j', (country, value, expected) => {
    expect(errorsOf('zip', { country, zip: value, state: '', ga_sc_county: '' })).toEqual(expected);
  });

  it('requires the state only for USA and CAN', () => {
    expect(errorsOf('state', { state: '', ga_sc_county: '' })).toEqual(['This question is required.']);
    expect(errorsOf('state', { country: 'GBR', state: '', ga_sc_county: '' })).toEqual([]);
  });

  it('requires the mailing address when it differs', () => {
    expect(errorsOf('mailing_city', { mailing_addr_same_as_perm_addr: 'false' })).toEqual([
      'This question is required.',
    ]);
  });
});

describe('phones', () => {
  it.each([
    ['(217) 555-0100', []],
    ['(117) 555-0100', ['Please enter a valid home phone number.']],
    ['(217) 155-0100', ['Please enter a valid home phone number.']],
    ['217-555-0100', ['Please enter a valid home phone number.']],
  ])('home phone %s', (value, expected) => {
    expect(errorsOf('phone_home', { phone_home: value })).toEqual(expected);
  });

  it('uses the cell phone message and requires it for text updates', () => {
    expect(errorsOf('phone_mobile', { phone_mobile: '(117) 555-0100' })).toEqual([
      'Please enter a valid cell phone number.',
    ]);
    expect(errorsOf('phone_mobile', { phone_mobile: '' })).toEqual([
      'A cell phone number is required to receive text message updates.',
    ]);
    expect(errorsOf('phone_mobile', { phone_mobile: '', optin_sms_ind: 'false' })).toEqual([]);
  });

  it('requires a home phone when there is no cell or international phone', () => {
    const none = { phone_home: '', phone_mobile: '', optin_sms_ind: 'false' };
    expect(errorsOf('phone_home', none)).toEqual(['Please enter either a home phone or cell phone number.']);
    expect(errorsOf('phone_home', { ...none, phone_international: '+44 20 7946 0958' })).toEqual([]);
    expect(errorsOf('phone_home', { ...none, phone_mobile: '(217) 555-0101' })).toEqual([]);
  });

  it('prefixes parent messages with the parent number', () => {
    expect(errorsOf('parent_phone_home', { parent_phone_home: '(117) 555-0100' })).toEqual([
      'Parent 1/Guardian 1: Please enter a valid home phone number.',
    ]);
    expect(errorsOf('parent_2_email_address', { parent_2_email_address: 'nope' })).toEqual([
      'Parent 2/Guardian 2: Please provide a valid email address.',
    ]);
  });

  it('does not check a second parent the applicant has not added', () => {
    const answers = { ...COMPLETE_APPLICATION, parent_2_email_address: 'nope' };
    const result = validateApplication(demo, answers, TODAY, { addAnother: { parents: 1 } });
    expect(result.errors.parent_2_email_address).toBeUndefined();
  });
});

describe('requirements that depend on other answers', () => {
  const concentration = (major: string, value = '', engine = demo) =>
    errorsOf('applied_concentration', { applied_major: major, applied_concentration: value }, engine);
  it.each(['3', '10', '12', '14', '18'])('major %s requires a concentration', (major) => {
    expect(concentration(major)).toEqual(['This question is required.']);
  });
  it('an unlisted major needs none; the demo partner adds major 19', () => {
    expect(concentration('4')).toEqual([]);
    expect(concentration('19', '', base)).toEqual([]);
    expect(concentration('19')).toEqual(['This question is required.']);
    expect(concentration('19', 'POL-LAW')).toEqual([]);
  });

  it.each([
    ['1', []],
    ['2', ['This question is required.']],
    ['3', ['This question is required.']],
    ['4', []],
  ])('citizenship type %s', (type, expected) => {
    expect(errorsOf('citizenship', { citizenship_type: type, citizenship: '' })).toEqual(expected);
  });

  it('asks about benefits for veterans, comments for yes, a scale for a GPA', () => {
    expect(errorsOf('military_benefits', { military_status: 'Y' })).toEqual(['This question is required.']);
    expect(errorsOf('conviction_comment', { conviction: 'Y' })).toEqual(['This question is required.']);
    expect(errorsOf('suspended_comment', { suspended: 'Y' })).toEqual(['This question is required.']);
    expect(errorsOf('gpa_scale', { gpa_scale: '' })).toEqual(['This question is required.']);
    expect(errorsOf('gpa_scale', { gpa_scale: '', hs_gpa: '' })).toEqual([]);
  });

  it('uses the SPEC messages for the school, the graduation date and the agreement', () => {
    expect(errorsOf('hs_name', { hs_name: '' })).toEqual(['Search for Your School']);
    expect(errorsOf('grad_month', { grad_month: '' })).toEqual(['Graduation Date']);
    expect(errorsOf('legal_agree', { legal_agree: 'false' })).toEqual([
      'You must confirm that your application is complete and true.',
    ]);
    expect(errorsOf('legal_agree', { legal_agree: '' })).toEqual([
      'You must confirm that your application is complete and true.',
    ]);
  });
});

describe('formats and lengths', () => {
  it.each([
    ['3.85', []],
    ['4', []],
    ['3.856', ['Please enter your GPA as a number with at most two decimals, for example 3.75.']],
    ['4.5', ['Your GPA cannot be higher than the top of its scale.']],
  ])('GPA %s on a 4.0 scale', (value, expected) => {
    expect(errorsOf('hs_gpa', { hs_gpa: value })).toEqual(expected);
  });

  it('limits text to 45 characters and a text area to the partner limit', () => {
    expect(errorsOf('first_name', { first_name: 'a'.repeat(45) })).toEqual([]);
    expect(errorsOf('first_name', { first_name: 'a'.repeat(46) })).toEqual([
      'Please use at most 45 characters.',
    ]);
    const comment = (text: string, engine = demo) =>
      errorsOf('conviction_comment', { conviction: 'Y', conviction_comment: text }, engine);
    expect(comment('a'.repeat(1500), base)).toEqual([]);
    expect(comment('a'.repeat(1501), base)).toEqual(['Please use at most 1500 characters.']);
    expect(comment('a'.repeat(7000))).toEqual([]);
    expect(comment('a'.repeat(7001))).toEqual(['Please use at most 7000 characters.']);
  });

  it('checks e-mails, the SSN and listed options', () => {
    expect(errorsOf('email_address', { email_address: 'nope' })).toEqual([
      'Your email address must be valid.',
    ]);
    expect(errorsOf('counselor_email_address', { counselor_email_address: 'x@' })).toEqual([
      'Please provide a valid email address for your counselor.',
    ]);
    expect(errorsOf('ssn', { ssn: '123456789' })).toEqual([
      'Please enter a valid Social Security number: 9 digits, like 123-45-6789.',
    ]);
    expect(errorsOf('gender', { gender: 'Q' })).toEqual(['Please choose one of the listed options.']);
  });

  it('collects every message of a key once', () => {
    const errors = errorsOf('hs_attend_to_year', { hs_attend_to_year: '2020' });
    expect(errors).toEqual(['The year you left cannot be before the year you started.']);
  });
});

describe('the summary of missing questions', () => {
  it('lists every key with an error by page, with its anchor', () => {
    const result = validateApplication(demo, {}, TODAY);
    expect(result.missing[0]).toEqual({ page: 'about', key: 'first_name', anchor: '/about#first_name' });
    expect(result.missing).toContainEqual({
      page: 'education',
      key: 'hs_name',
      anchor: '/education#hs_name',
    });
    expect(result.missing.at(-1)).toEqual({
      page: 'final-steps',
      key: 'legal_agree',
      anchor: '/final-steps#legal_agree',
    });
    expect(result.missing.map((item) => item.key)).toEqual(Object.keys(result.errors));
  });

  it('validates one page alone', () => {
    const result = validatePage(demo, 'final-steps', {}, TODAY);
    expect(Object.keys(result.errors)).toEqual([
      'conviction',
      'suspended',
      'counselor_waiver_request',
      'legal_agree',
    ]);
    expect(() => validatePage(demo, 'nope', {}, TODAY)).toThrow('Unknown page nope.');
  });

  it('refuses to run without a compiled validator', () => {
    expect(() => validateApplication({ ...demo, validators: {} }, {}, TODAY)).toThrow(/npm run precompile/);
  });
});
