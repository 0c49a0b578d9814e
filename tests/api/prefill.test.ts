/**
 * Staff keys and prefill links (issue 14): `npm run staff:key` issues, lists and revokes
 * keys stored hashed; `POST /service/tmp` (a staff key) and `npm run prefill` store
 * answers checked as PUT /api/answer checks them; `GET /public/tmp?token=` reads them
 * until they expire, and answers an unknown, expired or malformed token alike.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrefill } from '../../scripts/prefill';
import { runStaffKey } from '../../scripts/staff-key';
import { sha256 } from '../../server/auth/tokens';
import { messages } from '../../server/messages';
import { DEFAULT_PREFILL_HOURS } from '../../server/repositories/tmp-answers';
import { prefillMessages } from '../../server/routes/service/prefill';
import { staffKeyMessages } from '../../server/routes/service/staff-key';
import { call } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';
import { bearer, cliEnv, staffKey } from './support/staff';

const HOUR = 3_600_000;

describe.each(databases)('staff keys and prefill links on $name', (target) => {
  let t: TestApp;
  let key: string;
  let dir: string;

  const create = (body: unknown, headers: Record<string, string> = bearer(key)) =>
    call(t.app, 'POST', '/service/tmp', undefined, body, headers);
  const read = (token: string) =>
    t.app.inject({ method: 'GET', url: `/public/tmp?token=${encodeURIComponent(token)}` });

  beforeAll(async () => {
    t = await startApp(target);
    key = await staffKey(t, 'crm');
    dir = mkdtempSync(join(tmpdir(), 'admit-prefill-'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues a key once, stores only its hash, lists and revokes it by name', async () => {
    expect(key).toMatch(/^admit_sk_[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.repos.staffKeys.list();
    expect(rows.map((row) => [row.name, row.key_hash, row.revoked_at])).toEqual([['crm', sha256(key), null]]);
    expect(JSON.stringify(rows)).not.toContain(key);
    const again = await runStaffKey(['crm'], cliEnv(t), t.clock.now);
    expect(again.code).toBe(1);
    expect(again.notes).toEqual([
      "A live staff key is already named 'crm'. Revoke it first, or choose another name.",
    ]);

    const doomed = await staffKey(t, 'old-crm');
    expect((await create({ answer: { first_name: 'Ada' } }, bearer(doomed))).statusCode).toBe(200);
    const revoked = await runStaffKey(['--revoke', 'old-crm'], cliEnv(t), t.clock.now);
    expect(revoked).toMatchObject({ code: 0, lines: [] });
    const refused = await create({ answer: { first_name: 'Ada' } }, bearer(doomed));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: staffKeyMessages.invalid });
    expect((await runStaffKey(['--revoke', 'old-crm'], cliEnv(t), t.clock.now)).notes).toEqual([
      "No live staff key is named 'old-crm'. Nothing was revoked.",
    ]);

    const list = await runStaffKey(['--list'], cliEnv(t), t.clock.now);
    expect(list.code).toBe(0);
    expect(list.lines.map((line) => line.split('\t')[0])).toEqual(['crm', 'old-crm']);
    expect(list.lines[0]).toMatch(/\tlive$/);
    expect(list.lines[1]).toMatch(/\trevoked \d{4}-/);
    expect(list.lines.join('\n')).not.toContain(key);
  });

  it('answers wrong usage of staff:key with exit code 2', async () => {
    const wrong = [[], ['a', 'b'], ['--revoke'], ['--list', 'x'], ['bad name'], ['--rotate', 'x']];
    const options = [
      ['--revoke', '--list'],
      ['--revoke', 'a', 'b'],
      ['--list', '--revoke=a'],
      ['--', '--list'],
    ];
    for (const args of [...wrong, ...options, ['--revoke=-l'], ['.hidden']]) {
      const outcome = await runStaffKey(args, cliEnv(t), t.clock.now);
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.notes[1]).toMatch(/^Usage: npm run staff:key -- <name>/);
    }
  });

  it('refuses POST /service/tmp without a key, with a wrong one, or with a session instead', async () => {
    const none = await create({ answer: { first_name: 'Ada' } }, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: staffKeyMessages.missing });
    const wrong = await create({ answer: { first_name: 'Ada' } }, bearer(`${key.slice(0, -1)}x`));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: staffKeyMessages.invalid });
    const basic = await create({ answer: { first_name: 'Ada' } }, { authorization: `Basic ${key}` });
    expect(basic.json()).toEqual({ message: staffKeyMessages.missing });
    // The key is checked before the body: without one, no body's shape is told.
    for (const body of [{ answer: { first_name: 'x' }, hours: 0 }, { answer: 'x' }, { extra: 1 }]) {
      const shaped = await create(body, {});
      expect(shaped.statusCode, JSON.stringify(body)).toBe(401);
      expect(shaped.json()).toEqual({ message: staffKeyMessages.missing });
    }
    expect(await t.app.repos.tmpAnswers.count()).toBe(1);
  });

  it('creates a link with a key, readable by GET /public/tmp until it expires (14 days by default)', async () => {
    const before = await t.app.repos.tmpAnswers.count();
    const answer = { first_name: 'Ada', last_name: 'Lovelace', gender: 'F', gender_desc: 'Female' };
    const made = await create({ answer });
    expect(made.statusCode).toBe(200);
    const { token, url, expires_at } = made.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://admit.test/about?token=${token}`);
    expect(expires_at).toBe(new Date(t.clock.now().getTime() + DEFAULT_PREFILL_HOURS * HOUR).toISOString());
    expect(await t.app.repos.tmpAnswers.count()).toBe(before + 1);
    const stored = await t.app.db.kysely.selectFrom('tmp_answers').selectAll().execute();
    expect(stored.some((row) => row.token_hash === sha256(token) && row.created_by === 'crm')).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);

    const got = await read(token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ answer });

    t.clock.advance(DEFAULT_PREFILL_HOURS * HOUR - 1000);
    expect((await read(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await read(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: prefillMessages.notFound });
  });

  it('answers an unknown, an expired and a malformed token with the same 404', async () => {
    const short = await create({ answer: { first_name: 'Grace' }, hours: 1 });
    expect(short.statusCode).toBe(200);
    t.clock.advance(HOUR);
    const answers = await Promise.all([
      read(short.json().token),
      read('A'.repeat(43)),
      read('not a token'),
      read('x'.repeat(5000)),
      t.app.inject({ method: 'GET', url: '/public/tmp' }),
      t.app.inject({ method: 'GET', url: '/public/tmp?token=' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: prefillMessages.notFound });
    }
    // The sweep's purge: expired links go at once. The app's own sweep may run first, on its
    // timer, so the test asserts that the row is gone, not who removed it.
    await t.app.repos.tmpAnswers.purgeExpired(t.clock.now().toISOString());
    const left = await t.app.db.kysely
      .selectFrom('tmp_answers')
      .select('token_hash')
      .where('token_hash', '=', sha256(short.json().token))
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('refuses keys outside the catalogue by name, and values as PUT /api/answer refuses them', async () => {
    const before = await t.app.repos.tmpAnswers.count();
    const unknown = await create({ answer: { first_name: 'Ada', favourite_colour: 'blue', shoe: '9' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message:
        "The answer keys 'favourite_colour', 'shoe' are not questions of this application; nothing was saved.",
    });
    const number = await create({ answer: { first_name: 7 } });
    expect(number.statusCode).toBe(400);
    expect(number.json().message).toMatch(/first_name/);
    const long = await create({ answer: { first_name: 'x'.repeat(20_000) } });
    expect(long.statusCode).toBe(400);
    const empty = await create({ answer: {} });
    expect(empty.json()).toEqual({ message: 'The answers hold no key: there is nothing to prefill.' });
    for (const body of [
      {},
      { answer: 'Ada' },
      { answer: { first_name: 'Ada' }, hours: 0 },
      { answer: {}, extra: 1 },
    ]) {
      const refused = await create(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    expect(await t.app.repos.tmpAnswers.count()).toBe(before);
  });

  it('npm run prefill prints one link to the answers of a file, with --hours', async () => {
    const file = join(dir, 'answers.json');
    writeFileSync(file, JSON.stringify({ first_name: 'Katherine', last_name: 'Johnson' }));
    const outcome = await runPrefill([file, '--hours', '2'], cliEnv(t), t.clock.now);
    expect(outcome.code, outcome.notes.join('\n')).toBe(0);
    expect(outcome.lines).toHaveLength(1);
    expect(outcome.lines[0]).toMatch(/^http:\/\/admit\.test\/about\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(outcome.lines[0] ?? '').searchParams.get('token') ?? '';
    expect((await read(token)).json()).toEqual({ answer: { first_name: 'Katherine', last_name: 'Johnson' } });
    t.clock.advance(2 * HOUR);
    expect((await read(token)).statusCode).toBe(404);

    const defaulted = await runPrefill([file], cliEnv(t), t.clock.now);
    expect(defaulted.notes[0]).toContain(`(${DEFAULT_PREFILL_HOURS} h)`);

    // Saved by a Windows editor: a byte order mark before the JSON.
    const withBom = join(dir, 'bom.json');
    writeFileSync(withBom, `\uFEFF${JSON.stringify({ first_name: 'Dorothy' })}`);
    const bom = await runPrefill([withBom], cliEnv(t), t.clock.now);
    expect(bom.code, bom.notes.join('\n')).toBe(0);
    const bomToken = new URL(bom.lines[0] ?? '').searchParams.get('token') ?? '';
    expect((await read(bomToken)).json()).toEqual({ answer: { first_name: 'Dorothy' } });
  });

  it('npm run prefill refuses text no database can store, as POST /service/tmp does', async () => {
    const before = await t.app.repos.tmpAnswers.count();
    for (const value of ['a\u0000b', '\ud800x']) {
      const file = join(dir, 'unstorable.json');
      writeFileSync(file, JSON.stringify({ first_name: value }));
      const outcome = await runPrefill([file], cliEnv(t), t.clock.now);
      expect(outcome.code).toBe(1);
      expect(outcome.notes).toEqual([`${messages.unstorableText} No link was created.`]);
    }
    expect(await t.app.repos.tmpAnswers.count()).toBe(before);
  });

  it('npm run prefill refuses unknown keys, non-string values, bad files and wrong usage', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ first_name: 'Ada', favourite_colour: 'blue' }));
    expect((await runPrefill([bad], cliEnv(t), t.clock.now)).notes).toEqual([
      "The answer key 'favourite_colour' is not a question of this application; nothing was saved. No link was created.",
    ]);
    const numbers = join(dir, 'numbers.json');
    writeFileSync(numbers, JSON.stringify({ first_name: 7 }));
    expect((await runPrefill([numbers], cliEnv(t), t.clock.now)).notes[0]).toBe(
      "The answer 'first_name' must be a string. No link was created.",
    );
    const list = join(dir, 'list.json');
    writeFileSync(list, '[]');
    expect((await runPrefill([list], cliEnv(t), t.clock.now)).code).toBe(1);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{');
    expect((await runPrefill([broken], cliEnv(t), t.clock.now)).notes[0]).toMatch(
      /^Cannot read the answers from/,
    );
    expect((await runPrefill([join(dir, 'missing.json')], cliEnv(t), t.clock.now)).code).toBe(1);
    for (const args of [
      [],
      [bad, bad],
      [bad, '--hours'],
      [bad, '--hours', '0'],
      [bad, '--hours', '2161'],
      [bad, '--days', '1'],
    ]) {
      const outcome = await runPrefill(args, cliEnv(t), t.clock.now);
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.notes[1]).toMatch(/^Usage: npm run prefill -- <answers\.json> \[--hours N\]/);
    }
  });
});
