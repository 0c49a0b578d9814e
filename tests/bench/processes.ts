/** Starting and stopping server processes for the benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';
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
  stop(): Promise<void>;
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
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
