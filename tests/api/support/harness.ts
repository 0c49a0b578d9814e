/**
 * Builds the real app for HTTP contract tests, on every database available: SQLite
 * always, PostgreSQL when DATABASE_URL is set. Each app gets its own data folder and,
 * on PostgreSQL, its own schema (dropped afterwards), so test files run in parallel
 * against one database without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { type AppOptions, buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';

/** A database the suite runs on. */
export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  url?: string;
}

/** SQLite, and PostgreSQL when DATABASE_URL is set: use with describe.each. */
export const databases: DatabaseTarget[] = [
  { name: 'sqlite' },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.DATABASE_URL }] : []),
];

/** A clock the test moves by hand; starts at the real time. */
export class TestClock {
  private ms = Date.now();
  readonly now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** A running test app and what the test needs around it. */
export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  clock: TestClock;
  close(): Promise<void>;
}

/** Options of `startApp`. */
export interface StartOptions {
  env?: Record<string, string>;
  logStream?: DestinationStream;
  distDir?: string;
  /** Told of every route as it is registered (AppOptions.onRoute). */
  onRoute?: AppOptions['onRoute'];
  /** Another partners/ folder (with PARTNER in env) and its generated manifest (AppOptions.catalogue). */
  partnersDir?: string;
  catalogue?: AppOptions['catalogue'];
  /** AppOptions.requestTimeoutMs. */
  requestTimeoutMs?: number;
}

/** Builds an app on the target with a fresh data folder (and schema), a test clock, logs silent. */
export async function startApp(target: DatabaseTarget, options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-api-'));
  // The creation time in the name lets a later run sweep schemas a crashed run left behind.
  const schema = target.url
    ? `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`
    : undefined;
  if (target.url) await sweepStaleSchemas(target.url);
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
      PUBLIC_URL: 'http://admit.test',
      ...(target.url ? { DATABASE_URL: target.url, DATABASE_SCHEMA: schema } : {}),
      ...options.env,
    },
    options.partnersDir,
  );
  const clock = new TestClock();
  const app = await buildApp(config, {
    now: clock.now,
    logStream: options.logStream,
    distDir: options.distDir ?? join(dataDir, 'no-dist'),
    onRoute: options.onRoute,
    catalogue: options.catalogue,
    requestTimeoutMs: options.requestTimeoutMs,
  });
  return {
    app,
    dataDir,
    clock,
    async close() {
      await app.close();
      if (target.url && schema) await dropSchema(target.url, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let swept = false;

/** Drops test schemas older than an hour (left by a run that crashed), once per process. */
async function sweepStaleSchemas(url: string): Promise<void> {
  if (swept) return;
  swept = true;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^test_[0-9]+_[0-9a-f]+$'",
    );
    const cutoff = Date.now() / 1000 - 3600;
    for (const { nspname } of rows) {
      if (Number(nspname.split('_')[1]) < cutoff)
        await client.query(`drop schema if exists "${nspname}" cascade`);
    }
  } finally {
    await client.end();
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
