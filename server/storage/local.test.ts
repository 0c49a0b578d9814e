import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localStorage, ObjectExists, STALE_TEMPORARY_MS, sweepTemporaryFiles } from './local';
import { verifyPostPolicy } from './policy';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function storageDir() {
  const dir = mkdtempSync(join(tmpdir(), 'admit-local-storage-'));
  dirs.push(dir);
  return dir;
}

/** A file in .tmp last written `ageMs` ago. */
function leftover(dir: string, name: string, ageMs: number) {
  const path = join(dir, '.tmp', name);
  writeFileSync(path, 'half an upload');
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
}

describe('temporary files of the local storage', () => {
  it('are swept when the storage opens if a process left them over an hour ago; recent ones stay', () => {
    const dir = storageDir();
    localStorage(dir, 'http://127.0.0.1/uploads');
    leftover(dir, 'crashed-upload', STALE_TEMPORARY_MS + 60_000);
    leftover(dir, 'running-upload', 5_000);
    localStorage(dir, 'http://127.0.0.1/uploads');
    expect(readdirSync(join(dir, '.tmp'))).toEqual(['running-upload']);
  });

  it('counts what it removed, and removes nothing twice', () => {
    const dir = storageDir();
    localStorage(dir, 'http://127.0.0.1/uploads');
    leftover(dir, 'a', STALE_TEMPORARY_MS * 2);
    leftover(dir, 'b', STALE_TEMPORARY_MS * 3);
    expect(sweepTemporaryFiles(dir)).toBe(2);
    expect(sweepTemporaryFiles(dir)).toBe(0);
  });

  it('leaves the stored objects alone', async () => {
    const dir = storageDir();
    const storage = localStorage(dir, 'http://127.0.0.1/uploads');
    await storage.put('documents/1/file.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    sweepTemporaryFiles(dir, Date.now() + STALE_TEMPORARY_MS * 10);
    expect((await storage.get('documents/1/file.pdf'))?.toString()).toBe('%PDF-1.7');
  });
});

describe('the signing secret of the local storage', () => {
  const grant = { key: 'documents/u/q/1', maxBytes: 1024, expiresAt: new Date(Date.now() + 60_000) };
  const verifierOf = (secret: string) => (id: string) => (id === 'admit-local' ? secret : undefined);

  it('is made once in the folder when none is configured, so a restart verifies earlier policies', async () => {
    const dir = storageDir();
    const first = localStorage(dir, 'http://127.0.0.1/uploads');
    const { fields } = await first.presignUpload(grant, new Date());
    const again = localStorage(dir, 'http://127.0.0.1/uploads');
    expect(again.signer.secretAccessKey).toBe(first.signer.secretAccessKey);
    const verdict = verifyPostPolicy(fields, {
      bucket: 'uploads',
      now: new Date(),
      secretOf: verifierOf(again.signer.secretAccessKey),
    });
    expect(verdict).toMatchObject({ key: grant.key });
  });

  it('is SIGNING_SECRET when configured: two processes on two folders verify each other, no file made', async () => {
    const secret = 'b'.repeat(64);
    const one = localStorage(storageDir(), 'http://127.0.0.1/uploads', secret);
    const two = localStorage(storageDir(), 'http://127.0.0.1/uploads', secret);
    expect(existsSync(join(one.dir, '.policy-secret'))).toBe(false);
    const { fields } = await one.presignUpload(grant, new Date());
    const verdict = verifyPostPolicy(fields, {
      bucket: 'uploads',
      now: new Date(),
      secretOf: verifierOf(two.signer.secretAccessKey),
    });
    expect(verdict).toMatchObject({ key: grant.key });
  });
});

describe('objects the local storage does not hold', () => {
  it('are missing (undefined), whatever the file system says of their key', async () => {
    const storage = localStorage(storageDir(), 'http://127.0.0.1/uploads');
    await storage.put('documents/u/q/file', Buffer.from('%PDF-1.7'), 'application/pdf');
    for (const key of [
      'documents/u/q/other', // ENOENT
      'documents/u/q/file/x', // ENOTDIR: under a file
      `documents/u/q/${'a'.repeat(300)}`, // ENAMETOOLONG
      'documents/u/q', // a folder (EISDIR when read)
    ]) {
      expect(await storage.size(key), key).toBeUndefined();
      expect(await storage.get(key), key).toBeUndefined();
    }
    expect(await storage.size('documents/u/q/file')).toBe(8);
  });
});

describe('adopting an upload', () => {
  it('stores it once: a second upload to the key is refused and the first stays', async () => {
    const storage = localStorage(storageDir(), 'http://127.0.0.1/uploads');
    const first = storage.temporaryPath();
    writeFileSync(first, 'first');
    await storage.adopt(first, 'documents/u/q/1');
    expect(existsSync(first)).toBe(false);
    const second = storage.temporaryPath();
    writeFileSync(second, '');
    await expect(storage.adopt(second, 'documents/u/q/1')).rejects.toBeInstanceOf(ObjectExists);
    expect((await storage.get('documents/u/q/1'))?.toString()).toBe('first');
    expect(readFileSync(second, 'utf8')).toBe('');
  });

  it('of two adopted at once, stores one and refuses the other', async () => {
    const storage = localStorage(storageDir(), 'http://127.0.0.1/uploads');
    const paths = ['one', 'two'].map((text) => {
      const path = storage.temporaryPath();
      writeFileSync(path, text);
      return path;
    });
    const outcomes = await Promise.allSettled(paths.map((path) => storage.adopt(path, 'documents/u/q/2')));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const stored = (await storage.get('documents/u/q/2'))?.toString();
    expect(stored).toBe(outcomes[0]?.status === 'fulfilled' ? 'one' : 'two');
  });
});
