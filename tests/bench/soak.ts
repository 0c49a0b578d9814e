/**
 * The soak: simulated applicants saving answers (`PUT /api/answer`) for a minute against
 * one server process, then against three sharing the database, with the load spread
 * round-robin by the load generator itself (as a proxy would). PostgreSQL only: several
 * processes need one database server. Rows: req/s and p99 of each, the three-process rows
 * beside the one-process ones. `SOAK_SECONDS` and `SOAK_APPLICANTS` change the defaults.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedApplicants } from '../../scripts/seed-applicants';
import { type RunningProcess, startProcess } from './processes';
import { type BenchRow, type BenchSection, percentile } from './table';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const APPLICANTS = Number(process.env.SOAK_APPLICANTS ?? 200);
const PUBLIC_URL = 'http://soak.admit.test';

interface SoakFigures {
  rps: number;
  p50: number;
  p99: number;
}

/** Every applicant saves in a loop until the time is up, each request to the next process in turn. */
async function soak(urls: string[], cookies: string[], seconds: number): Promise<SoakFigures> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let turn = 0;
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, applicant) => {
      for (let n = 1; Date.now() < until && failures.length === 0; n++) {
        const url = urls[turn++ % urls.length] as string;
        const sent = performance.now();
        const response = await fetch(`${url}/api/answer`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie, origin: PUBLIC_URL },
          body: JSON.stringify({ first_name: `soak ${applicant}.${n}`, city: `city ${n}` }),
        });
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - sent);
        else failures.push(`${url}: ${response.status}`);
      }
    }),
  );
  if (failures.length > 0) throw new Error(`PUT /api/answer failed during the soak: ${failures[0]}`);
  return {
    rps: latencies.length / ((Date.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export const soakBench: BenchSection = async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('soak: skipped, DATABASE_URL is not set (several processes need one PostgreSQL database).');
    return [];
  }
  const schema = `bench_soak_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const folders: string[] = [];
  const env = (index: number): Record<string, string> => {
    const dataDir = mkdtempSync(join(tmpdir(), `admit-soak-${index}-`));
    folders.push(dataDir);
    return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, PUBLIC_URL };
  };
  let running: RunningProcess[] = [];
  try {
    const cookies = await seedApplicants(env(0), APPLICANTS, 'soak');
    const measure = async (count: number) => {
      running = await Promise.all(
        Array.from({ length: count }, (_, index) => startProcess('server/main.ts', '/healthz', env(index))),
      );
      try {
        return await soak(
          running.map((server) => server.url),
          cookies,
          SECONDS,
        );
      } finally {
        await Promise.all(running.map((server) => server.stop()));
        running = [];
      }
    };
    console.error(`soak: ${APPLICANTS} applicants for ${SECONDS} s against 1 process...`);
    const one = await measure(1);
    console.error(`soak: ${APPLICANTS} applicants for ${SECONDS} s against 3 processes...`);
    const three = await measure(3);
    const subject = (count: number) =>
      `soak: PUT /api/answer, ${APPLICANTS} applicants × ${SECONDS} s, ${count} process${count > 1 ? 'es' : ''} (PostgreSQL)`;
    const rows: BenchRow[] = [
      { subject: subject(1), metric: 'req/s', value: one.rps },
      { subject: subject(1), metric: 'p50 ms', value: one.p50 },
      { subject: subject(1), metric: 'p99 ms', value: one.p99 },
    ];
    const baselineName = '1 process, same run';
    rows.push(
      { subject: subject(3), metric: 'req/s', value: three.rps, baseline: one.rps, baselineName },
      { subject: subject(3), metric: 'p50 ms', value: three.p50, baseline: one.p50, baselineName },
      { subject: subject(3), metric: 'p99 ms', value: three.p99, baseline: one.p99, baselineName },
    );
    return rows;
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
};
