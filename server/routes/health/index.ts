/** GET /healthz: 200 once the database answers, for load balancers and start-up scripts. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { messages } from '../../messages';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** Registers the health check. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Probes arrive every few seconds: log their requests only at warn, or quieter if configured so.
  const logLevel =
    LEVELS.indexOf(app.config.logLevel) > LEVELS.indexOf('warn') ? app.config.logLevel : 'warn';
  app.get('/healthz', { logLevel }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db.kysely);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ message: messages.databaseDown });
    }
  });
}
