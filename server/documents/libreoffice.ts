/**
 * The high-fidelity docx conversion: LibreOffice in headless mode (Debian's
 * libreoffice-writer-nogui), when installed. Each conversion gets its own profile
 * folder, so several run at once without LibreOffice's profile lock, and a time limit.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The soffice executable on PATH, or undefined when LibreOffice is not installed. */
export function findSoffice(path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  return undefined;
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
    await new Promise<void>((resolve, reject) => {
      execFile(
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
        { timeout: timeoutMs, killSignal: 'SIGKILL', env: { ...process.env, HOME: work } },
        (error, _stdout, stderr) =>
          error ? reject(new Error(`soffice failed: ${error.message} ${stderr}`)) : resolve(),
      );
    });
    const output = await readFile(join(work, 'document.pdf')).catch(() => undefined);
    if (!output || output.length === 0) throw new Error('soffice wrote no PDF');
    return output;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
