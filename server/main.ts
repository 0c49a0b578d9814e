/**
 * The server entry (`tsx server/main.ts`): configuration and the partner's catalogue
 * checked, app, listen. SIGTERM or SIGINT stop accepting connections, let in-flight
 * requests finish, close the database and exit 0; a second signal, or requests still
 * running after 10 s, exit 1 at once.
 */
import { manifest } from '../engine/index';
import { buildApp } from './app';
import { checkPartnerAtStart } from './catalogue/files';
import { type Config, loadConfig } from './config';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
    // The partner's files pass the catalogue checker, or nothing starts.
    checkPartnerAtStart(config.partnersDir, config.partner, manifest.partnerIds);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error('shutdown: requests still running after 10 s, exiting');
      process.exit(1);
    }, 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
