/** The server process: configuration errors, start, and a graceful stop that drains requests. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/client';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'admit-main-'));

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  // DATABASE_URL '' keeps this process test on SQLite whatever the suite's environment.
  const child = spawn(TSX, ['server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a failed test can kill tsx and the node process it runs.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function listeningUrl(server: Run): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

describe('server/main.ts', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a configuration error naming the variable and exits 1', async () => {
    const server = run({ PORT: 'abc' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(
      "Invalid configuration: PORT must be an integer from 0 to 65535 (got 'abc')",
    );
  });

  it('stops at start when PARTNER names no folder, naming the partner and its file', async () => {
    const server = run({ PARTNER: 'acme' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(
      "Invalid configuration: PARTNER must be the name of a folder under partners/ holding partner.json, and partners/acme/partner.json does not exist (got 'acme')",
    );
  });

  it('refuses several processes on a shared database and storage folder without SIGNING_SECRET', async () => {
    // Refused while reading the configuration, before any connection is tried.
    const server = run({
      DATABASE_URL: 'postgres://admit@127.0.0.1:1/admit',
      STORAGE_URL: `file://${join(dataDir, 'shared-uploads')}`,
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(
      'Invalid configuration: SIGNING_SECRET must be set, the same in every process, when DATABASE_URL and STORAGE_URL are set',
    );
  });

  it('serves, then on SIGTERM finishes the request in flight and exits 0', async () => {
    const server = run({ PORT: '0', HOST: '127.0.0.1' });
    try {
      const url = await listeningUrl(server);
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
      // A sign-up spends a few hundred milliseconds hashing: stop the server meanwhile.
      const inFlight = fetch(`${url}/public/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'drain@example.com', password: PASSWORD }),
      });
      // Stop once the server has the request (its log says so): a SIGTERM before that would
      // rightly refuse it as a request arriving during the stop.
      for (
        let waited = 0;
        !/"url":"\/public\/signup"[^\n]*incoming request/.test(server.output());
        waited += 10
      ) {
        if (waited > 20_000) throw new Error(`the sign-up never reached the server:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      server.child.kill('SIGTERM');
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      if (server.child.exitCode === null && server.child.pid) process.kill(-server.child.pid, 'SIGKILL');
    }
  });
});
