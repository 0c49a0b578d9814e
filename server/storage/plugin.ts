/** The document storage (`app.storage`): local files by default, S3 when STORAGE_URL says so. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';
import { uploadRoutes } from './upload-route';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Opens the configured storage; the local driver also gets its upload endpoint, POST /uploads. */
export async function storagePlugin(app: FastifyInstance, config: Config): Promise<void> {
  if (config.storage.kind === 's3') {
    const storage = s3Storage(config.storage);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
    return;
  }
  const storage = localStorage(config.storage.dir, `${config.publicUrl}/uploads`);
  app.decorate('storage', storage);
  await app.register(uploadRoutes, { storage });
}
