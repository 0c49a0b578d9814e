/**
 * Exports of submitted applications (issue 14): after two submissions (and one started
 * application that never was), GET /service/applications with a staff key and
 * `npm run export` give both, in JSON Lines and CSV, read back here; a folder export
 * writes the documents beside it. Each carries its application PDF even when exported at
 * once, before the render the submission queued has run and before anybody opened
 * /api/pdf: the job runner is stopped here, and each export starts from the PDF rows as
 * the submissions left them.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { runExport } from '../../scripts/export';
import { RENDER_APPLICATION_PDF } from '../../server/documents/application-pdf-job';
import type { ExportedApplication } from '../../server/export/applications';
import type { ApplicationPdfRow } from '../../server/repositories/application-pdfs';
import { fileQuestionKeys } from '../../server/routes/documents/shared';
import { exportMessages, parseSince } from '../../server/routes/service/applications';
import { staffKeyMessages } from '../../server/routes/service/staff-key';
import { pdfPagesText } from './fixtures/pdf';
import { type Applicant, call, newApplicant, setClockToFixtureDay } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';
import { bearer, cliEnv, staffKey } from './support/staff';

/**
 * Answers the applicant never saw, as a prefill link or another client can store them: a
 * question hidden by a rule (the mailing address is the home address), an add-another
 * entry beyond the count (one legacy), and a `_desc` label that names another option
 * than the value (gender F). The export leaves the first two out and labels F 'Female',
 * as the PDF and the print view show them.
 */
const STALE = { mailing_city: 'Stale City', legacy_2_first_name: 'Ghost', gender_desc: 'Male' };

