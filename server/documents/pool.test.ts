/**
 * The document pool's bounds, and the ZIP check and LibreOffice's process group they
 * rely on: a task past its time or memory ends as PoolTaskFailed and the pool goes on;
 * a bomb stops at the limits; soffice killed on timeout leaves no process behind.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { docxBomb, docxFile, paragraph } from '../../tests/api/fixtures/files';
import { docxToPdfLibreOffice, findSoffice } from './libreoffice';
import { createDocumentPool, PoolTaskFailed } from './pool';
import { checkZip, ZipRefused } from './zip-limits';

describe('the ZIP check', () => {
  it('stops a bomb at the limits, and passes a real document', () => {
    expect(() => checkZip(docxBomb(60))).toThrow(ZipRefused);
    try {
      checkZip(docxBomb(60));
    } catch (error) {
      expect((error as ZipRefused).reason).toBe('limit');
    }
    expect(() => checkZip(docxFile())).not.toThrow();
  });

  it('calls bytes that are no ZIP unreadable', () => {
    for (const bytes of [Buffer.from('not a zip at all'), docxFile().subarray(0, 200)]) {
      try {
        checkZip(bytes);
        expect.unreachable('checkZip should refuse');
      } catch (error) {
        expect((error as ZipRefused).reason).toBe('unreadable');
      }
    }
  });
});

describe('the document pool', () => {
  const pool = createDocumentPool({ threads: 1, memoryMb: 48 });
  afterAll(async () => {
    await pool.close();
  });

  it('converts in a worker process', async () => {
    const result = await pool.convert(docxFile(), 'essay.docx', undefined);
    expect('pdf' in result && Buffer.from(result.pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reports a file the applicant must replace as a problem, not a failure', async () => {
    const result = await pool.convert(Buffer.from('plain text'), 'essay.docx', undefined);
    expect(result).toEqual({ problem: expect.stringContaining('.docx') });
  });

  it('ends a task past its time limit, and goes on', async () => {
    const hurried = createDocumentPool({ threads: 1, convertTimeoutMs: 1 });
    try {
      await expect(hurried.convert(docxFile(), 'essay.docx', undefined)).rejects.toThrow(PoolTaskFailed);
      await expect(hurried.convert(docxFile(), 'essay.docx', undefined)).rejects.toThrow(/longer than 1 ms/);
    } finally {
      await hurried.close();
    }
    expect('pdf' in (await pool.convert(docxFile(), 'essay.docx', undefined))).toBe(true);
  });

  it('ends a worker whose array outgrows its heap in one allocation, and the server goes on', async () => {
    // V8 aborts the whole process for such an allocation, whatever a worker thread's cap: the
    // worker is a process of its own, so only it ends. A page tree pdf-lib listed without end
    // took the server down so; this test's worker grows an array for a file named outgrow.pdf.
    const crashing = createDocumentPool({
      threads: 1,
      memoryMb: 64,
      workerScript: fileURLToPath(new URL('../../tests/api/fixtures/outgrowing-worker.mjs', import.meta.url)),
    });
    try {
      await expect(crashing.convert(new Uint8Array(8), 'outgrow.pdf', undefined)).rejects.toThrow(
        /terminated|exited|memory/i,
      );
      expect('pdf' in (await crashing.convert(docxFile(), 'essay.docx', undefined))).toBe(true);
    } finally {
      await crashing.close();
    }
  }, 60_000);

  it('ends a worker past its memory cap, and goes on with a new one', async () => {
    // About 4 MB of random words, which barely pack: within the ZIP limits, yet more than
    // a 48 MB heap once parsed into a document model and laid out.
    const words = Array.from({ length: 40_000 }, () => randomBytes(6).toString('base64url'));
    const body = Array.from({ length: 2_600 }, (_, index) =>
      paragraph(words.slice((index * 30) % 39_000, ((index * 30) % 39_000) + 120).join(' ')),
    ).join('');
    const heavy = docxFile(body);
    await expect(pool.convert(heavy, 'essay.docx', undefined)).rejects.toThrow(/memory|terminated|exited/i);
    expect('pdf' in (await pool.convert(docxFile(), 'essay.docx', undefined))).toBe(true);
  }, 120_000);
});

const soffice = findSoffice();

describe.runIf(soffice)('LibreOffice past its time limit', () => {
  it('is killed with its whole process group: no soffice process survives', async () => {
    // The conversion's work folder (and soffice's profile) goes under this folder, so the
    // processes of this test, and only they, carry its name on their command lines.
    const root = mkdtempSync(join(tmpdir(), 'admit-soffice-test-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = root;
    try {
      await expect(docxToPdfLibreOffice(soffice as string, docxFile(), 300)).rejects.toThrow(
        /process group was killed/,
      );
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    expect(await survivors(root)).toBe('');
    rmSync(root, { recursive: true, force: true });
  }, 30_000);

  it('is killed at its limit even when the worker that started it has ended', async () => {
    // A worker ended in the middle of a conversion (the pool's own limit, a shutdown, or the
    // whole server killed) takes its timer with it; the watchdog process beside soffice
    // still kills the group at the limit.
    const root = mkdtempSync(join(tmpdir(), 'admit-soffice-orphan-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = root;
    // A limit the worker's own timer does not reach before the worker is ended below, even on
    // a slow machine: the watchdog, not that timer, must be what kills the group.
    const hurried = createDocumentPool({ threads: 1, sofficeTimeoutMs: 4_000 });
    try {
      const converting = hurried.convert(docxFile(), 'essay.docx', soffice).catch((error) => error);
      // soffice is running once a process other than the watchdog names the work folder.
      const started = Date.now();
      let running = sofficeProcesses(root);
      while (running.length === 0 && Date.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        running = sofficeProcesses(root);
      }
      expect(running).not.toEqual([]);
      // Stopped, LibreOffice cannot finish by itself: only a kill ends it (a hung soffice).
      // A process that has ended meanwhile (soffice's script starts short-lived helpers) is passed over.
      for (const pid of sofficeProcesses(root)) {
        try {
          process.kill(pid, 'SIGSTOP');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
      await hurried.close();
      expect(await converting).toBeInstanceOf(Error);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    expect(await survivors(root)).toBe('');
    rmSync(root, { recursive: true, force: true });
  }, 60_000);
});

/**
 * The processes naming `root` still there after up to 15 s, or '' once none is: a killed
 * process can linger a moment on a busy machine.
 */
async function survivors(root: string): Promise<string> {
  let left = listed(root);
  for (const waitUntil = Date.now() + 15_000; left !== '' && Date.now() < waitUntil; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = listed(root);
  }
  return left;
}

/** The ids of the processes naming `root` other than the watchdog (GNU timeout): soffice's own. */
function sofficeProcesses(root: string): number[] {
  return listed(root)
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([, program]) => program !== undefined && !program.endsWith('timeout'))
    .map(([pid]) => Number(pid))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

/** The processes whose command line names `root` (pgrep -af), or '' when none. */
function listed(root: string): string {
  try {
    return execFileSync('pgrep', ['-af', root], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
}
