/** The app's document worker pool (`app.documentPool`), destroyed when the app closes. */
import type { FastifyInstance } from 'fastify';
import { createDocumentPool, type DocumentPool, type PoolOptions } from './pool';

declare module 'fastify' {
  interface FastifyInstance {
    documentPool: DocumentPool;
  }
}

/** Decorates `app.documentPool`; its threads start on first use. */
export function documentPoolPlugin(app: FastifyInstance, options?: PoolOptions): void {
  const pool = createDocumentPool(options);
  app.decorate('documentPool', pool);
  // After the job runner stopped (preClose), so no task is sent to a closed pool.
  app.addHook('onClose', async () => pool.close());
}
