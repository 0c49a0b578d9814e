/**
 * The embedded default: objects as files under DATA_DIR/uploads, uploaded through the
 * server's own POST /uploads, which verifies the signed policy exactly as S3 would
 * (./policy.ts), so the browser cannot tell the drivers apart.
 */
import { randomBytes } from 'node:crypto';
import {
  type Dirent,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { type PolicySigner, signPostPolicy } from './policy';
import { isSafeKey, type PresignedUpload, type Storage, type StoredObject, type UploadGrant } from './types';

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
  /**
   * Moves a fully received temporary file into place as the object `key`, only when no
   * object is there: an upload never replaces what was stored (the policy of a presigned
   * POST can be posted again while it is valid).
   * @throws ObjectExists when the key holds an object already.
   */
  adopt(temporary: string, key: string): Promise<void>;
  /** A fresh temporary path inside the storage folder (same file system, so adopt is a link). */
  temporaryPath(): string;
}

/**
 * The signing secret of the embedded default, created once per storage folder (0600),
 * so a URL presigned before a restart still verifies. Several processes are given one
 * in SIGNING_SECRET instead (config.ts refuses that setup without it).
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

/** An upload to a key that holds an object already: uploads never replace one. */
export class ObjectExists extends Error {
  constructor(readonly key: string) {
    super(`An object is stored under ${key} already`);
    this.name = 'ObjectExists';
  }
}

/**
 * Errors that mean "no object under this key": none there (ENOENT), a segment of the key
 * is a file (ENOTDIR), a segment too long for the file system (ENAMETOOLONG), or the key
 * names a folder of other keys (EISDIR). Each follows from the key, not from a fault.
 */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR']);

/** A temporary file this old belongs to no upload still running: its process ended mid-way. */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Removes what a process that ended mid-upload or mid-write left in .tmp (each upload
 * removes its own file when it finishes, well or not). Files younger than `graceMs`
 * may be another running process's, and stay. Runs at start and in every sweep
 * (server/sweep/). Returns how many went.
 */
export function sweepTemporaryFiles(dir: string, now = Date.now(), graceMs = STALE_TEMPORARY_MS): number {
  const folder = join(dir, '.tmp');
  let removed = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      if (now - statSync(path).mtimeMs < graceMs) continue;
      rmSync(path, { force: true, recursive: true });
      removed += 1;
    } catch (error) {
      // Gone meanwhile (another process swept it or finished with it).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/** The objects under `folder` (keys relative to `root`), a page at a time, deepest folders as found. */
async function* walk(root: string, folder: string): AsyncGenerator<StoredObject[]> {
  const folders = [folder];
  let page: StoredObject[] = [];
  for (let next = folders.pop(); next !== undefined; next = folders.pop()) {
    let entries: Dirent[];
    try {
      entries = await readdir(next, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const entry of entries) {
      const path = join(next, entry.name);
      if (entry.isDirectory()) folders.push(path);
      else if (entry.isFile()) {
        const modified = await stat(path).then(
          (info) => info.mtime,
          () => undefined, // deleted meanwhile
        );
        if (modified) page.push({ key: relative(root, path).split(sep).join('/'), modifiedAt: modified });
        if (page.length >= 1000) {
          yield page;
          page = [];
        }
      }
    }
  }
  if (page.length > 0) yield page;
}

/**
 * Opens (creating) the storage folder, sweeping stale temporary files. `uploadUrl` is
 * where browsers post (PUBLIC_URL/uploads); `secret` signs the upload policies (made
 * once in the folder when not given).
 */
export function localStorage(dir: string, uploadUrl: string, secret?: string): LocalStorage {
  mkdirSync(join(dir, '.tmp'), { recursive: true });
  sweepTemporaryFiles(dir);
  const signer: PolicySigner = {
    accessKeyId: LOCAL_ACCESS_KEY,
    secretAccessKey: secret ?? loadSecret(dir),
    region: 'local',
  };
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(dir, 'objects', key);
  };
  const missing = (error: unknown) => NOT_THERE.has((error as NodeJS.ErrnoException).code ?? '');
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
        const info = await stat(pathOf(key));
        // A folder (the keys under it are objects, it is none) or anything else but a file.
        return info.isFile() ? info.size : undefined;
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
      // link() fails with EEXIST when anything is at the path, atomically: of two posts
      // of one policy at once, one is stored and the other refused, never both in turn.
      try {
        await link(temporary, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExists(key);
        throw error;
      }
      await unlink(temporary);
    },
    temporaryPath() {
      return join(dir, '.tmp', randomBytes(12).toString('hex'));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async purgeTemporary(before) {
      // Files last written at or before `before` go: "now" is `before`, with no grace left.
      return sweepTemporaryFiles(dir, before.getTime(), 0);
    },
    list(prefix) {
      const objects = join(dir, 'objects');
      return walk(objects, join(objects, prefix));
    },
    async close() {},
  };
}
