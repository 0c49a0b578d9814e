/**
 * The high-fidelity docx conversion: LibreOffice in headless mode (Debian's
 * libreoffice-writer-nogui), when installed. Each conversion gets its own profile
 * folder, so several run at once without LibreOffice's profile lock, and a time limit
 * after which its whole process group is killed: by this thread's timer, and by a
 * watchdog process in the group (GNU timeout) should the thread end first.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The first of `names` found on PATH. */
function findOnPath(names: string[], path: string): string | undefined {
  for (const dir of path.split(delimiter)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The soffice executable on PATH, or undefined when LibreOffice is not installed. */
export function findSoffice(path = process.env.PATH ?? ''): string | undefined {
  return findOnPath(['soffice', 'libreoffice'], path);
}

/** How long after this thread's limit the watchdog kills the group, if the thread has not. */
const WATCHDOG_GRACE_MS = 2_000;

/**
 * soffice's command line, behind a watchdog when coreutils' `timeout` is there: it runs
 * in soffice's process group and, at the limit (plus a grace), sends SIGKILL to the
 * whole group. This thread's timer does the same first; the watchdog covers the cases
 * where the timer is gone with its thread (a worker ended by the pool's own limit or a
 * shutdown, or the server killed), which would leave a hung soffice running for ever.
 */
function sofficeCommand(soffice: string, args: string[], timeoutMs: number): [string, string[]] {
  const watchdog = findOnPath(['timeout'], process.env.PATH ?? '');
  if (!watchdog) return [soffice, args];
  const seconds = ((timeoutMs + WATCHDOG_GRACE_MS) / 1000).toFixed(3);
  return [watchdog, ['--signal=KILL', `${seconds}s`, soffice, ...args]];
}

/**
 * Runs soffice in a process group of its own and, past the time limit, kills the whole
 * group: `soffice` is a wrapper whose `soffice.bin` child does the work, and killing the
 * wrapper alone would leave that child running, holding its memory, for ever.
 */
function runSoffice(soffice: string, args: string[], home: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const [command, commandArgs] = sofficeCommand(soffice, args, timeoutMs);
    const child = spawn(command, commandArgs, {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: home },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = `${stderr}${chunk.toString()}`.slice(-2000);
    });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group has already gone
      }
    };
    const timer = setTimeout(() => {
      killGroup();
      reject(new Error(`soffice took longer than ${timeoutMs} ms; its process group was killed`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // Whatever soffice left behind in its group goes with it.
      killGroup();
      if (code === 0) resolve();
      else reject(new Error(`soffice failed (${signal ?? code}): ${stderr}`));
    });
  });
}

/** Converts docx bytes to PDF with `soffice --headless --convert-to pdf`; throws when it fails. */
export async function docxToPdfLibreOffice(
  soffice: string,
  bytes: Uint8Array,
  timeoutMs = 120_000,
): Promise<Buffer> {
  const work = await mkdtemp(join(tmpdir(), 'admit-soffice-'));
  try {
    const input = join(work, 'document.docx');
    await writeFile(input, bytes);
    await runSoffice(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        work,
        input,
      ],
      work,
      timeoutMs,
    );
    const output = await readFile(join(work, 'document.pdf')).catch(() => undefined);
    if (!output || output.length === 0) throw new Error('soffice wrote no PDF');
    return output;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
