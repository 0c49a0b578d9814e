/**
 * The sweep (server/sweep/): one scheduled job for every process on a database. Each
 * purge removes exactly what has expired past its retention and keeps the rest, and
 * three apps on one database (as three processes) queue one sweep and run it once.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS } from '../../engine/session';
import { codeHash, sha256 } from '../../server/auth/tokens';
import type { JobsTable } from '../../server/db/database';
import { messages } from '../../server/messages';
import { nextSweep, SWEEP_JOB, scheduleSweep } from '../../server/sweep/plugin';
import { post } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Moves the app's clock to `at`. */
function setClock(t: TestApp, at: Date): void {
  t.clock.advance(at.getTime() - t.clock.now().getTime());
}

/** Runs every due job with the app's own runner stopped, so the test knows who ran what. */
async function runDueJobs(t: TestApp): Promise<void> {
  while (await t.app.jobs.runOnce()) {
    // next
  }
}

/** Captures an app's log lines. */
function logCapture(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

describe.each(databases)('the sweep on $name', (target) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    // The first app owns the data folder and schema: close it last.
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  it('purges what expired past its retention and keeps the rest', async () => {
    const t = await startApp(target);
    apps.push(t);
    await t.app.jobs.stop();
    const { app } = t;
    const slot = nextSweep(t.clock.now(), app.config.sweep.intervalMs);
    setClock(t, new Date(slot.runAfter.getTime() + MINUTE));
    const now = t.clock.now().getTime();
    const at = (offset: number) => new Date(now + offset).toISOString();

    const users = ['live', 'expired-yesterday', 'expired-long-ago'].map((label) => ({
      id: randomUUID(),
      username: `${label}.${randomUUID()}@example.com`,
    }));
    for (const user of users) {
      await app.repos.users.create({ ...user, password_hash: 'x', created_at: at(-30 * DAY) });
    }
    const [live, yesterday, longAgo] = users.map((user) => user.id) as [string, string, string];

    const session = (name: string, createdAt: string, lastSeenAt: string) =>
      app.repos.sessions.create({
        id_hash: sha256(name),
        user_id: live,
        created_at: createdAt,
        last_seen_at: lastSeenAt,
      });
    await session('live', at(-HOUR), at(-MINUTE));
    await session('idle', at(-HOUR), at(-16 * MINUTE));
    await session('too-old', at(-SESSION_ABSOLUTE_MS - MINUTE), at(-MINUTE));

    const reset = (name: string, expiresAt: string) =>
      app.repos.passwordResets.create({
        id_hash: sha256(name),
        user_id: live,
        expires_at: expiresAt,
        created_at: at(-2 * HOUR),
      });
    await reset('live-link', at(30 * MINUTE));
    await reset('expired-link', at(-MINUTE));

    await app.repos.confirmationCodes.replace(live, codeHash(live, '111111'), at(HOUR), at(-HOUR));
    await app.repos.confirmationCodes.replace(
      yesterday,
      codeHash(yesterday, '222222'),
      at(-DAY),
      at(-2 * DAY),
    );
    await app.repos.confirmationCodes.replace(
      longAgo,
      codeHash(longAgo, '333333'),
      at(-8 * DAY),
      at(-9 * DAY),
    );

    const tokens = app.repos.serviceTokens;
    await tokens.issue(live, new Date(now - HOUR), 24);
    await tokens.issue(yesterday, new Date(now - 2 * DAY), 24);
    await tokens.issue(longAgo, new Date(now - 9 * DAY), 24);

    // Prefill links go as soon as they expire: an expired and an unknown one answer alike.
    const liveLink = await app.repos.tmpAnswers.create(
      { first_name: 'Live' },
      'cli',
      new Date(now - HOUR),
      2,
    );
    await app.repos.tmpAnswers.create({ first_name: 'Gone' }, 'cli', new Date(now - 2 * HOUR), 1);

    await app.repos.rateEvents.add('login-address', '192.0.2.1', at(-30 * MINUTE));
    await app.repos.rateEvents.add('login-address', '192.0.2.2', at(-3 * HOUR));

    const jobs = app.db.kysely;
    const job = (id: string, state: JobsTable['state'], finishedAt: string | null) =>
      jobs
        .insertInto('jobs')
        .values({
          id,
          kind: 'old-kind',
          payload: '{}',
          state,
          attempts: 1,
          run_after: at(-10 * DAY),
          locked_by: null,
          lease_until: null,
          last_error: null,
          created_at: at(-10 * DAY),
          finished_at: finishedAt,
        })
        .execute();
    await job('done-long-ago', 'done', at(-8 * DAY));
    await job('failed-long-ago', 'failed', at(-8 * DAY));
    await job('done-yesterday', 'done', at(-DAY));
    await job('queued-long-ago', 'queued', null);

    await runDueJobs(t);

    const db = app.db.kysely;
    expect((await db.selectFrom('sessions').select('id_hash').execute()).map((row) => row.id_hash)).toEqual([
      sha256('live'),
    ]);
    expect(
      (await db.selectFrom('password_resets').select('id_hash').execute()).map((row) => row.id_hash),
    ).toEqual([sha256('live-link')]);
    const codes = (await db.selectFrom('confirmation_codes').select('user_id').execute()).map(
      (row) => row.user_id,
    );
    expect(codes.sort()).toEqual([live, yesterday].sort());
    expect((await tokens.listFor(live)).length).toBe(1);
    expect((await tokens.listFor(yesterday)).length).toBe(1);
    expect(await tokens.listFor(longAgo)).toEqual([]);
    expect(
      (await db.selectFrom('tmp_answers').select('token_hash').execute()).map((row) => row.token_hash),
    ).toEqual([sha256(liveLink.token)]);
    expect(
      (await db.selectFrom('rate_events').select('subject').execute()).map((row) => row.subject),
    ).toEqual(['192.0.2.1']);
    const remaining = await app.repos.jobs.listAll();
    expect(
      remaining
        .filter((row) => row.kind === 'old-kind')
        .map((row) => row.id)
        .sort(),
    ).toEqual(['done-yesterday', 'queued-long-ago']);
    // The sweep itself: done after one claim, its successor queued for the next slot.
    const sweeps = remaining.filter((row) => row.kind === SWEEP_JOB);
    const next = nextSweep(t.clock.now(), app.config.sweep.intervalMs);
    expect(sweeps.map((row) => [row.id, row.state, row.attempts])).toEqual([
      [slot.id, 'done', 1],
      [next.id, 'queued', 0],
    ]);

    // What the retention is for: a code that expired yesterday is still answered "expired".
    const confirm = await post(app, '/public/confirm', { username: users[1]?.username, code: '222222' });
    expect(confirm.json()).toEqual({ message: messages.codeExpired });
  });

  it('runs once across three apps on one database, whichever claims it', async () => {
    const logs = [logCapture(), logCapture(), logCapture()];
    const first = await startApp(target, { logStream: logs[0]?.stream });
    apps.push(first);
    const env: Record<string, string> = { DATA_DIR: first.dataDir };
    const database = first.app.config.database;
    if (database.kind === 'postgres' && database.schema) env.DATABASE_SCHEMA = database.schema;
    apps.push(
      await startApp(target, { env, logStream: logs[1]?.stream }),
      await startApp(target, { env, logStream: logs[2]?.stream }),
    );
    const repo = first.app.repos.jobs;
    const sweeps = async () => (await repo.listAll()).filter((row) => row.kind === SWEEP_JOB);
    // One clock for all three, as the processes of one deployment share the time; each
    // schedules the sweep as a starting process does, and one row results.
    const start = first.clock.now();
    for (const t of apps) setClock(t, start);
    await first.app.db.kysely.deleteFrom('jobs').execute();
    for (const t of apps) await scheduleSweep(t.app);
    const slot = nextSweep(start, first.app.config.sweep.intervalMs);
    expect((await sweeps()).map((row) => [row.id, row.state])).toEqual([[slot.id, 'queued']]);

    // Due for all three at once: their running workers race for it.
    for (const t of apps) setClock(t, new Date(slot.runAfter.getTime() + 1000));
    const deadline = Date.now() + 20_000;
    while ((await sweeps()).find((row) => row.id === slot.id)?.state !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Every worker polls twice a second: give the others time to claim it, were it claimable.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await sweeps();
    expect(rows.find((row) => row.id === slot.id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(rows.filter((row) => row.state !== 'done').length).toBe(1);
    const done = logs.flatMap((log) => log.lines).filter((line) => line.msg === 'sweep done');
    expect(done.length).toBe(1);
  });
});
