/** `npm run service:token`: usage, unknown applicants, hashed storage and expiry, on SQLite and PostgreSQL. */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { type Db, migrateToLatest, openDatabase } from '../server/db/connect';
import { createRepositories } from '../server/repositories';
import { runServiceToken } from './service-token';

const targets = [
  { name: 'sqlite', url: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', url: process.env.DATABASE_URL }] : []),
];

const NOW = new Date('2025-03-15T09:00:00.000Z');
const HOUR = 3_600_000;

describe.each(targets)('service:token on $name', (target) => {
  let dir: string;
  let env: Record<string, string>;
  let db: Db;
  let userId: string;
  const email = 'ada.lovelace@example.com';
  const schema = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admit-service-token-'));
    env = {
      DATA_DIR: dir,
      PUBLIC_URL: 'https://apply.example.edu',
      ...(target.url ? { DATABASE_URL: target.url, DATABASE_SCHEMA: schema } : {}),
    };
    const config = loadConfig(env);
    db = openDatabase(config.database);
    await migrateToLatest(db, config.database);
    userId = randomUUID();
    await createRepositories(db.kysely, db.dialect).users.create({
      id: userId,
      username: email,
      password_hash: 'not-a-real-hash',
      created_at: NOW.toISOString(),
    });
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    if (target.url) {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const tokenOf = (url: string | undefined) => new URL(url ?? '').searchParams.get('service_token') ?? '';

  it('prints PUBLIC_URL/about?service_token=... valid for 24 hours, storing only its hash', async () => {
    const outcome = await runServiceToken([` ${email.toUpperCase()} `], env, () => NOW);
    expect(outcome.code).toBe(0);
    expect(outcome.lines).toEqual([outcome.url]);
    expect(outcome.url).toMatch(/^https:\/\/apply\.example\.edu\/about\?service_token=[A-Za-z0-9_-]{43}$/);
    expect(outcome.notes[0]).toBe(
      `Read-only link to the application of ${email}, valid until 2025-03-16T09:00:00.000Z (24 h).`,
    );
    const token = tokenOf(outcome.url);
    const rows = await createRepositories(db.kysely, db.dialect).serviceTokens.listFor(userId);
    const row = rows.find((item) => item.token_hash === sha256(token));
    expect(row).toMatchObject({ user_id: userId, expires_at: '2025-03-16T09:00:00.000Z' });
    expect(JSON.stringify(rows)).not.toContain(token);
    const repository = createRepositories(db.kysely, db.dialect).serviceTokens;
    expect(await repository.check(token, new Date(NOW.getTime() + 24 * HOUR - 1))).toMatchObject({
      status: 'live',
      userId,
    });
    expect(await repository.check(token, new Date(NOW.getTime() + 24 * HOUR))).toEqual({ status: 'expired' });
  });

  it('takes --hours N (or --hours=N), and every run issues a different token', async () => {
    const two = await runServiceToken([email, '--hours', '2'], env, () => NOW);
    const week = await runServiceToken([`--hours=168`, email], env, () => NOW);
    expect(two.code).toBe(0);
    expect(week.code).toBe(0);
    expect(tokenOf(two.url)).not.toBe(tokenOf(week.url));
    const repository = createRepositories(db.kysely, db.dialect).serviceTokens;
    expect(await repository.check(tokenOf(two.url), new Date(NOW.getTime() + 2 * HOUR))).toEqual({
      status: 'expired',
    });
    expect(await repository.check(tokenOf(week.url), new Date(NOW.getTime() + 167 * HOUR))).toMatchObject({
      status: 'live',
    });
  });

  it('leaves expired tokens to the sweep, which purges them once past the retention', async () => {
    const repository = createRepositories(db.kysely, db.dialect).serviceTokens;
    const earlier = await repository.listFor(userId);
    const later = new Date(NOW.getTime() + 1000 * HOUR);
    const outcome = await runServiceToken([email], env, () => later);
    expect(outcome.code).toBe(0);
    // Still there: a staff member holding one is told it expired, not that it is unknown.
    expect((await repository.listFor(userId)).length).toBe(earlier.length + 1);
    // The sweep's cut-off is the retention before now: the tokens expired before it go.
    expect(await repository.purgeExpired(new Date(later.getTime() - 7 * 24 * HOUR).toISOString())).toBe(
      earlier.length,
    );
    expect((await repository.listFor(userId)).map((row) => row.token_hash)).toEqual([
      sha256(tokenOf(outcome.url)),
    ]);
  });

  it('refuses an unknown applicant with exit code 1, issuing nothing', async () => {
    const before = await createRepositories(db.kysely, db.dialect).serviceTokens.listFor(userId);
    const outcome = await runServiceToken(['nobody@example.com'], env, () => NOW);
    expect(outcome).toEqual({
      code: 1,
      lines: [],
      notes: ["No applicant has the e-mail address 'nobody@example.com'. Nothing was issued."],
    });
    expect(await createRepositories(db.kysely, db.dialect).serviceTokens.listFor(userId)).toEqual(before);
  });

  it('answers wrong usage with exit code 2 and the usage line', async () => {
    for (const args of [
      [],
      [email, 'second@example.com'],
      [email, '--hours'],
      [email, '--hours', '0'],
      [email, '--hours', '1.5'],
      [email, '--hours', '721'],
      [email, '--hours', 'soon'],
      [email, '--hours', '2', '--hours', '3'],
      [email, '--days', '2'],
    ]) {
      const outcome = await runServiceToken(args, env, () => NOW);
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.lines).toEqual([]);
      expect(outcome.notes[1]).toMatch(/^Usage: npm run service:token -- <applicant e-mail> \[--hours N\]/);
    }
  });

  it('reports a bad configuration with exit code 1', async () => {
    const outcome = await runServiceToken([email], { ...env, PUBLIC_URL: 'ftp://nope' }, () => NOW);
    expect(outcome.code).toBe(1);
    expect(outcome.notes[0]).toMatch(/PUBLIC_URL/);
  });
});
