/**
 * The lookup service at scale: 50 000 generated high schools imported with
 * `npm run lookup:import`, then GET /lookup/find (typed prefixes, and by id) against the
 * real server with autocannon, beside GET /healthz of the same process, on SQLite and
 * on PostgreSQL (DATABASE_URL; its rows are skipped with a note when it is unset).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureInterleaved } from './load';
import { startProcess } from './processes';
import type { BenchRow, BenchSection } from './table';

const RECORDS = 50_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 10;

const PLACES = ['Maple', 'Cedar', 'Willow', 'Harbor', 'Pine', 'Juniper', 'Aspen', 'Copper', 'Elm', 'Granite'];
const PLACES_2 = [
  'Falls',
  'Ridge',
  'Creek',
  'Springs',
  'Hollow',
  'Point',
  'Valley',
  'Grove',
  'Heights',
  'Park',
];
const SURNAMES = [
  'Lincoln',
  'Washington',
  'Jefferson',
  'Madison',
  'Roosevelt',
  'Kennedy',
  'Franklin',
  'Hamilton',
];
const KINDS = ['High School', 'Senior High School', 'Academy', 'Preparatory School', 'Charter School'];
const STATES = ['Georgia', 'Ohio', 'Texas', 'Oregon', 'Maine', 'Iowa', 'Utah', 'Vermont'];

/** What applicants type while searching, from a first letter to most of a name. */
const SEARCHES = [
  'l',
  'lin',
  'lincoln',
  'lincoln hi',
  'maple fa',
  'st ma',
  'acad',
  'high',
  'jeff prep',
  'cedar',
];

/** A deterministic CSV of `RECORDS` plausible high schools; ids 100000 upwards. */
export function schoolsCsv(): string {
  const lines = ['id,name,city,state,country'];
  for (let i = 0; i < RECORDS; i++) {
    const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
    const place = `${pick(PLACES, i)} ${pick(PLACES_2, Math.floor(i / 10))}`;
    const head = i % 3 === 0 ? pick(SURNAMES, Math.floor(i / 7)) : i % 3 === 1 ? place : `St. Mary ${i % 97}`;
    const name = `${head} ${pick(KINDS, Math.floor(i / 3))} ${Math.floor(i / 300)}`;
    lines.push(`${100_000 + i},${name},${place},${pick(STATES, Math.floor(i / 13))},USA`);
  }
  return `${lines.join('\n')}\n`;
}

/** Imports the CSV with the real CLI; returns the seconds it took. */
function importSchools(file: string, env: Record<string, string>): number {
  const started = performance.now();
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/lookup-import.ts', 'hs_ceeb', file], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lookup:import failed: ${run.stderr || run.stdout}`);
  return (performance.now() - started) / 1000;
}

/** The rows of one database: import time, then search and by-id beside /healthz. */
async function benchDatabase(label: string, env: Record<string, string>, csv: string): Promise<BenchRow[]> {
  const seconds = importSchools(csv, env);
  const app = await startProcess('server/main.ts', '/healthz', env);
  try {
    const load = (paths: string[]) => ({
      url: app.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    });
    const { health, search, byId } = await measureInterleaved(
      {
        health: load(['/healthz']),
        search: load(
          SEARCHES.map(
            (text) => `/lookup/find?${new URLSearchParams({ text, category: 'hs_ceeb', max_results: '5' })}`,
          ),
        ),
        byId: load(
          Array.from({ length: 50 }, (_, i) => `/lookup/find?id=${100_000 + i * 997}&category=hs_ceeb`),
        ),
      },
      ROUNDS,
    );
    const rows: BenchRow[] = [
      { subject: `lookup:import of ${RECORDS} schools (${label})`, metric: 's', value: seconds },
    ];
    const baselineName = `GET /healthz (${label}, same process)`;
    for (const [subject, figures] of [
      [`GET /lookup/find?text= typed prefixes, ${RECORDS} schools (${label})`, search],
      [`GET /lookup/find?id= (${label})`, byId],
    ] as const) {
      rows.push({ subject, metric: 'req/s', value: figures.rps, baseline: health.rps, baselineName });
      rows.push({ subject, metric: 'p50 ms', value: figures.p50, baseline: health.p50, baselineName });
      rows.push({ subject, metric: 'p99 ms', value: figures.p99, baseline: health.p99, baselineName });
    }
    return rows;
  } finally {
    await app.stop();
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export const lookupBench: BenchSection = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'admit-bench-lookup-'));
  const csv = join(dir, 'hs_ceeb.csv');
  writeFileSync(csv, schoolsCsv());
  const rows: BenchRow[] = [];
  try {
    rows.push(...(await benchDatabase('SQLite', { DATA_DIR: join(dir, 'sqlite'), DATABASE_URL: '' }, csv)));
    const url = process.env.DATABASE_URL;
    if (!url) {
      console.error('lookup bench: DATABASE_URL is not set, so the PostgreSQL rows are skipped.');
      return rows;
    }
    const schema = `bench_lookup_${randomBytes(4).toString('hex')}`;
    try {
      const env = { DATA_DIR: join(dir, 'postgres'), DATABASE_URL: url, DATABASE_SCHEMA: schema };
      rows.push(...(await benchDatabase('PostgreSQL', env, csv)));
    } finally {
      await dropSchema(url, schema);
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
