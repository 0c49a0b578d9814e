/**
 * The third search tier reads the word index in pages sized to what is still missing:
 * records met twice (two words matching the typed word, or already listed by the first
 * tier) are skipped and the next page read, so every match is listed once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupInput } from '../../server/repositories/lookup';
import { databases, startApp, type TestApp } from './support/harness';

const school = (id: string, name: string): LookupInput => ({
  id,
  text: name,
  sub_text: 'Springfield, Georgia',
  record: { name },
});

// 12 names with two words starting with "oak", 3 with one, and one the first tier lists.
const SCHOOLS: LookupInput[] = [
  ...Array.from({ length: 12 }, (_, i) =>
    school(`3000${String(i).padStart(2, '0')}`, `The Oak Oakland School ${i}`),
  ),
  ...Array.from({ length: 3 }, (_, i) => school(`3100${i}`, `Big Oak School ${i}`)),
  school('320000', 'Oak Hill School'),
  school('330000', 'Maple School'),
];

describe.each(databases)('lookup search paging on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
    await t.app.repos.lookup.replace('hs_ceeb', SCHOOLS);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ids = async (text: string, maxResults: string) => {
    const response = await t.app.inject({
      url: `/lookup/find?${new URLSearchParams({ text, category: 'hs_ceeb', max_results: maxResults })}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string }[]).map((result) => result.id);
  };

  it('lists every match once, the first tier first, across pages of the word index', async () => {
    const found = await ids('oak', '20');
    expect(found[0]).toBe('320000');
    expect(new Set(found).size).toBe(found.length);
    expect([...found].sort()).toEqual(
      SCHOOLS.filter((s) => s.text !== 'Maple School')
        .map((s) => s.id)
        .sort(),
    );
  });

  it('stops at the limit with no repeats', async () => {
    for (const limit of ['1', '2', '5', '13']) {
      const found = await ids('oak', limit);
      expect(found).toHaveLength(Number(limit));
      expect(new Set(found).size).toBe(found.length);
      expect(found[0]).toBe('320000');
    }
  });
});
