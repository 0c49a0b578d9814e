/**
 * The partner's engine (`app.engine`), built once at start from the generated manifest:
 * the one place on the server that builds an engine. Stale validators or a partner the
 * manifest does not know stop the start-up here, naming the partner.
 */
import type { FastifyInstance } from 'fastify';
import { type CatalogueManifest, type Engine, loadEngine, manifest } from '../../engine/index';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured partner's catalogue, rule evaluator and precompiled validators. */
    engine: Engine;
  }
}

/** Decorates `app.engine` with the engine of PARTNER (from `catalogue`, default the shipped manifest). */
export async function enginePlugin(
  app: FastifyInstance,
  config: Config,
  catalogue: Pick<CatalogueManifest, 'sources' | 'validators'> = manifest,
): Promise<void> {
  app.decorate('engine', await loadEngine(config.partner, catalogue));
}
