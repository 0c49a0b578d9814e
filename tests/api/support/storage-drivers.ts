/** The app on each database with each storage driver: local files, or S3 (an s3rver of its own). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { databases, startApp, type TestApp } from './harness';

export const storageDrivers = ['local', 's3'] as const;
export type StorageDriver = (typeof storageDrivers)[number];

/** Every database with every driver, for describe.each. */
export const driverCases = databases.flatMap((database) =>
  storageDrivers.map((driver) => ({ database, driver })),
);

/**
 * Starts the app on `database` with the driver's storage: for S3, an s3rver holding `bucket`
 * in a folder of its own, which the app's close() stops and removes too.
 */
export async function startAppOnDriver(
  database: (typeof databases)[number],
  driver: StorageDriver,
  bucket: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  if (driver === 'local') return startApp(database, { env });
  const directory = mkdtempSync(join(tmpdir(), 'admit-s3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  const t = await startApp(database, {
    env: { ...env, STORAGE_URL: `s3://S3RVER:S3RVER@${bucket}?endpoint=http://127.0.0.1:${port}` },
  });
  const closeApp = t.close.bind(t);
  t.close = async () => {
    await closeApp();
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  };
  return t;
}
