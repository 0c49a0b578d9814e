/**
 * The two partners shipped as folders of JSON (partners/northfield, partners/lakeshore):
 * each one's overlay in the server's validation at save and at submit, and in the
 * application PDF (which presents the answers as the staff print view does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../engine/index';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { unknownKeysMessage } from '../../server/routes/application/answer-check';
import { pdfPagesText } from './fixtures/pdf';
import { type Applicant, call, newApplicant, setClockToFixtureDay } from './support/application';
import { get } from './support/client';
import { startApp, type TestApp } from './support/harness';

/** The questions northfield removes from the base catalogue. */
const NORTHFIELD_REMOVED = [
  'ssn',
  'military_status',
  'military_branch',
  'military_benefits',
  'military_active',
  'military_branch_active',
  'military_dependent',
  'test_optional',
  'test_entry',
  'sat_taken',
  'sat_score_math',
  'sat_score_reading_writing',
  'act_taken',
  'act_score_composite',
  'act_plan_month',
  'act_plan_year',
  'test_score_report',
];

/** The complete base application less the keys a partner does not ask, plus its own answers. */
function completeFor(removed: string[], own: Answers): Answers {
  const answers: Answers = { ...COMPLETE_APPLICATION, ...own };
  for (const key of removed) delete answers[key];
  return answers;
}

async function startPartner(partner: string): Promise<TestApp> {
  const t = await startApp({ name: 'sqlite' }, { env: { PARTNER: partner, DOCX_CONVERTER: 'builtin' } });
  setClockToFixtureDay(t);
  return t;
}

async function fill(t: TestApp, applicant: Applicant, answers: Answers, tabs = true): Promise<void> {
  const saved = await call(t.app, 'PUT', '/api/answer', applicant.cookie, answers);
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [button_id, num_components] of Object.entries(COMPLETE_CONTEXT.addAnother ?? {})) {
    await call(t.app, 'PUT', '/api/add-another', applicant.cookie, { button_id, num_components });
  }
  if (!tabs) return;
  for (const [tab_id, chosen_tab] of Object.entries(COMPLETE_CONTEXT.tabs ?? {})) {
    await call(t.app, 'PUT', '/api/tabs', applicant.cookie, { tab_id, chosen_tab });
  }
}

