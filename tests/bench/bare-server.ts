/**
 * The baseline for the server benchmark: a bare Fastify route, run as its own process
 * exactly as the real server is, with the app's logger (the same options, level and
 * asynchronous stdout destination, server/logger.ts) and the same small JSON answer as
 * GET /healthz, but no plugin, hook, database or security header.
 */
import Fastify from 'fastify';
import type { LogLevel } from '../../server/config';
import { loggerOptions } from '../../server/logger';

const level = (process.env.LOG_LEVEL ?? 'info') as LogLevel;
const app = Fastify({ logger: loggerOptions(level) });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
