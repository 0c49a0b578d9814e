/** PUT/GET /api/add-another and PUT/GET /api/tabs: catalogue groups and tabs only; switching clears. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Applicant, call, newApplicant, profile, rawCall } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

describe.each(databases)('add-another on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const putCount = (payload: unknown, cookie = ada.cookie) =>
    call(t.app, 'PUT', '/api/add-another', cookie, payload);
  const counts = async (cookie = ada.cookie) => (await call(t.app, 'GET', '/api/add-another', cookie)).json();

  it('answers the catalogue default (1) for every group before any change', async () => {
    expect(await counts()).toEqual({ parents: 1, legacy: 1 });
  });

  it('stores a count from 1 to the group maximum', async () => {
    for (const [button_id, num_components] of [
      ['parents', 2],
      ['legacy', 3],
      ['legacy', 2],
    ] as const) {
      const response = await putCount({ button_id, num_components });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'The number of entries was saved.' });
    }
    expect(await counts()).toEqual({ parents: 2, legacy: 2 });
  });

  it('keeps the answers of entries a lower count hides', async () => {
    expect(
      (await call(t.app, 'PUT', '/api/answer', ada.cookie, { legacy_2_first_name: 'Judith' })).statusCode,
    ).toBe(200);
    expect((await putCount({ button_id: 'legacy', num_components: 1 })).statusCode).toBe(200);
    expect((await profile(t.app, ada.cookie)).answer).toEqual({ legacy_2_first_name: 'Judith' });
    expect((await putCount({ button_id: 'legacy', num_components: 2 })).statusCode).toBe(200);
  });

  it('refuses unknown groups and counts out of range with 422', async () => {
    for (const body of [
      { button_id: 'siblings', num_components: 1 },
      { button_id: 'parent_', num_components: 1 },
      { button_id: '', num_components: 1 },
      { button_id: '__proto__', num_components: 1 },
    ]) {
      const response = await putCount(body);
      expect(response.statusCode, body.button_id).toBe(422);
      expect(response.json()).toEqual({
        message: `The field 'button_id' must be one of parents, legacy; '${body.button_id}' is not.`,
      });
    }
    for (const [button_id, num_components, max] of [
      ['parents', 0, 2],
      ['parents', 3, 2],
      ['legacy', 4, 3],
      ['legacy', -1, 3],
      ['legacy', 1.5, 3],
      ['legacy', '2', 3],
      ['legacy', null, 3],
      ['legacy', true, 3],
      ['legacy', [2], 3],
      ['legacy', 1e6, 3],
      ['legacy', 2.000001, 3],
    ] as const) {
      const response = await putCount({ button_id, num_components });
      expect(response.statusCode, `${button_id} ${String(num_components)}`).toBe(422);
      expect(response.json()).toEqual({
        message: `The field 'num_components' must be a whole number from 1 to ${max} for '${button_id}'.`,
      });
    }
    expect(await counts()).toEqual({ parents: 2, legacy: 2 });
  });

  it('refuses missing fields, wrong types and malformed JSON with 400', async () => {
    for (const [body, message] of [
      [{ button_id: 'legacy' }, "The field 'num_components' is required."],
      [{ num_components: 2 }, "The field 'button_id' is required."],
      [{ button_id: 2, num_components: 2 }, "The field 'button_id' must be a string."],
      [[], 'The request body must be a JSON object.'],
    ] as const) {
      const response = await putCount(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const malformed = await rawCall(t.app, 'PUT', '/api/add-another', ada.cookie, '{"button_id":"legacy",');
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 401 without a session and keeps applicants apart', async () => {
    expect((await putCount({ button_id: 'legacy', num_components: 2 }, '')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/add-another', undefined)).statusCode).toBe(401);
    const grace = await newApplicant(t);
    expect(await counts(grace.cookie)).toEqual({ parents: 1, legacy: 1 });
    expect((await putCount({ button_id: 'parents', num_components: 2 }, grace.cookie)).statusCode).toBe(200);
    expect((await putCount({ button_id: 'legacy', num_components: 3 }, grace.cookie)).statusCode).toBe(200);
    expect(await counts(grace.cookie)).toEqual({ parents: 2, legacy: 3 });
    expect(await counts()).toEqual({ parents: 2, legacy: 2 });
  });
});

describe.each(databases)('tabs on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const putTab = (payload: unknown, cookie = ada.cookie) => call(t.app, 'PUT', '/api/tabs', cookie, payload);
  const tabs = async (cookie = ada.cookie) => (await call(t.app, 'GET', '/api/tabs', cookie)).json();
  const scores = {
    sat_taken: 'Y',
    sat_taken_desc: 'Yes',
    sat_score_math: '780',
    act_taken: 'P',
    act_plan_month: '3',
    act_plan_month_desc: 'March',
  };

  it("answers the screen's default before any choice", async () => {
    expect(await tabs()).toEqual({ test_entry: 'self_report' });
  });

  it("switching stores the choice and clears the other tab's stored answers", async () => {
    const saved = await call(t.app, 'PUT', '/api/answer', ada.cookie, {
      ...scores,
      test_score_report: 'ANSWERED',
      first_name: 'Ada',
    });
    expect(saved.statusCode).toBe(200);

    const toUpload = await putTab({ tab_id: 'test_entry', chosen_tab: 'upload' });
    expect(toUpload.statusCode).toBe(200);
    expect(toUpload.json().message).toBe('Your choice of tab was saved.');
    expect([...toUpload.json().cleared].sort()).toEqual(Object.keys(scores).sort());
    expect(await tabs()).toEqual({ test_entry: 'upload' });
    const afterUpload = (await profile(t.app, ada.cookie)).answer as Record<string, string>;
    for (const key of Object.keys(scores)) expect(afterUpload[key], key).toBe('');
    expect(afterUpload).toMatchObject({ test_score_report: 'ANSWERED', first_name: 'Ada' });

    const back = await putTab({ tab_id: 'test_entry', chosen_tab: 'self_report' });
    expect(back.statusCode).toBe(200);
    expect(back.json().cleared).toEqual(['test_score_report']);
    expect(await tabs()).toEqual({ test_entry: 'self_report' });
    expect((await profile(t.app, ada.cookie)).answer).toMatchObject({
      test_score_report: '',
      first_name: 'Ada',
    });

    // Choosing the tab already chosen clears nothing more.
    const again = await putTab({ tab_id: 'test_entry', chosen_tab: 'self_report' });
    expect(again.json().cleared).toEqual([]);
  });

  it('refuses unknown tabs questions and tabs with 422', async () => {
    for (const [body, message] of [
      [
        { tab_id: 'tests', chosen_tab: 'upload' },
        "The field 'tab_id' must be one of test_entry; 'tests' is not.",
      ],
      [
        { tab_id: 'test_entry', chosen_tab: 'scan' },
        "The field 'chosen_tab' must be one of self_report, upload for 'test_entry'; 'scan' is not.",
      ],
      [
        { tab_id: 'test_entry', chosen_tab: 'Upload' },
        "The field 'chosen_tab' must be one of self_report, upload for 'test_entry'; 'Upload' is not.",
      ],
      [
        { tab_id: 'constructor', chosen_tab: 'upload' },
        "The field 'tab_id' must be one of test_entry; 'constructor' is not.",
      ],
    ] as const) {
      const response = await putTab(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ message });
    }
    expect(await tabs()).toEqual({ test_entry: 'self_report' });
  });

  it('refuses missing fields, wrong types and malformed JSON with 400', async () => {
    for (const [body, message] of [
      [{ tab_id: 'test_entry' }, "The field 'chosen_tab' is required."],
      [{ chosen_tab: 'upload' }, "The field 'tab_id' is required."],
      [{ tab_id: 'test_entry', chosen_tab: 1 }, "The field 'chosen_tab' must be a string."],
      [
        { tab_id: 'test_entry', chosen_tab: 'x'.repeat(200) },
        "The field 'chosen_tab' must be at most 128 characters.",
      ],
    ] as const) {
      const response = await putTab(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await rawCall(t.app, 'PUT', '/api/tabs', ada.cookie, '{')).statusCode).toBe(400);
  });

  it('answers 401 without a session and keeps applicants apart', async () => {
    expect((await putTab({ tab_id: 'test_entry', chosen_tab: 'upload' }, '')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/tabs', undefined)).statusCode).toBe(401);
    const grace = await newApplicant(t);
    expect(
      (await call(t.app, 'PUT', '/api/answer', grace.cookie, { sat_score_math: '700' })).statusCode,
    ).toBe(200);
    // Ada switching clears nothing of Grace's.
    expect((await putTab({ tab_id: 'test_entry', chosen_tab: 'upload' })).statusCode).toBe(200);
    expect(await tabs(grace.cookie)).toEqual({ test_entry: 'self_report' });
    expect((await profile(t.app, grace.cookie)).answer).toEqual({ sat_score_math: '700' });
  });
});
