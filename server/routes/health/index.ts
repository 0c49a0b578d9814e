/** GET /healthz: 200 once the database answers, for load balancers and start-up scripts. */
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { messageReply } from '../../../engine/contract';
import { messages } from '../../messages';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

const healthResponse = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok'] } },
  additionalProperties: false,
  description: 'The database answers.',
} as const;

/** Registers the health check. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Probes arrive every few seconds: log their requests only at warn, or quieter if configured so.
  // Set on the route only where it differs from the app's: a route level makes pino build
  // every log method again for each request's logger.
  const quieter = LEVELS.indexOf(app.config.logLevel) < LEVELS.indexOf('warn');
  const logLevel = quieter ? { logLevel: 'warn' as const } : {};
  // Compiled once: probes and load balancers call this often.
  const ping = CompiledQuery.raw('select 1');
  app.get(
    '/healthz',
    {
      ...logLevel,
      schema: {
        summary: 'Whether this process can serve: 200 once the database answers',
        response: {
          200: healthResponse,
          503: messageReply(`The database is not reachable: "${messages.databaseDown}"`),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.kysely.executeQuery(ping);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: messages.databaseDown });
      }
    },
  );
}
