/** Starting and stopping server processes for the benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port that is free right now on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  url: string;
  /** CPU time (user and system, ms) the process and its children have used so far; NaN where unknown. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Linux's clock ticks per second (CLK_TCK), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time of every live process in a process group, from /proc (Linux): tsx runs
 * the server as a child of its own, so the group holds both. NaN without /proc.
 */
export function groupCpuMs(group: number): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return Number.NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After "(command)": state, ppid, pgrp, ..., utime and stime (fields 14 and 15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Runs a TypeScript entry with tsx and waits until `readyPath` answers 200. */
export async function startProcess(
  entry: string,
  readyPath: string,
  env: Record<string, string>,
): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node_modules/.bin/tsx', [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not answer ${readyPath} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    // detached: the child leads its own process group.
    cpuMs: () => (child.pid ? groupCpuMs(child.pid) : Number.NaN),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
