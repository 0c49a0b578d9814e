/**
 * The embedded default: objects as files under DATA_DIR/uploads, uploaded through the
 * server's own POST /uploads, which verifies the signed policy exactly as S3 would
 * (./policy.ts), so the browser cannot tell the drivers apart.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type PolicySigner, signPostPolicy } from './policy';
import { isSafeKey, type PresignedUpload, type Storage, type UploadGrant } from './types';

/** The "bucket" the local policies name. */
export const LOCAL_BUCKET = 'uploads';
/** The local signer's access key id. */
export const LOCAL_ACCESS_KEY = 'admit-local';
const SECRET_FILE = '.policy-secret';

/** The local driver, with what its upload endpoint needs to verify policies. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly dir: string;
  readonly signer: PolicySigner;
  /** Moves a fully received temporary file into place as the object `key`. */
  adopt(temporary: string, key: string): Promise<void>;
  /** A fresh temporary path inside the storage folder (same file system, so adopt is a rename). */
  temporaryPath(): string;
}

/**
 * The signing secret, created once per data folder (0600) and shared by every process
 * using it, so a URL presigned by one process verifies in another and after a restart.
 */
function loadSecret(dir: string): string {
  const file = join(dir, SECRET_FILE);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** A temporary file this old belongs to no upload still running: its process ended mid-way. */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Removes what a process that ended mid-upload or mid-write left in .tmp (each upload
 * removes its own file when it finishes, well or not). Files younger than
 * STALE_TEMPORARY_MS may be another running process's, and stay. Returns how many went.
 */
export function sweepTemporaryFiles(dir: string, now = Date.now()): number {
  const folder = join(dir, '.tmp');
  let removed = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      if (now - statSync(path).mtimeMs < STALE_TEMPORARY_MS) continue;
      rmSync(path, { force: true, recursive: true });
      removed += 1;
    } catch (error) {
      // Gone meanwhile (another process swept it or finished with it).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/**
 * Opens (creating) the storage folder, sweeping stale temporary files. `uploadUrl` is
 * where browsers post (PUBLIC_URL/uploads).
 */
export function localStorage(dir: string, uploadUrl: string): LocalStorage {
  mkdirSync(join(dir, '.tmp'), { recursive: true });
  sweepTemporaryFiles(dir);
  const signer: PolicySigner = {
    accessKeyId: LOCAL_ACCESS_KEY,
    secretAccessKey: loadSecret(dir),
    region: 'local',
  };
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(dir, 'objects', key);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'local',
    dir,
    signer,
    async presignUpload(grant: UploadGrant, now: Date): Promise<PresignedUpload> {
      const fields = signPostPolicy({ bucket: LOCAL_BUCKET, minBytes: 0, ...grant }, signer, now);
      return { url: uploadUrl, fields };
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async put(key, body) {
      const path = pathOf(key);
      const temporary = this.temporaryPath();
      await writeFile(temporary, body);
      await mkdir(dirname(path), { recursive: true });
      await rename(temporary, path);
    },
    async adopt(temporary, key) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await rename(temporary, path);
    },
    temporaryPath() {
      return join(dir, '.tmp', randomBytes(12).toString('hex'));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}
