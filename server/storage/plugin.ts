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

/**
 * The origin browsers post uploads to, for the Content-Security-Policy's connect-src:
 * undefined for the local driver (the app's own origin), the bucket's for S3, read from
 * a presigned POST (signed locally, no request is made) so it matches what clients get.
 */
export async function uploadOrigin(config: Config): Promise<string | undefined> {
  if (config.storage.kind !== 's3') return undefined;
  const storage = s3Storage(config.storage);
  try {
    const now = new Date();
    const probe = await storage.presignUpload(
      { key: 'csp-probe', maxBytes: 1, expiresAt: new Date(now.getTime() + 60_000) },
      now,
    );
    return new URL(probe.url).origin;
  } finally {
    await storage.close();
  }
}

/** The configured storage, for the CLIs that read documents outside the app (`npm run export`). */
export function openStorage(config: Config): Storage {
  return config.storage.kind === 's3'
    ? s3Storage(config.storage)
    : localStorage(config.storage.dir, `${config.publicUrl}/uploads`, config.signingSecret);
}

/** Opens the configured storage; the local driver also gets its upload endpoint, POST /uploads. */
export async function storagePlugin(app: FastifyInstance, config: Config): Promise<void> {
  if (config.storage.kind === 's3') {
    const storage = s3Storage(config.storage);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
    return;
  }
  const storage = localStorage(config.storage.dir, `${config.publicUrl}/uploads`, config.signingSecret);
  app.decorate('storage', storage);
  await app.register(uploadRoutes, { storage });
}
