/**
 * Conversions as durable jobs: a server killed in the middle of one finishes it after a
 * restart (its lease expires), and several workers sharing the database (PostgreSQL:
 * SKIP LOCKED; SQLite: the single writer) never run a job twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { createJobRunner } from '../../server/jobs/runner';
import { createRepositories } from '../../server/repositories';
import {
  conversionStatus,
  postUpload,
  presign,
  requestConversion,
  waitForConversion,
} from './fixtures/documents';
import { pngFile } from './fixtures/files';
import { newApplicant } from './support/application';
import { databases, startApp } from './support/harness';

declare module '../../server/jobs/runner' {
  interface JobPayloads {
    /** This file's test job: counts which worker ran each. */
    count: { n: number };
  }
}

const KEY = 'hs_transcript';
const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return this;
  },
  level: 'silent',
};

describe.each(databases)('durable jobs on $name', (target) => {
  it('finishes a conversion after a restart when the server died in the middle of it', async () => {
    const first = await startApp(target);
    const env: Record<string, string> = { DATA_DIR: first.dataDir };
    const database = first.app.config.database;
    if (database.kind === 'postgres' && database.schema) env.DATABASE_SCHEMA = database.schema;
    let second: Awaited<ReturnType<typeof startApp>> | undefined;
    try {
      const ada = await newApplicant(first);
      await first.app.jobs.stop();
      const presigned = await presign(first.app, ada.cookie, KEY);
      expect((await postUpload(first.app, presigned, pngFile(), 'a.png')).statusCode).toBe(204);
      await requestConversion(first.app, ada.cookie, KEY, presigned.fields.key as string, 'a.png');
      // A worker claims the job and dies with it: its lease stays behind.
      const now = first.clock.now();
      const claimed = await first.app.repos.jobs.claim(
        'worker-that-died',
        now.toISOString(),
        new Date(now.getTime() + 60_000).toISOString(),
      );
      expect(claimed?.kind).toBe('convert-document');
      await first.app.close();

      second = await startApp(target, { env });
      second.clock.advance(now.getTime() - second.clock.now().getTime());
      await sleep(1500);
      // The lease still holds: nobody else touches the job.
      expect((await conversionStatus(second.app, ada.cookie, KEY)).status).toBe('UNPROCESSED');
      second.clock.advance(61_000);
      expect(await waitForConversion(second.app, ada.cookie, KEY)).toEqual({
        status: 'COMPLETED',
        message: null,
      });
      const jobs = await second.app.repos.jobs.listAll();
      // Claimed twice: by the worker that died, then by the restarted app.
      expect(jobs.filter((job) => job.kind === 'convert-document')).toMatchObject([
        { state: 'done', attempts: 2 },
      ]);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('shares the jobs between two workers without running any twice', async () => {
    const t = await startApp(target);
    const other = openDatabase(t.app.config.database);
    try {
      await t.app.jobs.stop();
      const runs: Array<{ job: number; worker: string }> = [];
      const runners = [
        { jobs: t.app.repos.jobs, name: 'a' },
        { jobs: createRepositories(other.kysely, other.dialect).jobs, name: 'b' },
      ].map(({ jobs, name }) => {
        const runner = createJobRunner({
          jobs,
          now: () => new Date(),
          log: silent as never,
          pollMs: 20,
        });
        runner.register('count', {
          async run(payload) {
            runs.push({ job: payload.n, worker: name });
            await sleep(15);
          },
        });
        return runner;
      });
      const jobs = 40;
      for (let n = 0; n < jobs; n += 1) await runners[0]?.enqueue('count', { n });
      for (const runner of runners) runner.start();
      const until = Date.now() + 30_000;
      const open = async () => (await t.app.repos.jobs.list()).filter((job) => job.kind === 'count');
      while ((await open()).length > 0 && Date.now() < until) {
        await sleep(50);
      }
      await Promise.all(runners.map((runner) => runner.stop()));
      expect(runs.map((run) => run.job).sort((a, b) => a - b)).toEqual([...Array(jobs).keys()]);
      expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
    } finally {
      await other.kysely.destroy();
      await t.close();
    }
  });
});
