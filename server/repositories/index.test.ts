/** The registry's transactions, on SQLite and (with DATABASE_URL) PostgreSQL. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Db, migrateToLatest, openDatabase } from '../db/connect';
import { createRepositories, type Repositories } from '.';

const targets = [
  { name: 'sqlite', url: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', url: process.env.DATABASE_URL }] : []),
];
const AT = '2025-03-15T09:00:00.000Z';

describe.each(targets)('the repository registry on $name', (target) => {
  let dir: string;
  let db: Db;
  let repos: Repositories;
  const schema = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admit-registry-'));
    const config = loadConfig({
      DATA_DIR: dir,
      ...(target.url ? { DATABASE_URL: target.url, DATABASE_SCHEMA: schema } : {}),
    });
    db = openDatabase(config.database);
    await migrateToLatest(db, config.database);
    repos = createRepositories(db.kysely, db.dialect);
    await repos.users.create({ id: 'u1', username: 'ada@example.com', password_hash: 'x', created_at: AT });
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

  it('commits the writes of several repositories together', async () => {
    await repos.transaction(async (trx) => {
      await trx.answers.save('u1', { first_name: 'Ada' }, AT);
      await trx.jobs.add({ id: 'j1', kind: 'test', payload: '{}', run_after: AT, created_at: AT });
    });
    expect(await repos.answers.map('u1')).toMatchObject({ first_name: 'Ada' });
    expect((await repos.jobs.list()).map((job) => job.id)).toContain('j1');
  });

  it('rolls every write back when the work throws', async () => {
    const failure = repos.transaction(async (trx) => {
      await trx.answers.save('u1', { last_name: 'Lovelace' }, AT);
      await trx.jobs.add({ id: 'j2', kind: 'test', payload: '{}', run_after: AT, created_at: AT });
      throw new Error('refused');
    });
    await expect(failure).rejects.toThrow('refused');
    expect(await repos.answers.map('u1')).not.toHaveProperty('last_name');
    expect((await repos.jobs.list()).map((job) => job.id)).not.toContain('j2');
  });

  it('joins the outer transaction when called inside one', async () => {
    const failure = repos.transaction(async (outer) => {
      await outer.transaction(async (inner) => {
        await inner.answers.save('u1', { city: 'London' }, AT);
      });
      // The inner work is not committed on its own: the outer failure undoes it too.
      throw new Error('outer refused');
    });
    await expect(failure).rejects.toThrow('outer refused');
    expect(await repos.answers.map('u1')).not.toHaveProperty('city');
  });
});
