import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localStorage, STALE_TEMPORARY_MS, sweepTemporaryFiles } from './local';

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