describe('parseSince', () => {
  it('reads a calendar day as UTC and a time in its own zone, and refuses the rest', () => {
    expect(parseSince(undefined)).toBe('');
    expect(parseSince('')).toBe('');
    expect(parseSince('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('2026-11-01T10:30:00+01:00')).toBe('2026-11-01T09:30:00.000Z');
    expect(parseSince('2026-11-01t09:00:00.25z')).toBe('2026-11-01T09:00:00.250Z');
    // Finer than a millisecond: the next millisecond, so that 'at or after' holds.
    expect(parseSince('2026-11-01T09:00:00.8031Z')).toBe('2026-11-01T09:00:00.804Z');
    expect(parseSince('2026-11-01T09:00:00.999000001Z')).toBe('2026-11-01T09:00:01.000Z');
    expect(parseSince('2026-11-01T09:00:00.8030000Z')).toBe('2026-11-01T09:00:00.803Z');
    for (const refused of [
      '2026-11-01T09:00:00',
      '2026-02-29',
      '2026-11-01T09:00Z',
      'now',
      '1793523600000',
      '9999-12-31T23:59:59-23:59',
    ])
      expect(parseSince(refused), refused).toBeUndefined();
  });
});

describe.each(databases)('exports of submitted applications on $name', (target) => {
  let t: TestApp;
  let key: string;
  let ada: Applicant;
  let grace: Applicant;
  let started: Applicant;
  let dir: string;
  let firstSubmittedAt: string;
  let secondSubmittedAt: string;
  let fileKey: string;
  /** The PDF rows as the submissions left them: a render queued, not run. */
  let asSubmitted: ApplicationPdfRow[];

  async function fillAndSubmit(applicant: Applicant, first: string): Promise<string> {
    const saved = await call(t.app, 'PUT', '/api/answer', applicant.cookie, {
      ...COMPLETE_APPLICATION,
      first_name: first,
      ...STALE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [button_id, num_components] of Object.entries(COMPLETE_CONTEXT.addAnother ?? {})) {
      expect(
        (await call(t.app, 'PUT', '/api/add-another', applicant.cookie, { button_id, num_components }))
          .statusCode,
      ).toBe(200);
    }
    for (const [tab_id, chosen_tab] of Object.entries(COMPLETE_CONTEXT.tabs ?? {})) {
      expect(
        (await call(t.app, 'PUT', '/api/tabs', applicant.cookie, { tab_id, chosen_tab })).statusCode,
      ).toBe(200);
    }
    const submitted = await call(t.app, 'POST', '/api/submit', applicant.cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return submitted.json().submitted_at;
  }

  /** The PDF rows back as the submissions left them, as if nothing had rendered them since. */
  async function unrendered(): Promise<void> {
    for (const row of asSubmitted) await t.app.repos.applicationPdfs.upsert(row);
  }

  const userId = async (applicant: Applicant) =>
    (await t.app.repos.users.findByUsername(applicant.email))?.id ?? '';

  beforeAll(async () => {
    t = await startApp(target);
    // Nothing renders in the background: the export has to render the PDFs itself.
    await t.app.jobs.stop();
    fileKey = [...fileQuestionKeys(t.app.engine.catalogue)][0] ?? '';
    setClockToFixtureDay(t);
    key = await staffKey(t, 'registrar');
    ada = await newApplicant(t);
    grace = await newApplicant(t);
    started = await newApplicant(t);
    firstSubmittedAt = await fillAndSubmit(ada, 'Ada');
    t.clock.advance(60_000);
    secondSubmittedAt = await fillAndSubmit(grace, 'Grace');
    expect(
      (await call(t.app, 'PUT', '/api/answer', started.cookie, { first_name: 'Never' })).statusCode,
    ).toBe(200);
    dir = mkdtempSync(join(tmpdir(), 'admit-export-'));
    asSubmitted = [];
    for (const applicant of [ada, grace]) {
      const row = await t.app.repos.applicationPdfs.find(await userId(applicant));
      if (row) asSubmitted.push(row);
    }
    // A document as an upload leaves it: the object in storage, its row converted.
    const adaId = await userId(ada);
    const at = t.clock.now().toISOString();
    await t.app.storage.put(
      `documents/${adaId}/${fileKey}/1`,
      Buffer.from('%PDF-1.4 essay'),
      'application/pdf',
    );
    await t.app.repos.documents.upsert({
      user_id: adaId,
      answer_key: fileKey,
      file_key: `documents/${adaId}/${fileKey}/1`,
      file_name: 'essay.pdf',
      file_size: 14,
      conversion_id: 'c1',
      status: 'COMPLETED',
      message: null,
      pdf_key: null,
      created_at: at,
      updated_at: at,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, headers: Record<string, string> = bearer(key)) =>
    t.app.inject({ method: 'GET', url: `/service/applications${query}`, headers });

  function checkJsonl(text: string, emails: string[]): ExportedApplication[] {
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ExportedApplication);
    expect(lines.map((line) => line.username)).toEqual(emails);
    const first = lines[0] as ExportedApplication;
    expect(first.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first.answers.find((answer) => answer.key === 'gender')).toEqual({
      key: 'gender',
      title: expect.any(String),
      value: 'F',
      label: 'Female',
    });
    expect(first.add_another).toMatchObject({ parents: 2, legacy: 1 });
    for (const line of lines) {
      const keys = line.answers.map((answer) => answer.key);
      expect(keys).not.toContain('mailing_city');
      expect(keys).not.toContain('legacy_2_first_name');
      expect(keys).toContain('legacy_first_name');
    }
    expect(first.tabs).toMatchObject({ test_entry: 'self_report' });
    expect(first.documents).toEqual([
      expect.objectContaining({ key: fileKey, file_name: 'essay.pdf', file_size: 14 }),
    ]);
    expect((lines[1] as ExportedApplication).documents).toEqual([]);
    for (const line of lines) expect(line.pdf).toMatchObject({ status: 'COMPLETED' });
    return lines;
  }

  function checkCsv(text: string, emails: string[], firstNames: string[]): void {
    // UTF-8's byte order mark first, for Excel (server/export/format.ts).
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text, { bom: true }) as string[][];
    const [header = [], ...records] = rows;
    expect(header.slice(0, 3)).toEqual(['Application id', 'Submitted at', 'Username']);
    expect(records.map((record) => record[2])).toEqual(emails);
    const firstName = header.findIndex((title) => /first/i.test(title) && /name/i.test(title));
    expect(firstName).toBeGreaterThan(2);
    expect(records.map((record) => record[firstName])).toEqual(firstNames);
    for (const record of records) expect(record.join(' ')).not.toMatch(/Stale City|Ghost/);
    // One column per catalogue key, then counts, tabs, documents and the PDF.
    expect(header.at(-2)).toBe('Documents');
    expect(header.at(-1)).toBe('Application PDF');
    expect(new Set(header).size).toBe(header.length);
    for (const record of records) expect(record).toHaveLength(header.length);
    for (const record of records) expect(record.at(-1)).toBe(pdfLink(record[0] ?? ''));
  }

  const pdfLink = (id: string) => `http://admit.test/service/applications/${id}/pdf`;

  /** The PDF at an export's link, downloaded with the staff key and read back. */
  async function downloadPdf(link: string): Promise<Buffer> {
    const response = await t.app.inject({ method: 'GET', url: new URL(link).pathname, headers: bearer(key) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return response.rawPayload;
  }

  it('queues the render of the application PDF with each submission', async () => {
    const renders = (await t.app.repos.jobs.list()).filter((job) => job.kind === RENDER_APPLICATION_PDF);
    expect(renders.map((job) => JSON.parse(job.payload).userId).sort()).toEqual(
      [await userId(ada), await userId(grace)].sort(),
    );
    expect(asSubmitted.map((row) => row.status)).toEqual(['UNPROCESSED', 'UNPROCESSED']);
  });

  // Renders the PDFs in the pool's low-priority threads: slow on a busy machine.
  it('GET /service/applications answers JSON Lines of the submitted applications only', {
    timeout: 120_000,
  }, async () => {
    await unrendered();
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const [first, second] = checkJsonl(response.body, [ada.email, grace.email]);
    // Rendered for the export, at once after the submission: the PDF reads back.
    expect(first?.pdf.url).toBe(pdfLink(first?.id ?? ''));
    const [cover] = await pdfPagesText(await downloadPdf(first?.pdf.url ?? ''));
    expect(cover).toContain(`${ada.email} · submitted ${firstSubmittedAt.slice(0, 10)}`);
    expect((await pdfPagesText(await downloadPdf(second?.pdf.url ?? ''))).join(' ')).toContain('Grace');
    const link = new URL(first?.documents[0]?.url ?? '');
    expect(link.origin).toBe('http://admit.test');
    const file = await t.app.inject({ method: 'GET', url: link.pathname, headers: bearer(key) });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 essay');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''essay.pdf");
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(401);
    const since = await get(
      `?since=${encodeURIComponent(new Date(Date.parse(firstSubmittedAt) + 1).toISOString())}`,
    );
    expect(
      since.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).username),
    ).toEqual([grace.email]);
  });

  it('GET /service/applications?format=csv answers CSV headed from the catalogue', async () => {
    await unrendered();
    const response = await get('?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    checkCsv(response.body, [ada.email, grace.email], ['Ada', 'Grace']);
  });

  it('refuses without a staff key, and a since that is not a date', async () => {
    const none = await get('', {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: staffKeyMessages.missing });
    // The key is checked before the query: without one, no filter's shape is told.
    for (const query of ['?since=yesterday', '?format=xml', '?Since=2099-01-01']) {
      const anonymous = await get(query, {});
      expect(anonymous.statusCode, query).toBe(401);
      expect(anonymous.json()).toEqual({ message: staffKeyMessages.missing });
    }
    const bad = await get('?since=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: exportMessages.since });
    // A day the month lacks is no date, not the next month's (2026-02-30 was March 2nd).
    // A time without its zone would be read in the server's own zone: it is refused, as a leap
    // second (which JavaScript's time cannot hold) and a time without its seconds are.
    for (const since of [
      '2026-02-30',
      '2026-04-31T10:00:00Z',
      '2026-13-01',
      '2026-11-01T09:00:00',
      '2026-11-01 09:00',
      '2026-06-30T23:59:60Z',
      '2026-11-01T24:00:00Z',
      '2026-11-01T09:00:00+25:00',
      ' 2026-11-01',
    ]) {
      const notADay = await get(`?since=${encodeURIComponent(since)}`);
      expect(notADay.statusCode, since).toBe(400);
      expect(notADay.json()).toEqual({ message: exportMessages.since });
    }
    for (const since of ['2028-02-29', '2026-11-01 09:00:00Z', '2026-11-01T09:00:00.5+0100'])
      expect((await get(`?since=${encodeURIComponent(since)}`)).statusCode, since).toBe(200);
    const format = await get('?format=xml');
    expect(format.statusCode).toBe(400);
    // A misspelt filter would otherwise export every application.
    for (const [query, name] of [
      ['?Since=2099-01-01', 'Since'],
      ['?sinec=2099-01-01&format=csv', 'sinec'],
    ] as const) {
      const misspelt = await get(query);
      expect(misspelt.statusCode, query).toBe(400);
      expect(misspelt.json()).toEqual({ message: `The parameter '${name}' is not allowed.` });
    }
    const file = await t.app.inject({
      method: 'GET',
      url: `/service/applications/nobody/pdf`,
      headers: bearer(key),
    });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ message: exportMessages.noApplication });
  });

  // Each CLI run starts a worker thread of its own to render the PDFs: slow on a busy machine.
  it('npm run export writes JSON Lines and CSV to stdout, a file or a folder', {
    timeout: 120_000,
  }, async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk) => {
      text += String(chunk);
    });
    await unrendered();
    const outcome = await runExport([], cliEnv(t), out);
    expect(outcome.code, outcome.notes.join('\n')).toBe(0);
    expect(outcome.notes).toEqual(['Exported 2 submitted applications.']);
    checkJsonl(text, [ada.email, grace.email]);

    const file = join(dir, 'export.csv');
    await unrendered();
    const csv = await runExport(['--format', 'csv', '--out', file], cliEnv(t));
    expect(csv.code, csv.notes.join('\n')).toBe(0);
    checkCsv(readFileSync(file, 'utf8'), [ada.email, grace.email], ['Ada', 'Grace']);
    // Personal data: the owner's alone, whatever the umask.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const folder = join(dir, 'folder/');
    await unrendered();
    const inFolder = await runExport(['--out', folder, `--since=${firstSubmittedAt}`], cliEnv(t));
    expect(inFolder.code, inFolder.notes.join('\n')).toBe(0);
    const [first] = checkJsonl(readFileSync(join(folder, 'applications.jsonl'), 'utf8'), [
      ada.email,
      grace.email,
    ]);
    // The documents beside the export, named relative to it.
    const named = first?.documents[0]?.file ?? '';
    expect(named).toBe(join(first?.id ?? '', `${fileKey}-essay.pdf`));
    expect(readFileSync(join(folder, named), 'utf8')).toBe('%PDF-1.4 essay');
    // And the application PDF beside it.
    expect(first?.pdf.file).toBe(join(first?.id ?? '', 'application.pdf'));
    const pdf = readFileSync(join(folder, first?.pdf.file ?? ''));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfPagesText(pdf)).join(' ')).toContain('Ada');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, first?.id ?? '')).mode & 0o777).toBe(0o700);
    for (const written of ['applications.jsonl', named, first?.pdf.file ?? ''])
      expect(statSync(join(folder, written)).mode & 0o777, written).toBe(0o600);

    // '-' is standard output, not a file named '-'.
    const dash = new PassThrough();
    let dashed = '';
    dash.on('data', (chunk) => {
      dashed += String(chunk);
    });
    const toStdout = await runExport(['--out', '-'], { ...cliEnv(t) }, dash);
    expect(toStdout.code, toStdout.notes.join('\n')).toBe(0);
    expect(toStdout.notes).toEqual(['Exported 2 submitted applications.']);
    checkJsonl(dashed, [ada.email, grace.email]);
    expect(existsSync(join(process.cwd(), '-'))).toBe(false);
  });

  it('renders the same PDF by the job, the CLI export and the HTTP export', {
    timeout: 120_000,
  }, async () => {
    const hopper = await newApplicant(t);
    t.clock.advance(60_000);
    const submittedAt = await fillAndSubmit(hopper, 'Grace Brewster');
    const id = await userId(hopper);
    const queued = await t.app.repos.applicationPdfs.find(id);
    expect(queued?.status).toBe('UNPROCESSED');
    // The job the submission queued (the others find their PDFs rendered by the exports).
    while (await t.app.jobs.runOnce());
    expect(await t.app.repos.applicationPdfs.find(id)).toMatchObject({
      render_id: queued?.render_id,
      status: 'COMPLETED',
    });
    const byJob = await downloadPdf(pdfLink(id));

    await t.app.repos.applicationPdfs.upsert(queued as ApplicationPdfRow);
    const folder = join(dir, 'hopper/');
    const outcome = await runExport(['--out', folder, `--since=${submittedAt}`], cliEnv(t));
    expect(outcome.code, outcome.notes.join('\n')).toBe(0);
    const byCli = readFileSync(join(folder, id, 'application.pdf'));
    expect(byCli.equals(byJob)).toBe(true);

    await t.app.repos.applicationPdfs.upsert(queued as ApplicationPdfRow);
    expect((await downloadPdf(pdfLink(id))).equals(byJob)).toBe(true);
  });

  it('renders again a PDF that no longer shows the application, and lets the old one go', async () => {
    const id = await userId(grace);
    const current = await t.app.repos.applicationPdfs.find(id);
    // As a PDF rendered before a document's conversion finished would be: another fingerprint.
    const oldKey = `pdfs/${id}/old.pdf`;
    await t.app.storage.put(oldKey, Buffer.from('%PDF-1.4 old'), 'application/pdf');
    await t.app.repos.applicationPdfs.upsert({
      ...(current as ApplicationPdfRow),
      render_id: 'old',
      fingerprint: 'before the conversion',
      status: 'COMPLETED',
      pdf_key: oldKey,
    });
    const response = await get(`?since=${encodeURIComponent(secondSubmittedAt)}`);
    expect(response.statusCode).toBe(200);
    const line = JSON.parse(response.body.split('\n')[0] ?? '') as ExportedApplication;
    expect(line.username).toBe(grace.email);
    expect((await pdfPagesText(await downloadPdf(line.pdf.url))).join(' ')).toContain('Grace');
    const renewed = await t.app.repos.applicationPdfs.find(id);
    expect(renewed).toMatchObject({ fingerprint: current?.fingerprint, status: 'COMPLETED' });
    expect(renewed?.render_id).not.toBe('old');
    expect(await t.app.storage.get(oldKey)).toBeUndefined();
  });

  it('npm run export answers wrong usage with exit code 2', async () => {
    for (const args of [
      ['--since', 'soon'],
      ['--format', 'xml'],
      ['--out'],
      ['extra'],
      ['--out', 'a', '--out', 'b'],
      ['--format', 'csv', '--format=jsonl'],
    ]) {
      const outcome = await runExport(args, cliEnv(t), new PassThrough());
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.notes[1]).toBe(
        'Usage: npm run export -- [--since ISO] [--format jsonl|csv] [--out FILE|DIR]',
      );
    }
    const twice = await runExport(['--format', 'csv', '--format', 'jsonl'], cliEnv(t), new PassThrough());
    expect(twice.notes[0]).toBe('--format is given more than once.');
    expect((await runExport(['extra'], cliEnv(t), new PassThrough())).notes[0]).toBe(
      "Unknown argument 'extra'.",
    );
    const zoneless = await runExport(['--since', '2026-11-01T09:00:00'], cliEnv(t), new PassThrough());
    expect(zoneless.notes[0]).toBe(
      "--since must be an ISO 8601 day or a time with its zone, such as 2026-11-01 or 2026-11-01T09:00:00Z (got '2026-11-01T09:00:00').",
    );
  });

  // Last: the application it submits cannot be exported, so every export after it fails.
  it('leaves no partial file when an export fails halfway, and an earlier export as it was', {
    timeout: 120_000,
  }, async () => {
    const file = join(dir, 'failing.csv');
    const earlier = await runExport(['--format', 'csv', '--out', file], cliEnv(t));
    expect(earlier.code, earlier.notes.join('\n')).toBe(0);
    const before = readFileSync(file, 'utf8');
    // A submitted application whose converted document is no PDF: its application PDF
    // cannot be rendered, and the export stops there (docs/staff.md).
    const broken = await newApplicant(t);
    t.clock.advance(60_000);
    await fillAndSubmit(broken, 'Broken');
    const id = await userId(broken);
    const at = t.clock.now().toISOString();
    await t.app.storage.put(`converted/${id}/${fileKey}/x.pdf`, Buffer.from('not a PDF'), 'application/pdf');
    await t.app.repos.documents.upsert({
      user_id: id,
      answer_key: fileKey,
      file_key: `documents/${id}/${fileKey}/1`,
      file_name: 'essay.pdf',
      file_size: 9,
      conversion_id: 'c2',
      status: 'COMPLETED',
      message: null,
      pdf_key: `converted/${id}/${fileKey}/x.pdf`,
      created_at: at,
      updated_at: at,
    });
    const failed = await runExport(['--format', 'csv', '--out', file], cliEnv(t));
    expect(failed.code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const fresh = join(dir, 'never.csv');
    expect((await runExport(['--format', 'csv', '--out', fresh], cliEnv(t))).code).toBe(1);
    expect(
      readdirSync(dir).filter((name) => name.startsWith('never.csv') || name.includes('.partial')),
    ).toEqual([]);
  });
});
