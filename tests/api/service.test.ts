/**
 * GET /service/tmp-pdf?service_token= (SPEC 1, 7): a CLI-issued token reads one
 * applicant's application, read-only, until it expires; it grants nothing under /api
 * and never reaches the log.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServiceToken } from '../../scripts/service-token';
import { sha256 } from '../../server/auth/tokens';
import { serviceMessages } from '../../server/service-application';
import { type Applicant, call, newApplicant, profile } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const HOUR = 3_600_000;

describe.each(databases)('service tokens on $name', (target) => {
  const lines: string[] = [];
  let t: TestApp;
  let ada: Applicant;
  let grace: Applicant;
  const issued: string[] = [];

  /** Issues a token through the CLI's function, against this app's database and clock. */
  async function issue(email: string, ...extra: string[]): Promise<string> {
    const { database } = t.app.config;
    const env: Record<string, string> = {
      DATA_DIR: t.dataDir,
      PUBLIC_URL: 'http://admit.test',
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url, ...(database.schema ? { DATABASE_SCHEMA: database.schema } : {}) }
        : {}),
    };
    const outcome = await runServiceToken([email, ...extra], env, t.clock.now);
    expect(outcome.code, outcome.notes.join('\n')).toBe(0);
    const url = new URL(outcome.lines[0] ?? '');
    expect(url.origin + url.pathname).toBe('http://admit.test/about');
    const token = url.searchParams.get('service_token') ?? '';
    issued.push(token);
    return token;
  }

  const read = (token: string) =>
    t.app.inject({ method: 'GET', url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}` });

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startApp(target, { logStream: stream });
    ada = await newApplicant(t);
    grace = await newApplicant(t);
    const saved = await call(t.app, 'PUT', '/api/answer', ada.cookie, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      legacy_2_first_name: 'Byron',
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await call(t.app, 'PUT', '/api/add-another', ada.cookie, { button_id: 'legacy', num_components: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'PUT', '/api/tabs', ada.cookie, { tab_id: 'test_entry', chosen_tab: 'upload' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'PUT', '/api/answer', grace.cookie, { first_name: 'Grace', last_name: 'Hopper' }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the applicant's answers, counts, documents and tabs for a live token", async () => {
    const token = await issue(ada.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({
      answer: { first_name: 'Ada', last_name: 'Lovelace', legacy_2_first_name: 'Byron' },
      add_another: { parents: 1, legacy: 2 },
      document_answer: {},
      tabs: { test_entry: 'upload' },
    });
  });

  it('stores only the hash of a token, with its expiry (24 h by default, --hours N)', async () => {
    const before = t.clock.now().getTime();
    const day = await issue(ada.email);
    const two = await issue(ada.email, '--hours', '2');
    const user = await t.app.repos.users.findByUsername(ada.email);
    const rows = await t.app.repos.serviceTokens.listFor(user?.id ?? '');
    const byHash = new Map(rows.map((row) => [row.token_hash, row]));
    expect(JSON.stringify(rows)).not.toContain(day);
    expect(Date.parse(byHash.get(sha256(day))?.expires_at ?? '')).toBe(before + 24 * HOUR);
    expect(Date.parse(byHash.get(sha256(two))?.expires_at ?? '')).toBe(before + 2 * HOUR);
  });

  it('refuses a wrong, missing, empty or absurd token', async () => {
    const valid = await issue(ada.email);
    for (const token of [randomBytes(32).toString('base64url'), `${valid}x`, valid.slice(1), ' ']) {
      const response = await read(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ message: serviceMessages.invalid });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/service/tmp-pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "The parameter 'service_token' is required." });
    expect((await t.app.inject({ method: 'GET', url: '/service/tmp-pdf?service_token=' })).statusCode).toBe(
      400,
    );
    expect((await read('x'.repeat(10_000))).statusCode).toBe(400);
    // The token must come as the service_token parameter: another name is no token.
    expect((await t.app.inject({ method: 'GET', url: `/service/tmp-pdf?token=${valid}` })).statusCode).toBe(
      400,
    );
  });

  it("reads only its own applicant's application and leaves the other one untouched", async () => {
    const graceBefore = await profile(t.app, grace.cookie);
    const adaToken = await issue(ada.email);
    const graceToken = await issue(grace.email);
    const adaView = (await read(adaToken)).json();
    expect(adaView.answer.first_name).toBe('Ada');
    expect(JSON.stringify(adaView)).not.toContain('Grace');
    const graceView = (await read(graceToken)).json();
    expect(graceView).toEqual({
      answer: { first_name: 'Grace', last_name: 'Hopper' },
      add_another: { parents: 1, legacy: 1 },
      document_answer: {},
      tabs: { test_entry: 'self_report' },
    });
    const graceAfter = await profile(t.app, grace.cookie);
    expect(graceAfter.answer).toEqual(graceBefore.answer);
    expect(graceAfter.web_status).toEqual(graceBefore.web_status);
  });

  it('grants nothing under /api, whether as a parameter, a cookie or a header', async () => {
    const token = await issue(ada.email);
    const attempts = [
      { method: 'GET', url: `/api/profile?service_token=${token}` },
      { method: 'GET', url: `/api/add-another?service_token=${token}` },
      { method: 'PUT', url: `/api/answer?service_token=${token}`, payload: { first_name: 'Mallory' } },
      { method: 'POST', url: `/api/submit?service_token=${token}`, payload: {} },
      { method: 'GET', url: '/api/profile', headers: { cookie: `admit_session=${token}` } },
      { method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt });
      expect(response.statusCode, attempt.url).toBe(401);
    }
    // Nothing under /service writes either.
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/service/tmp-pdf?service_token=${token}`,
        payload: { answer: { first_name: 'Mallory' } },
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect((await read(token)).json().answer.first_name).toBe('Ada');
    expect((await profile(t.app, ada.cookie)).answer).toMatchObject({ first_name: 'Ada' });
  });

  it('refuses an expired token with 401 (the sessions of the applicants have idled out by then)', async () => {
    const short = await issue(ada.email, '--hours', '1');
    const long = await issue(ada.email, '--hours', '3');
    t.clock.advance(HOUR - 1000);
    expect((await read(short)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await read(short);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: serviceMessages.expired });
    expect((await read(long)).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    expect((await read(long)).json()).toEqual({ message: serviceMessages.expired });
  });

  it('lists the stored documents field for field, and never a refused one', async () => {
    // Rows as an upload leaves them (the upload flow itself is tested in documents-*.test.ts).
    const user = await t.app.repos.users.findByUsername(grace.email);
    const at = t.clock.now().toISOString();
    const row = (
      answer_key: string,
      file_name: string,
      file_size: number,
      status: 'UNPROCESSED' | 'FAILED',
    ) => ({
      user_id: user?.id ?? '',
      answer_key,
      file_key: `documents/${user?.id}/${answer_key}/x`,
      file_name,
      file_size,
      conversion_id: `c-${answer_key}`,
      status,
      message: null,
      pdf_key: null,
      created_at: at,
      updated_at: at,
    });
    await t.app.repos.documents.upsert(row('hs_transcript', 'transcript.pdf', 48_213, 'UNPROCESSED'));
    await t.app.repos.documents.upsert(row('other_document', 'refused.png', 12, 'FAILED'));
    const view = (await read(await issue(grace.email))).json();
    expect(view.document_answer).toEqual({
      hs_transcript: { file_name: 'transcript.pdf', file_size: 48_213 },
    });
  });

  it('keeps every token out of the log', async () => {
    expect(issued.length).toBeGreaterThan(5);
    const token = await issue(ada.email);
    await read(token);
    // The staff page itself (served by this app) carries the token too.
    await t.app.inject({ url: `/about?service_token=${token}`, headers: { accept: 'text/html' } });
    await t.app.inject({ url: `/public/tmp?token=${token}` });
    const log = lines.join('');
    expect(log).toContain('/service/tmp-pdf?service_token=***');
    expect(log).toContain('/about?service_token=***');
    for (const secret of issued) expect(log).not.toContain(secret);
  });
});
