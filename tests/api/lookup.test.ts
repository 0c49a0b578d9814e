/** GET /lookup/find (SPEC 7): search ranking, accents, case, prefixes, limits, by id, bad queries. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLookupResult, catalogueSources, defaultEvaluator, loadCatalogue } from '../../engine';
import { messages } from '../../server/messages';
import type { LookupInput } from '../../server/repositories/lookup';
import { lookupMessages } from '../../server/routes/lookup';
import { seedLookups } from '../../server/routes/lookup/seed';
import { databases, startApp, type TestApp } from './support/harness';

const school = (id: string, name: string, extra: Record<string, string> = {}): LookupInput => ({
  id,
  text: name,
  sub_text: 'Springfield, Georgia',
  record: {
    name,
    address_line_1: '1 Main Street',
    city: 'Springfield',
    state: 'Georgia',
    zip: '30301',
    country: 'USA',
    ...extra,
  },
});

const SCHOOLS: LookupInput[] = [
  school('100001', 'Lincoln High School'),
  school('100002', 'Lincoln High School North'),
  school('100003', 'Abraham Lincoln High School'),
  school('100004', 'Lincolnshire Academy'),
  school('100005', 'North Lincoln Preparatory'),
  school('100006', 'Saint Thérèse Académie', {
    city: 'Montréal',
    state: 'Quebec',
    zip: 'H2X 1Y4',
    country: 'CAN',
  }),
  school('100007', "St. Mary's School"),
  school('100008', 'Lincoln'),
  ...Array.from({ length: 30 }, (_, i) => school(`2000${String(i).padStart(2, '0')}`, `Zephyr School ${i}`)),
];

describe.each(databases)('GET /lookup/find on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
    const repository = t.app.repos.lookup;
    await repository.replace('hs_ceeb', SCHOOLS);
  });
  afterAll(async () => {
    await t?.close();
  });

  const find = (query: Record<string, string>) =>
    t.app.inject({ url: `/lookup/find?${new URLSearchParams(query)}` });
  const ids = async (text: string, extra: Record<string, string> = {}) => {
    const response = await find({ text, category: 'hs_ceeb', ...extra });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string }[]).map((result) => result.id);
  };

  it('answers anonymous applicants with {text, id, sub_text} results', async () => {
    const response = await find({ text: 'lincoln high school', category: 'hs_ceeb', max_results: '5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()[0]).toEqual({
      text: 'Lincoln High School',
      id: '100001',
      sub_text: 'Springfield, Georgia',
    });
  });

  it('ranks the exact name, then names starting with the text, then other word matches', async () => {
    expect(await ids('Lincoln')).toEqual(['100008', '100001', '100002', '100004', '100003']);
    expect(await ids('Lincoln', { max_results: '10' })).toEqual([
      '100008',
      '100001',
      '100002',
      '100004',
      '100003',
      '100005',
    ]);
    expect(await ids('lincoln high school')).toEqual(['100001', '100002', '100003']);
  });

  it('matches word prefixes: every typed word must start some word of the name', async () => {
    expect(await ids('lin hi')).toEqual(['100001', '100002', '100003']);
    expect(await ids('hi lin')).toEqual(['100003', '100001', '100002']);
    expect(await ids('north lin')).toEqual(['100005', '100002']);
    expect(await ids('incoln')).toEqual([]);
    expect(await ids('lincoln academy high')).toEqual([]);
    expect(await ids('  LINCOLN,   high-school!  ')).toEqual(['100001', '100002', '100003']);
  });

  it('ignores case and accents, in the name and in the text typed', async () => {
    for (const text of ['therese', 'THÉRÈSE', 'Thé', 'academie', 'Académie saint', 'The\u0301re\u0300se']) {
      expect(await ids(text)).toEqual(['100006']);
    }
    expect(await ids('LINCOLN hIGH sChOoL')).toEqual(['100001', '100002', '100003']);
  });

  it("treats an apostrophe as part of the word: Mary's, marys and mary all match", async () => {
    for (const text of ["St. Mary's", 'marys', 'mary', 'st mar']) expect(await ids(text)).toEqual(['100007']);
  });

  it('limits the list: 5 by default, max_results up to 20', async () => {
    expect(await ids('zephyr')).toHaveLength(5);
    expect(await ids('zephyr', { max_results: '1' })).toHaveLength(1);
    expect(await ids('zephyr', { max_results: '20' })).toHaveLength(20);
    expect(await ids('zephyr', { max_results: '1000' })).toHaveLength(20);
    const all = await ids('zephyr school', { max_results: '20' });
    expect(new Set(all).size).toBe(20);
    for (const bad of ['0', '-1', 'abc', '1.5', '1e2']) {
      const response = await find({ text: 'zephyr', category: 'hs_ceeb', max_results: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: lookupMessages.maxResults });
    }
  });

  it('maps a record by id to the form keys the catalogue names, with prefixes and _desc labels', async () => {
    const response = await find({ id: '100006', category: 'hs_ceeb' });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toEqual({
      name: 'Saint Thérèse Académie',
      id: '100006',
      hs_name: 'Saint Thérèse Académie',
      hs_ceeb: '100006',
      hs_address_line_1: '1 Main Street',
      hs_city: 'Montréal',
      hs_state: 'Quebec',
      hs_state_desc: 'Quebec',
      hs_zip: 'H2X 1Y4',
      hs_country: 'CAN',
      hs_country_desc: 'Canada',
    });
    // The engine fills the form from exactly this answer.
    const parts = { catalogue: loadCatalogue('demo', catalogueSources), evaluate: defaultEvaluator() };
    const { answers } = applyLookupResult(parts, { hs_name: 'Saint' }, 'hs_name', record);
    expect(answers).toMatchObject({
      hs_name: 'Saint Thérèse Académie',
      hs_ceeb: '100006',
      hs_city: 'Montréal',
    });
    expect(answers).toMatchObject({ hs_country: 'CAN', hs_country_desc: 'Canada', hs_state_desc: 'Quebec' });
  });

  it('maps a college under the college_ prefix of its question, with _desc labels', async () => {
    const response = await find({ id: '9001', category: 'college_ceeb' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Maple Heights State University',
      id: '9001',
      college_name: 'Maple Heights State University',
      college_ceeb: '9001',
      college_city: 'Maple Heights',
      college_state: 'Ohio',
      college_state_desc: 'Ohio',
      college_country: 'USA',
      college_country_desc: 'United States',
    });
  });

  it('maps addresses without a prefix, and the name field is address_line_1', async () => {
    const repository = t.app.repos.lookup;
    await repository.replace('address', [
      {
        id: 'a-1',
        text: '12 Élm Street',
        sub_text: 'Apt 4, Springfield, Georgia 30301',
        record: {
          address_line_1: '12 Élm Street',
          address_line_2: 'Apt 4',
          city: 'Springfield',
          state: 'Georgia',
          zip: '30301',
          country: 'USA',
        },
      },
    ]);
    expect((await find({ text: '12 elm', category: 'address' })).json()).toEqual([
      { text: '12 Élm Street', id: 'a-1', sub_text: 'Apt 4, Springfield, Georgia 30301' },
    ]);
    expect((await find({ id: 'a-1', category: 'address' })).json()).toEqual({
      name: '12 Élm Street',
      id: 'a-1',
      address_line_1: '12 Élm Street',
      address_line_2: 'Apt 4',
      city: 'Springfield',
      state: 'Georgia',
      state_desc: 'Georgia',
      zip: '30301',
      country: 'USA',
      country_desc: 'United States',
    });
  });

  it('answers 404 {message} for an unknown id, or an id of another category', async () => {
    for (const query of [
      { id: 'nope', category: 'hs_ceeb' },
      { id: '100001', category: 'college_ceeb' },
      { id: "1' or '1'='1", category: 'hs_ceeb' },
      { id: '%', category: 'hs_ceeb' },
    ]) {
      const response = await find(query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: lookupMessages.notFound });
    }
  });

  it('refuses a NUL in an id or a text with 400, as every route does (plugins/storable-text.ts)', async () => {
    const queries: Record<string, string>[] = [
      { id: 'a\u0000b', category: 'hs_ceeb' },
      { text: '\u0000', category: 'hs_ceeb' },
    ];
    for (const query of queries) {
      const response = await find(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.unstorableText });
    }
  });

  it('answers an empty list for text with nothing to search and for SQL or LIKE metacharacters', async () => {
    for (const text of [
      '',
      '   ',
      '%',
      '_',
      '%%',
      "'",
      ';',
      "'; drop table lookup_records; --",
      '\\',
      '*',
      '\u0301',
    ]) {
      expect(await ids(text)).toEqual([]);
    }
    expect(await ids('lin%')).toEqual(['100008', '100001', '100002', '100004', '100003']);
    expect(await ids("lincoln' OR 1=1 --")).toEqual([]);
    expect(await ids('100001')).toEqual([]);
  });

  it('answers unicode and long text calmly', async () => {
    for (const text of ['日本語の学校', '🏫', 'مدرسة', 'Ωmega', 'x'.repeat(200), 'a b c d e f g h i j k']) {
      expect(await ids(text)).toEqual([]);
    }
    const long = await find({ text: 'x'.repeat(10_000), category: 'hs_ceeb' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: "The parameter 'text' must be at most 200 characters." });
    const badUtf8 = await t.app.inject({ url: '/lookup/find?category=hs_ceeb&text=%ED%A0%80%FF' });
    expect(badUtf8.statusCode).toBeLessThan(500);
  });

  it('answers 400 {message} for a missing or unknown category and missing text and id', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ text: 'lincoln' }, "The parameter 'category' is required."],
      [{ text: 'lincoln', category: 'schools' }, lookupMessages.category],
      [{ text: 'lincoln', category: '' }, lookupMessages.category],
      [{ text: 'lincoln', category: "hs_ceeb'; --" }, lookupMessages.category],
      [{ category: 'hs_ceeb' }, lookupMessages.textOrId],
      [{ category: 'hs_ceeb', id: '' }, lookupMessages.textOrId],
      [{}, "The parameter 'category' is required."],
    ];
    for (const [query, message] of cases) {
      const response = await find(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const twice = await t.app.inject({ url: '/lookup/find?category=hs_ceeb&text=a&text=b' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: "The parameter 'text' must be a string." });
  });

  it('shipped the demo data set at start, and a second start leaves filled categories alone', async () => {
    const demo = await find({ text: 'high school', category: 'hs_ceeb' });
    expect(demo.statusCode).toBe(200);
    const colleges = await find({ text: 'university', category: 'college_ceeb' });
    expect(colleges.json()).toHaveLength(5);
    const repository = t.app.repos.lookup;
    // hs_ceeb was replaced by the fixtures above; nothing is re-seeded over it.
    const catalogue = loadCatalogue('demo', catalogueSources);
    expect(await seedLookups(repository, catalogue, t.app.config.partnersDir, 'demo')).toEqual([]);
    expect(await repository.count('hs_ceeb')).toBe(SCHOOLS.length);
    expect(await repository.count('college_ceeb')).toBe(150);
  });
});
