/**
 * The real app, in-process, for browser journeys: a fresh data folder (SQLite and the
 * mail outbox), the built client from dist/, a free port. `npm run build` must have run.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';

export const DIST_DIR = fileURLToPath(new URL('../../../dist', import.meta.url));

/** The server's clock, moved forward by tests (e.g. past the one-mail-a-minute limit) without sleeping. */
export class ShiftedClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface RunningServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  dataDir: string;
  clock: ShiftedClock;
  close(): Promise<void>;
}

/** A TCP port free right now on the loopback interface. */
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

/** Another client build, partners/ folder and catalogue manifest (a temporary partner's). */
export interface ServerOptions {
  distDir?: string;
  partnersDir?: string;
  catalogue?: AppOptions['catalogue'];
}

/**
 * Starts the app on a free port, with PUBLIC_URL naming it (mail links and the local
 * driver's upload address are absolute); throws when the client is not built.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const distDir = options.distDir ?? DIST_DIR;
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built client in ${distDir}: run \`npm run build\` before the browser journeys.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-e2e-'));
  const chosen = await freePort();
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      PORT: String(chosen),
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    options.partnersDir,
  );
  const clock = new ShiftedClock();
  const app = await buildApp(config, { distDir, now: clock.now, catalogue: options.catalogue });
  await app.listen({ host: '127.0.0.1', port: chosen });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    clock,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
