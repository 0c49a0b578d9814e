/**
 * Several real server processes (`node --import tsx server/main.ts`) sharing what a
 * scale-out deployment shares (README "Several processes"): one PostgreSQL schema, one
 * S3 bucket (s3rver), one SMTP server (smtp-server, keeping what it receives), one
 * PUBLIC_URL, behind a reverse proxy (TRUST_PROXY). Each keeps its own DATA_DIR, as
 * processes on separate machines would. Log lines (pino JSON) are kept per process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { parseMessage } from '../../../server/mail/outbox';
import { freePort } from '../../bench/processes';

/** One running server process. */
export interface ServerProcess {
  /** 0, 1, 2...: its place in the cluster. */
  index: number;
  url: string;
  /** The node process's id: workers name themselves `<pid>-<uuid>` in the jobs table. */
  pid: number;
  /** Its log lines so far, parsed. */
  logs: Array<Record<string, unknown>>;
}

/** The processes and what they share. */
export interface Cluster {
  processes: ServerProcess[];
  /** The address applicants use (the proxy's): requests send it as their Origin. */
  publicUrl: string;
  /** Runs SQL in the processes' schema. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  /** The confirmation code of the newest mail to the address, waiting for it (up to 20 s). */
  mailedCode(to: string): Promise<string>;
  close(): Promise<void>;
}

async function startSmtp() {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function spawnServer(env: Record<string, string>, logs: ServerProcess['logs']): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  child.stdout?.on('data', (chunk) => {
    pending += String(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line));
  });
  child.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  return child;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if (child.exitCode !== null)
      throw new Error(`a server process exited (${child.exitCode}) before answering`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer /healthz within 90 s`);
}

/** Starts `count` processes at once on a fresh schema of the database, a fresh bucket and mail server. */
export async function startCluster(databaseUrl: string, count: number): Promise<Cluster> {
  // Named like the harness's schemas, so a crashed run's is swept by a later one.
  const schema = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const folders = [mkdtempSync(join(tmpdir(), 'admit-cluster-s3-'))];
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folders[0],
    configureBuckets: [{ name: 'admit-cluster' }],
  });
  const { port: s3Port } = await s3.run();
  const smtp = await startSmtp();
  const publicUrl = 'http://apply.admit.test';
  const children: ChildProcess[] = [];
  const processes: ServerProcess[] = [];
  const db = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await db.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    await db.end().catch(() => undefined);
    await smtp.close();
    await s3.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  try {
    await db.connect();
    // All at once, as a deployment starts them: they race to create the schema and migrate.
    await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const port = await freePort();
        const dataDir = mkdtempSync(join(tmpdir(), `admit-cluster-${index}-`));
        folders.push(dataDir);
        const logs: ServerProcess['logs'] = [];
        const child = spawnServer(
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            DATABASE_SCHEMA: schema,
            STORAGE_URL: `s3://S3RVER:S3RVER@admit-cluster?endpoint=http://127.0.0.1:${s3Port}`,
            MAIL_URL: `smtp://127.0.0.1:${smtp.port}`,
            PUBLIC_URL: publicUrl,
            TRUST_PROXY: 'true',
            DOCX_CONVERTER: 'builtin',
            LOG_LEVEL: 'info',
          },
          logs,
        );
        children.push(child);
        const url = `http://127.0.0.1:${port}`;
        await waitForHealth(url, child);
        processes[index] = { index, url, pid: child.pid as number, logs };
      }),
    );
  } catch (error) {
    await close();
    throw error;
  }
  return {
    processes,
    publicUrl,
    async query(text, values) {
      return (await db.query(text, values)).rows;
    },
    async mailedCode(to) {
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
        const mail = smtp.received.filter((message) => message.to.includes(to)).at(-1);
        const code = mail && parseMessage('', mail.raw).code;
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no confirmation code mailed to ${to}`);
    },
    close,
  };
}
