/**
 * A 1,000-request sample of `npm run fuzz` in npm test, with a fixed seed, on SQLite and
 * on PostgreSQL when DATABASE_URL is set: no request may answer 5xx or drop the connection.
 */
import { describe, expect, it } from 'vitest';
import { fuzzOnce, report } from './fuzz';

const targets = [
  { name: 'sqlite', databaseUrl: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', databaseUrl: process.env.DATABASE_URL }] : []),
];

describe.each(targets)('the fuzz sample on $name', ({ databaseUrl }) => {
  it('answers 1,000 malformed requests without a 5xx', async () => {
    const result = await fuzzOnce({ count: 1000, seed: 20261124, databaseUrl });
    expect(result.sent).toBe(1000);
    // Most requests reach the handlers with a live session (not all 401s).
    expect(result.byStatus.get(401) ?? 0).toBeLessThan(500);
    expect([...result.failures.keys()], report([result])).toEqual([]);
  }, 180_000);
});
