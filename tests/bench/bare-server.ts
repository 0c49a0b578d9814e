/**
 * The baseline for the server benchmark: a bare Fastify route with no plugins,
 * no database and no logging, run as its own process exactly as the real server is.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
