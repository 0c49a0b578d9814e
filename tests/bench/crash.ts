/**
 * `npm run crash-test`'s figures in the bench table: 200 applicants saving answers while
 * the server is killed with SIGKILL and restarted, on SQLite and (when DATABASE_URL is
 * set) PostgreSQL. The run itself is scripts/crash-test.ts's; lost saves must be 0.
 */
import { type CrashResult, crashOnce } from '../../scripts/crash-test';
import type { BenchRow, BenchSection } from './table';

const APPLICANTS = 200;

export const crashBench: BenchSection = async () => {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const results: CrashResult[] = [await crashOnce({ applicants: APPLICANTS, seed })];
  if (process.env.DATABASE_URL) {
    results.push(await crashOnce({ applicants: APPLICANTS, seed, databaseUrl: process.env.DATABASE_URL }));
  }
  const rows: BenchRow[] = [];
  for (const result of results) {
    const subject = `crash-test: ${result.applicants} applicants, SIGKILL after ${(result.killedAfterMs / 1000).toFixed(1)} s (${result.database}, seed ${seed})`;
    rows.push(
      { subject, metric: 'acknowledged saves', value: result.acknowledged },
      { subject, metric: 'lost saves', value: result.lost },
      { subject, metric: 'req/s', value: result.requestsPerSecond },
      { subject, metric: 'p50 ms', value: result.p50 },
      { subject, metric: 'p99 ms', value: result.p99 },
    );
  }
  return rows;
};