/** The text of the applicant's PDF, once GET /api/pdf has rendered it. */
async function pdfText(t: TestApp, cookie: string): Promise<string> {
  const until = Date.now() + 60_000;
  for (;;) {
    const body = (await call(t.app, 'GET', '/api/pdf', cookie)).json();
    if (body.status === 'COMPLETED') {
      const download = await call(t.app, 'GET', body.url, cookie);
      expect(download.statusCode).toBe(200);
      return (await pdfPagesText(download.rawPayload)).join(' ');
    }
    if (body.status === 'FAILED' || Date.now() > until) throw new Error(`PDF ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('northfield: no SSN, no military section, test-optional only, a campus visit question', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPartner('northfield');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends its name, contacts and pages', async () => {
    const partner = (await get(t.app, '/public/partner')).json();
    expect(partner).toMatchObject({
      id: 'northfield',
      name: 'Northfield College',
      help_email: 'apply@northfield.example.edu',
      phone: '(802) 555-0142',
      character_limit: 5000,
    });
    expect(partner.pages.map((page: { path: string }) => page.path)).toEqual([
      '/about',
      '/education',
      '/final-steps',
    ]);
  });

  it('refuses to store an SSN or a test score: the questions do not exist', async () => {
    const ada = await newApplicant(t);
    for (const answer of [{ ssn: '123-45-6789' }, { military_status: 'N' }, { sat_score_math: '700' }]) {
      const response = await call(t.app, 'PUT', '/api/answer', ada.cookie, answer);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: unknownKeysMessage(Object.keys(answer)) });
    }
  });

  it('asks at submit for the campus visit, and never for an SSN, military service or scores', async () => {
    const ada = await newApplicant(t);
    const empty = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(empty.statusCode).toBe(422);
    const { errors, missing } = empty.json();
    expect(errors.campus_visit).toEqual(['This question is required.']);
    expect(missing).toContainEqual({
      page: 'education',
      key: 'campus_visit',
      anchor: '/education#campus_visit',
    });
    for (const key of NORTHFIELD_REMOVED) expect(errors[key]).toBeUndefined();
    // Base-required questions are still asked.
    expect(errors.first_name).toEqual(['This question is required.']);
  });

  it('limits text areas to 5000 characters', async () => {
    const ada = await newApplicant(t);
    await fill(
      t,
      ada,
      completeFor(NORTHFIELD_REMOVED, {
        campus_visit: 'N',
        conviction: 'Y',
        conviction_comment: 'x'.repeat(5001),
      }),
      false,
    );
    const refused = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ conviction_comment: ['Please use at most 5000 characters.'] });
  });

  it('accepts its complete application, and its PDF shows its questions under its logo', async () => {
    const ada = await newApplicant(t);
    await fill(t, ada, completeFor(NORTHFIELD_REMOVED, { campus_visit: 'Y' }), false);
    const text = await pdfText(t, ada.cookie);
    for (const expected of [
      'NORTHFIELD',
      'Northfield College',
      'First-Year Application',
      'Have you visited campus?',
    ]) {
      expect(text).toContain(expected);
    }
    for (const absent of ['Social Security', 'Military service', 'Test scores', 'test-optional']) {
      expect(text).not.toContain(absent);
    }
    const submitted = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});

describe('lakeshore: state of legal residence, months of residence in Michigan, its own majors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPartner('lakeshore');
  });
  afterAll(async () => {
    await t?.close();
  });

  const own = { applied_major: 'LS02', applied_concentration: 'BIO-MOL' };

  it('requires residency_state at submit', async () => {
    const ada = await newApplicant(t);
    await fill(t, ada, completeFor([], own));
    const refused = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ residency_state: ['This question is required.'] });
    expect(refused.json().missing).toEqual([
      { page: 'about', key: 'residency_state', anchor: '/about#residency_state' },
    ]);
  });

  it('asks Michigan residents, and only them, how many months they have lived there (0 to 600)', async () => {
    const ada = await newApplicant(t);
    await fill(t, ada, completeFor([], { ...own, residency_state: 'Michigan' }));
    const missing = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(missing.json().errors).toEqual({ residency_months: ['This question is required.'] });
    await call(t.app, 'PUT', '/api/answer', ada.cookie, { residency_months: '601' });
    const tooMany = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(tooMany.json().errors).toEqual({
      residency_months: ['Please enter a whole number of months from 0 to 600.'],
    });
    await call(t.app, 'PUT', '/api/answer', ada.cookie, { residency_months: '1.5' });
    expect((await call(t.app, 'POST', '/api/submit', ada.cookie)).json().errors).toEqual({
      residency_months: ['Please enter a whole number of months from 0 to 600.'],
    });

    const bob = await newApplicant(t);
    await fill(t, bob, completeFor([], { ...own, residency_state: 'Ohio' }));
    const outOfState = await call(t.app, 'POST', '/api/submit', bob.cookie);
    expect(outOfState.statusCode, outOfState.body).toBe(200);
  });

  it('offers its own majors, not the base list', async () => {
    const ada = await newApplicant(t);
    await fill(t, ada, completeFor([], { residency_state: 'Ohio', applied_major: '3' }));
    const refused = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(refused.json().errors.applied_major).toEqual(['Please choose one of the listed options.']);
  });

  it('accepts its complete application, and its PDF shows the residency answers and its major', async () => {
    const ada = await newApplicant(t);
    await fill(t, ada, completeFor([], { ...own, residency_state: 'Michigan', residency_months: '48' }));
    const text = await pdfText(t, ada.cookie);
    for (const expected of [
      'Lakeshore State University',
      'Freshman Application',
      'State of legal residence',
      'Michigan',
      'How many months have you lived there?',
      '48',
      'Biology',
    ]) {
      expect(text).toContain(expected);
    }
    const submitted = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});
