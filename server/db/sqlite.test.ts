/** SQLite under Kysely: compiled reads run at once only while no query or transaction holds the connection. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { sqliteKysely } from './sqlite';

describe('sqliteKysely', () => {
  let dir: string;
  let db: Kysely<Database>;
  const names = CompiledQuery.raw('select name from t order by name', []);
  const names$ = () => db.executeQuery<{ name: string }>(names).then(({ rows }) => rows.map((r) => r.name));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admit-sqlite-'));
    const database = new SqliteDatabase(join(dir, 'test.sqlite'));
    database.pragma('journal_mode = WAL');
    db = sqliteKysely(database);
    await sql`create table t (name text not null)`.execute(db);
    await sql`insert into t (name) values ('ada')`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a compiled read', async () => {
    expect(await names$()).toEqual(['ada']);
  });

  it('lets a read issued during a transaction wait for its end, never seeing its uncommitted rows', async () => {
    let seenDuring: Promise<string[]> | undefined;
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into t (name) values ('grace')`.execute(trx);
      seenDuring = names$();
      // Give the read every chance to run while the transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('rolled back');
    });
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await seenDuring).toEqual(['ada']);
  });

  it('runs a read issued during a transaction after its commit', async () => {
    const order: string[] = [];
    let seenDuring: Promise<string[]> | undefined;
    await db.transaction().execute(async (trx) => {
      await sql`insert into t (name) values ('grace')`.execute(trx);
      seenDuring = names$().then((rows) => {
        order.push('read');
        return rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction done');
    });
    expect(await seenDuring).toEqual(['ada', 'grace']);
    expect(order).toEqual(['transaction done', 'read']);
  });

  it('keeps the counts of writes and rejects a bad statement instead of throwing', async () => {
    const update = await db.executeQuery(
      CompiledQuery.raw("update t set name = 'ada l' where name = ?", ['ada']),
    );
    expect(update.numAffectedRows).toBe(1n);
    const failed = db.executeQuery(CompiledQuery.raw('select name from nowhere', []));
    await expect(failed).rejects.toThrow(/no such table/);
  });
});
