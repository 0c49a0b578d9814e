/**
 * Server throughput and latency with autocannon: GET /api/profile (logged in) and
 * GET /healthz of the real server, beside a bare Fastify route (bare-server.ts), each in
 * its own process on the same machine in the same run, so the ratios hold whatever the
 * machine's load. Both processes log at the same level (LOG_LEVEL=warn, processes.ts)
 * and are loaded alike (the same connections, no pipelining). Beside req/s, each server
 * process's CPU time per answer: on a shared 2-core machine the load generator and
 * other tenants take CPU too, so req/s can be capped by them; CPU per answer is not.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureInterleaved } from './load';
import { startProcess } from './processes';
import type { BenchRow, BenchSection } from './table';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 10;

async function post(base: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs an applicant up through the public calls and returns the Cookie header of a session. */
export async function loggedInCookie(base: string, dataDir: string): Promise<string> {
  const username = 'bench.applicant@example.com';
  const password = 'Bench-Password-2026';
  await post(base, '/public/signup', { username, password });
  // The code is mailed by a job, after the answer: wait for it (up to 10 s).
  const outbox = join(dataDir, 'outbox');
  let code: string | undefined;
  for (let waited = 0; !code && waited < 10_000; waited += 100) {
    const mail = readdirSync(outbox)
      .filter((name) => name.includes(username))
      .sort()
      .at(-1);
    code = mail && /\b(\d{6})\b/.exec(readFileSync(join(outbox, mail), 'utf8'))?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('no confirmation code in the outbox');
  await post(base, '/public/confirm', { username, code });
  const login = await post(base, '/public/login', { username, password });
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export const serverBench: BenchSection = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-bench-'));
  const app = await startProcess('server/main.ts', '/healthz', { DATA_DIR: dataDir, DATABASE_URL: '' });
  const bare = await startProcess('tests/bench/bare-server.ts', '/bare', {});
  try {
    const cookie = await loggedInCookie(app.url, dataDir);
    const load = (url: string, headers: Record<string, string> = {}) => ({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
    });
    const {
      bare: baseline,
      health,
      profile,
    } = await measureInterleaved(
      {
        bare: load(`${bare.url}/bare`),
        health: load(`${app.url}/healthz`),
        profile: load(`${app.url}/api/profile`, { cookie }),
      },
      ROUNDS,
      { bare: bare.cpuMs, health: app.cpuMs, profile: app.cpuMs },
    );
    const rows: BenchRow[] = [];
    const name = 'bare Fastify route';
    for (const [subject, figures] of [
      ['GET /healthz (SQLite)', health],
      ['GET /api/profile, logged in (SQLite)', profile],
    ] as const) {
      rows.push({ subject, metric: 'req/s', value: figures.rps, baseline: baseline.rps, baselineName: name });
      rows.push({
        subject,
        metric: 'p50 ms',
        value: figures.p50,
        baseline: baseline.p50,
        baselineName: name,
      });
      rows.push({
        subject,
        metric: 'p99 ms',
        value: figures.p99,
        baseline: baseline.p99,
        baselineName: name,
      });
      if (Number.isFinite(figures.cpuUs) && Number.isFinite(baseline.cpuUs)) {
        rows.push({
          subject,
          metric: 'cpu µs/req',
          value: figures.cpuUs,
          baseline: baseline.cpuUs,
          baselineName: name,
        });
      }
    }
    return rows;
  } finally {
    await app.stop();
    await bare.stop();
  }
};
