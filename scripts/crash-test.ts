/**
 * `npm run crash-test [-- --applicants N] [--seed S]`: 200 simulated applicants save
 * answers against a real server process; at a random moment the server is killed with
 * SIGKILL and started again on the same data. Then every save the server acknowledged
 * (200) must be there with the last acknowledged value; a save that was in flight at the
 * kill may have landed or not. Runs on SQLite and, when DATABASE_URL is set, on
 * PostgreSQL; prints acknowledged saves, lost saves (must be 0), req/s, p50 and p99.
 *
 * The applicants' accounts and sessions are written straight into the database before
 * the server starts (the same rows sign-up and login write), so the run measures saves,
 * not 400 password hashes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { seedApplicants } from './seed-applicants';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A seeded generator (mulberry32). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Applicant {
  cookie: string;
  /** The value of the last save answered 200. */
  acknowledged: string | undefined;
  /** Values sent but not answered (in flight at the kill). */
  unanswered: Set<string>;
}

/** The outcome on one database. */
export interface CrashResult {
  database: string;
  applicants: number;
  acknowledged: number;
  lost: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  killedAfterMs: number;
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /healthz within a minute');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/** One run: seed the accounts, load, kill -9, restart, check. */
export async function crashOnce(options: {
  applicants: number;
  seed: number;
  databaseUrl?: string;
}): Promise<CrashResult> {
  const random = generator(options.seed);
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-crash-'));
  const schema = options.databaseUrl ? `crash_${Date.now()}_${randomBytes(3).toString('hex')}` : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    ...(options.databaseUrl && schema ? { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema } : {}),
  };
  if (!options.databaseUrl) env.DATABASE_URL = '';
  let server: ChildProcess | undefined;
  try {
    // Accounts and sessions, as sign-up, confirm and login write them.
    const cookies = await seedApplicants(env, options.applicants, 'crash');
    const applicants: Applicant[] = cookies.map((cookie) => ({
      cookie,
      acknowledged: undefined,
      unanswered: new Set(),
    }));

    server = startServer(env);
    await waitForHealth(base, server);

    const latencies: number[] = [];
    let stopped = false;
    const killAfterMs = 3000 + Math.floor(random() * 5000);
    const loadStarted = Date.now();
    const save = async (applicant: Applicant, index: number) => {
      for (let n = 1; !stopped; n++) {
        const value = `save ${index}.${n}`;
        applicant.unanswered.add(value);
        const started = performance.now();
        try {
          const response = await fetch(`${base}/api/answer`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie: applicant.cookie, origin: base },
            body: JSON.stringify({ first_name: value }),
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`PUT /api/answer answered ${response.status}`);
          latencies.push(performance.now() - started);
          applicant.unanswered.delete(value);
          applicant.acknowledged = value;
        } catch {
          return; // the server is gone: this value may or may not have landed
        }
      }
    };
    const load = Promise.all(applicants.map(save));
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const running = server;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    stopped = true;
    await exited;
    const loadMs = Date.now() - loadStarted;
    await load;

    server = startServer(env);
    await waitForHealth(base, server);
    let lost = 0;
    for (const applicant of applicants) {
      if (applicant.acknowledged === undefined) continue;
      const response = await fetch(`${base}/api/profile`, { headers: { cookie: applicant.cookie } });
      const profile = (await response.json()) as { answer?: Record<string, string> };
      const stored = profile.answer?.first_name;
      // The last acknowledged value, or a later one that was in flight at the kill.
      const later = stored !== undefined && applicant.unanswered.has(stored);
      if (stored !== applicant.acknowledged && !later) lost += 1;
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      database: options.databaseUrl ? 'postgres' : 'sqlite',
      applicants: options.applicants,
      acknowledged: latencies.length,
      lost,
      requestsPerSecond: Math.round(latencies.length / (loadMs / 1000)),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      killedAfterMs: killAfterMs,
    };
  } finally {
    if (server && server.exitCode === null) {
      const running = server;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (options.databaseUrl && schema) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
}

/** The results as a table. */
export function crashTable(results: CrashResult[]): string {
  const header =
    'database | applicants | killed after | acknowledged saves | lost saves | req/s | p50 ms | p99 ms';
  const rows = results.map((r) =>
    [
      r.database,
      r.applicants,
      `${(r.killedAfterMs / 1000).toFixed(1)} s`,
      r.acknowledged,
      r.lost,
      r.requestsPerSecond,
      r.p50.toFixed(1),
      r.p99.toFixed(1),
    ].join(' | '),
  );
  return [header, header.replace(/[^|]/g, '-'), ...rows].join('\n');
}

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

async function main(): Promise<void> {
  const applicants = flag('applicants', 200);
  const seed = flag('seed', Math.floor(Math.random() * 2 ** 31));
  console.log(`crash-test: ${applicants} applicants, seed ${seed}`);
  const results = [await crashOnce({ applicants, seed })];
  if (process.env.DATABASE_URL) {
    results.push(await crashOnce({ applicants, seed, databaseUrl: process.env.DATABASE_URL }));
  }
  console.log(crashTable(results));
  const lost = results.reduce((sum, result) => sum + result.lost, 0);
  console.log(lost === 0 ? '\ncrash-test: 0 lost' : `\ncrash-test: FAILED, ${lost} acknowledged saves lost`);
  process.exit(lost === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
