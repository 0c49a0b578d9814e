/**
 * The Fastify app, built from a checked configuration. Order follows fastify/demo:
 * external plugins (errors, the API description, database, mail, partner, security,
 * sessions), then the routes per resource, then the client and the not-found handler.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import type { CatalogueManifest } from '../engine/index';
import type { Config } from './config';
import { documentPoolPlugin } from './documents/plugin';
import type { PoolOptions } from './documents/pool';
import { jobsPlugin } from './jobs/plugin';
import { loggerOptions } from './logger';
import { messages } from './messages';
import { dbPlugin } from './plugins/db';
import { enginePlugin } from './plugins/engine';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { openapiPlugin } from './plugins/openapi';
import { partnerPlugin } from './plugins/partner';
import { partnerLogoPlugin } from './plugins/partner-logo';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';
import { storableTextPlugin } from './plugins/storable-text';
import { applicationRoutes } from './routes/application';
import { authRoutes } from './routes/auth';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { lookupRoutes } from './routes/lookup';
import { openapiRoutes } from './routes/openapi';
import { partnerRoutes } from './routes/partner';
import { pdfRoutes } from './routes/pdf';
import { profileRoutes } from './routes/profile';
import { serviceRoutes } from './routes/service';
import { prefillPublicRoutes } from './routes/service/prefill';
import { sessionRoutes } from './routes/session';
import { storagePlugin } from './storage/plugin';
import { sweepPlugin } from './sweep/plugin';

/** What tests (and only tests) change beside the configuration. */
export interface AppOptions {
  /** The clock; tests move it to expire codes, links and sessions without sleeping. */
  now?: () => Date;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: DestinationStream;
  /** The built client's folder (default dist/). */
  distDir?: string;
  /** The document worker pool's size and limits (defaults suit production). */
  documentPool?: PoolOptions;
  /** Told of every route as it is registered (tools that cover every route: the fuzzer). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** The catalogue (default: the manifest generated from schemas/ and partners/); a test's own folder. */
  catalogue?: Pick<CatalogueManifest, 'sources' | 'validators'>;
  /** How long a request may take to arrive whole (default REQUEST_TIMEOUT_MS); tests shorten it. */
  requestTimeoutMs?: number;
}

/**
 * How long a request may take to arrive, headers and body: then it is answered 408 and its
 * connection closed. Fastify's default is no limit, so a client that sends a body more slowly
 * than it announced (or never finishes it) held a connection for as long as it liked, and
 * enough of them would hold every connection the server can take on deadline day. Two
 * minutes carry the largest body (1 MB) at under 70 kbit/s, slower than a 2G connection.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

const requestTimeout = (options: AppOptions) => options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

/** The largest request body: 1 MB, the upload limit too (SPEC 9). */
export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The app's clock; every timestamp and expiry reads it. */
    now: () => Date;
  }
}

/**
 * Once close() is called, answers still in flight end their keep-alive connection;
 * otherwise a client holding the connection open (a load balancer, fetch) would keep
 * the server from ever finishing its close.
 */
function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback-style (not async): this runs on every answer, and a promise per answer adds up.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Builds the app (database opened and migrated); call `listen` or `inject` on it. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestTimeout: requestTimeout(options),
    // Node checks for late requests at this interval (default 30 s), and counts the headers'
    // own time (default 60 s) only when it is within the request's.
    http: {
      requestTimeout: requestTimeout(options),
      headersTimeout: Math.min(60_000, requestTimeout(options)),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout(options) / 4)),
    },
    // Start-up runs migrations and may load the partner's lookup data: allow it a minute
    // on a busy machine rather than Fastify's default 10 s.
    pluginTimeout: 60_000,
    // "__proto__" or "constructor" keys in a body are refused (400), never merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Types are checked, not coerced: a number where a string belongs is a 400.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // Errors raised before routing (a malformed URL) get the same JSON shape as the rest.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      request.log.info({ code: error.code }, 'request refused');
      return reply.code(400).send({ message: messages.badUrl });
    },
  });
  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }
  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));
  // Every body is JSON; text/plain (Fastify's other default) answers 415 instead.
  app.removeContentTypeParser('text/plain');
  drainOnClose(app);

  try {
    await errorsPlugin(app);
    await storableTextPlugin(app);
    // Before any route, so the API description sees every one.
    await openapiPlugin(app);
    await dbPlugin(app, config);
    await mailPlugin(app, config);
    await partnerPlugin(app, config);
    await partnerLogoPlugin(app, config);
    await enginePlugin(app, config, options.catalogue);
    await securityPlugin(app, config);
    await sessionPlugin(app, config);
    await storagePlugin(app, config);
    await jobsPlugin(app);
    documentPoolPlugin(app, options.documentPool);
    sweepPlugin(app);

    await app.register(healthRoutes);
    await app.register(partnerRoutes, { prefix: '/public' });
    await app.register(authRoutes, { prefix: '/public' });
    await app.register(prefillPublicRoutes, { prefix: '/public' });
    await app.register(sessionRoutes, { prefix: '/api' });
    // Behind the session check of the session plugin (every /api path but logout).
    await app.register(profileRoutes, { prefix: '/api' });
    await app.register(applicationRoutes, { prefix: '/api' });
    await app.register(lookupRoutes, { prefix: '/lookup' });
    await app.register(documentRoutes, { prefix: '/api' });
    await app.register(pdfRoutes, { prefix: '/api' });
    await app.register(serviceRoutes, { prefix: '/service' });
    await app.register(openapiRoutes, { prefix: '/api' });

    await staticPlugin(app, options.distDir);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
