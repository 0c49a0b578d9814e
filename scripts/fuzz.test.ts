/**
 * A 1,000-request sample of `npm run fuzz` in npm test, with a fixed seed, on SQLite and
 * on PostgreSQL when DATABASE_URL is set: no request may answer 5xx or drop the connection,
 * and every route the app registers (logout among them) gets its share.
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
    // Every route of SPEC 7 and the app's own (HEAD aside: wrong methods send it), none left out.
    expect(result.byRoute.size).toBeGreaterThan(30);
    expect(result.byRoute.has('GET /api/logout')).toBe(true);
    const missed = [...result.byRoute].filter(([, count]) => count < 5).map(([route]) => route);
    expect(missed).toEqual([]);
  }, 180_000);
});
