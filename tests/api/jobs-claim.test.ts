/**
 * The jobs table as the one queue (docs/decisions/006): three apps on one database (one
 * DATA_DIR on SQLite, one schema on PostgreSQL), each with its own connection and its own
 * runner, as three processes would be. Every job runs exactly once, and the work spreads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner } from '../../server/jobs/runner';
import { databases, startApp, type TestApp } from './support/harness';

declare module '../../server/jobs/runner' {
  interface JobPayloads {
    /** This file's test job: which runner ran each. */
    'claim-count': { job: number };
    /** This file's job whose every attempt took its process down. */
    'kills-its-process': { file: string };
    /** This file's long job (a conversion) and short one someone waits for (a mail). */
    'converts-slowly': { file: string };
    'mails-a-code': { to: string };
  }
}

const JOBS = 60;

describe.each(databases)('jobs claimed by several runners ($name)', (target) => {
  const apps: TestApp[] = [];
  const runners: JobRunner[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    // The first app owns the data folder and schema: close it last.
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  it('runs each job exactly once across three runners on one database', async () => {
    const first = await startApp(target);
    apps.push(first);
    const env: Record<string, string> = { DATA_DIR: first.dataDir };
    const database = first.app.config.database;
    if (database.kind === 'postgres' && database.schema) env.DATABASE_SCHEMA = database.schema;
    apps.push(await startApp(target, { env }), await startApp(target, { env }));
    // The apps' own runners would take the jobs too: these three alone run them.
    for (const { app } of apps) await app.jobs.stop();

    const runs: { job: number; worker: string }[] = [];
    for (const { app, clock } of apps) {
      const runner = createJobRunner({
        jobs: app.repos.jobs,
        now: clock.now,
        log: app.log,
        pollMs: 20,
      });
      runner.register('claim-count', {
        async run(payload) {
          runs.push({ job: payload.job, worker: runner.workerId });
          // Long enough for the other runners to claim while this one holds its job.
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
      runners.push(runner);
    }
    const [enqueuer] = runners;
    for (let job = 0; job < JOBS; job += 1) await enqueuer?.enqueue('claim-count', { job });
    for (const runner of runners) runner.start();

    const repo = first.app.repos.jobs;
    // The apps' scheduled sweep waits in the table too: only this file's jobs count.
    const open = async () => (await repo.list()).filter((job) => job.kind === 'claim-count');
    const deadline = Date.now() + 30_000;
    while ((await open()).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await open()).toEqual([]);
    expect(runs.map((run) => run.job).sort((a, b) => a - b)).toEqual([...Array(JOBS).keys()]);
    // The table keeps each as done, claimed once, by the worker that ran it.
    const done = (await repo.listAll()).filter((job) => job.kind === 'claim-count');
    expect(done.map((job) => [job.state, job.attempts])).toEqual(Array(JOBS).fill(['done', 1]));
    const workers = new Set(runners.map((runner) => runner.workerId));
    expect(done.every((job) => job.locked_by !== null && workers.has(job.locked_by))).toBe(true);
    expect(new Set(runs.map((run) => run.worker)).size).toBeGreaterThan(1);
  });

  it('runs a quick job (a mail) while a long one (a conversion) holds the main loop', async () => {
    const t = await startApp(target);
    apps.push(t);
    await t.app.jobs.stop();
    const runner = createJobRunner({ jobs: t.app.repos.jobs, now: t.clock.now, log: t.app.log, pollMs: 20 });
    runners.push(runner);
    const order: string[] = [];
    let finishConversion: () => void = () => undefined;
    const converting = new Promise<void>((resolve) => {
      finishConversion = resolve;
    });
    runner.register('converts-slowly', {
      async run(payload) {
        order.push(`converting ${payload.file}`);
        await converting;
        order.push(`converted ${payload.file}`);
      },
    });
    runner.register('mails-a-code', {
      quick: true,
      async run(payload) {
        order.push(`mailed ${payload.to}`);
      },
    });
    await runner.enqueue('converts-slowly', { file: 'essay.docx' });
    runner.start();
    const until = async (entry: string) => {
      const deadline = Date.now() + 10_000;
      while (!order.includes(entry) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(order).toContain(entry);
    };
    await until('converting essay.docx');
    await runner.enqueue('mails-a-code', { to: 'ada@example.com' });
    await until('mailed ada@example.com');
    finishConversion();
    await until('converted essay.docx');
    expect(order).toEqual(['converting essay.docx', 'mailed ada@example.com', 'converted essay.docx']);
  });

  it('gives up, unrun, a job whose every attempt ended with its process', async () => {
    const t = await startApp(target);
    apps.push(t);
    await t.app.jobs.stop();
    const repo = t.app.repos.jobs;
    const ran: string[] = [];
    const givenUp: string[] = [];
    const runner = createJobRunner({
      jobs: repo,
      now: t.clock.now,
      log: t.app.log,
      pollMs: 20,
      leaseMs: 1000,
    });
    runner.register('kills-its-process', {
      maxAttempts: 2,
      async run(payload) {
        ran.push(payload.file);
      },
      async giveUp(payload, error) {
        givenUp.push(`${payload.file}: ${(error as Error).message}`);
      },
    });
    runners.push(runner);
    await runner.enqueue('kills-its-process', { file: 'exptree.pdf' });
    // Two processes claimed it and died while running it: their leases ran out.
    for (const dead of ['dead-1', 'dead-2']) {
      const now = t.clock.now();
      const claimed = await repo.claim(dead, now.toISOString(), new Date(now.getTime() + 1000).toISOString());
      expect(claimed?.kind).toBe('kills-its-process');
      t.clock.advance(2000);
    }
    runner.start();
    const deadline = Date.now() + 10_000;
    const state = async () => (await repo.listAll()).find((job) => job.kind === 'kills-its-process');
    while ((await state())?.state !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await state())?.state).toBe('failed');
    expect(ran).toEqual([]);
    expect(givenUp).toEqual([
      'exptree.pdf: given up: its 2 attempts each ended with the process running them',
    ]);
  });
});
