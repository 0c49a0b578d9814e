/** `npm run lookup:import`: layout checks with line numbers, all or nothing, on SQLite and PostgreSQL. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';
import { type Db, migrateToLatest, openDatabase } from '../server/db/connect';
import { createRepositories } from '../server/repositories';
import type { LookupRepository } from '../server/repositories/lookup';
import { runImport } from './lookup-import';

const targets = [
  { name: 'sqlite', url: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', url: process.env.DATABASE_URL }] : []),
];

const HEADER = 'id,name,address_line_1,city,state,zip,country';

describe.each(targets)('lookup:import on $name', (target) => {
  let dir: string;
  let env: Record<string, string>;
  let db: Db;
  let repository: LookupRepository;
  const schema = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admit-import-'));
    env = { DATA_DIR: dir, ...(target.url ? { DATABASE_URL: target.url, DATABASE_SCHEMA: schema } : {}) };
    const config = loadConfig(env);
    db = openDatabase(config.database);
    await migrateToLatest(db, config.database);
    repository = createRepositories(db.kysely, db.dialect).lookup;
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

  /** Writes a CSV file and imports it as the category. */
  function importCsv(lines: string[], category = 'hs_ceeb', name = 'schools.csv') {
    const file = join(dir, name);
    writeFileSync(file, lines.join('\n'));
    return runImport([category, file], env);
  }

  const names = async (text: string) => (await repository.search('hs_ceeb', text, 20)).map((r) => r.text);

  it('imports a good file, replacing the category', async () => {
    const first = await importCsv([
      '\uFEFF# A comment before the header',
      HEADER,
      '1001,Cedar Falls High School,1 Main Street,Cedar Falls,Iowa,50613,USA',
      '1002,"Smith, Jones & Co. Academy",2 Elm Road,Springfield,Illinois,62701,USA',
      '',
    ]);
    expect(first).toEqual({
      code: 0,
      lines: [expect.stringMatching(/^Imported 2 hs_ceeb records from .* \(replacing 0\)\.$/)],
    });
    expect(await names('smith jones')).toEqual(['Smith, Jones & Co. Academy']);

    const second = await importCsv(
      [
        HEADER,
        '2001,Pine Ridge Academy,3 Oak Lane,Pine Ridge,Oregon,97001,USA',
        '2002,Birch Bluff High School,,,,,',
      ],
      'hs_ceeb',
      'crlf.csv',
    );
    expect(second.code).toBe(0);
    expect(second.lines[0]).toMatch(/\(replacing 2\)\.$/);
    expect(await repository.count('hs_ceeb')).toBe(2);
    expect(await names('cedar')).toEqual([]);
    expect(await repository.find('hs_ceeb', '2001')).toEqual({
      name: 'Pine Ridge Academy',
      address_line_1: '3 Oak Lane',
      city: 'Pine Ridge',
      state: 'Oregon',
      zip: '97001',
      country: 'USA',
    });
    const [result] = await repository.search('hs_ceeb', 'pine', 5);
    expect(result).toEqual({ id: '2001', text: 'Pine Ridge Academy', sub_text: 'Pine Ridge, Oregon' });
  });

  it('reads CRLF files, quoted quotes and an explicit sub_text; addresses are named by address_line_1', async () => {
    const file = join(dir, 'addresses.csv');
    writeFileSync(
      file,
      'id,address_line_1,address_line_2,city,state,zip,country,sub_text\r\n' +
        'a1,"12 ""Old"" Mill Road",Unit 2,Salem,Oregon,97301,USA,\r\n' +
        'a2,4 Bay Street,,Halifax,Nova Scotia,B3H 1A1,CAN,Downtown Halifax\r\n',
    );
    expect((await runImport(['address', file], env)).code).toBe(0);
    expect(await repository.search('address', 'old mill', 5)).toEqual([
      { id: 'a1', text: '12 "Old" Mill Road', sub_text: 'Unit 2, Salem, Oregon 97301' },
    ]);
    expect((await repository.search('address', '4 bay', 5))[0]?.sub_text).toBe('Downtown Halifax');
  });

  it('reports every bad row with its line number and imports nothing', async () => {
    const before = await repository.count('hs_ceeb');
    const outcome = await importCsv(
      [
        '# demo',
        HEADER,
        '3001,Good School,1 Main Street,Salem,Oregon,97301,USA',
        '3002,Short Row,1 Main Street',
        ',No Id School,1 Main Street,Salem,Oregon,97301,USA',
        '3003,!!!,1 Main Street,Salem,Oregon,97301,USA',
        '3001,Twice School,1 Main Street,Salem,Oregon,97301,USA',
        '3004,Abbreviated State School,1 Main Street,Salem,OR,97301,USA',
        '3005,Unknown Country School,1 Main Street,Salem,Oregon,97301,Atlantis',
        '3006,"Two',
        'Lines School",1 Main Street,Salem,Oregon,97301,USA',
        `3007,${'x'.repeat(201)},1 Main Street,Salem,Oregon,97301,USA`,
      ],
      'hs_ceeb',
      'bad.csv',
    );
    expect(outcome.code).toBe(1);
    expect(outcome.lines).toEqual([
      expect.stringMatching(/bad\.csv:4: expected 7 fields as in the header, found 3$/),
      expect.stringMatching(/bad\.csv:5: id is empty$/),
      expect.stringMatching(/bad\.csv:6: name has no letters or digits$/),
      expect.stringMatching(/bad\.csv:7: the id '3001' is already used on line 3$/),
      expect.stringMatching(/bad\.csv:8: state 'OR' is not an option of the question hs_state$/),
      expect.stringMatching(/bad\.csv:9: country 'Atlantis' is not an option of the question hs_country$/),
      expect.stringMatching(/bad\.csv:10: name contains a control character or line break$/),
      expect.stringMatching(/bad\.csv:12: name is longer than 200 characters$/),
      'Nothing was imported: fix the lines above and run the import again.',
    ]);
    expect(await repository.count('hs_ceeb')).toBe(before);
    expect(await names('good school')).toEqual([]);
  });

  it('refuses a bad header, an unclosed quote, an empty file and a file of no records', async () => {
    const header = await importCsv(['id,title,city,city', '1,Anything,Salem,Salem'], 'hs_ceeb', 'header.csv');
    expect(header.code).toBe(1);
    expect(header.lines.slice(0, 3)).toEqual([
      expect.stringMatching(/header\.csv:1: unknown column 'title' \(known: id, name, address_line_1, /),
      expect.stringMatching(/header\.csv:1: the column 'city' appears twice$/),
      expect.stringMatching(/header\.csv:1: the header has no 'name' column$/),
    ]);
    const quote = await importCsv(
      [HEADER, '1,Fine School,,,,,', '2,"Never closed,,,,,,'],
      'hs_ceeb',
      'q.csv',
    );
    expect(quote.lines[0]).toMatch(/q\.csv:3: a quoted field is never closed$/);
    expect((await importCsv([''], 'hs_ceeb', 'empty.csv')).lines[0]).toMatch(
      /empty\.csv:1: the file has no header row$/,
    );
    expect((await importCsv([HEADER], 'hs_ceeb', 'none.csv')).lines[0]).toMatch(
      /none\.csv:1: the file holds no records$/,
    );
    const many = await importCsv(
      [HEADER, ...Array.from({ length: 60 }, () => ',,,,,,')],
      'hs_ceeb',
      'many.csv',
    );
    expect(many.lines).toContain('... and 70 more problems');
  });

  it('answers usage errors with code 2 and a missing file with code 1', async () => {
    expect((await runImport([], env)).code).toBe(2);
    expect((await runImport(['hs_ceeb'], env)).code).toBe(2);
    expect(await runImport(['schools', 'x.csv'], env)).toMatchObject({
      code: 2,
      lines: ["Unknown category 'schools'.", expect.any(String)],
    });
    const missing = await runImport(['hs_ceeb', join(dir, 'missing.csv')], env);
    expect(missing.code).toBe(1);
    expect(missing.lines[0]).toMatch(/no such file/);
  });

  it('rolls back a replacement that fails half way, keeping the old records', async () => {
    const before = await repository.count('hs_ceeb');
    expect(before).toBeGreaterThan(0);
    const record = (id: string) => ({
      id,
      text: `Rollback ${id}`,
      sub_text: '',
      record: { name: `Rollback ${id}` },
    });
    // Two records with one id break the primary key after the old rows were deleted.
    const rows = [...Array.from({ length: 600 }, (_, i) => record(`r${i}`)), record('r1')];
    await expect(repository.replace('hs_ceeb', rows)).rejects.toThrow();
    expect(await repository.count('hs_ceeb')).toBe(before);
    expect(await names('rollback')).toEqual([]);
  });
});
