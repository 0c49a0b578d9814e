/**
 * `npm run export -- [--since ISO] [--format jsonl|csv] [--out FILE|DIR]`: every submitted
 * application (issue 14), as GET /service/applications gives it, to stdout (no --out, or
 * `--out -`) or a file, readable by its owner only.
 * When --out is a folder (existing, or ending in /), the export is written there as
 * applications.jsonl or applications.csv with each application's documents and PDF
 * beside it (<id>/…), and the export names those files instead of links. An application
 * PDF not rendered yet is rendered here, in a document pool of one worker process, as the
 * server's job renders it. A progress bar shows on stderr when it is a terminal.
 */
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { SingleBar } from 'cli-progress';
import { loadEngine } from '../engine/engine';
import type { Config } from '../server/config';
import type { PdfRendering } from '../server/documents/application-pdf-job';
import { createDocumentPool } from '../server/documents/pool';
import { type ExportedApplication, submittedApplications } from '../server/export/applications';
import { EXPORT_FORMATS, type ExportFormat, exportStream } from '../server/export/format';
import { loadPartner } from '../server/partner';
import { loadPartnerLogo } from '../server/partner-logo';
import type { Repositories } from '../server/repositories';
import { parseSince } from '../server/routes/service/applications';
import { openStorage } from '../server/storage/plugin';
import type { Storage } from '../server/storage/types';
import { readArgs } from './cli-args';
import { type CliOutcome, finish, refuse, withRepositories } from './cli-database';

const usage = 'Usage: npm run export -- [--since ISO] [--format jsonl|csv] [--out FILE|DIR]';

interface Options {
  since: string;
  format: ExportFormat;
  out?: string;
}

function parseArgs(args: string[]): Options | string {
  const line = readArgs(args, { values: ['since', 'format', 'out'] });
  if (typeof line === 'string') return line;
  if (line.positionals.length > 0) return `Unknown argument '${line.positionals[0]}'.`;
  const { values } = line;
  const since = parseSince(values.since);
  if (since === undefined)
    return `--since must be an ISO 8601 day or a time with its zone, such as 2026-11-01 or 2026-11-01T09:00:00Z (got '${values.since}').`;
  const format = values.format ?? 'jsonl';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    return `--format must be jsonl or csv (got '${format}').`;
  // '-' is standard output, as for most tools, not a file of that name.
  return { since, format: format as ExportFormat, out: values.out === '-' ? undefined : values.out };
}

/**
 * What the export writes holds applicants' personal data (an SSN, a birth date, their
 * documents): readable by its owner only, whatever the umask.
 */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/** A file name safe in any folder: the stored name without separators or leading dots. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\0]/g, '_').replace(/^\.+/, '_');

/** Writes an application's documents and PDF under `<dir>/<id>/` and names them in the export. */
async function withFiles(
  storage: Storage,
  dir: string,
  application: ExportedApplication,
  { documents: docs, applicationPdfs: pdfs }: Repositories,
) {
  const folder = join(dir, application.id);
  await mkdir(folder, { recursive: true, mode: PRIVATE_DIR });
  const rows = await docs.list(application.id);
  for (const document of application.documents) {
    const row = rows.find((item) => item.answer_key === document.key);
    const body = row ? await storage.get(row.file_key) : undefined;
    if (!body) continue;
    const file = join(application.id, `${document.key}-${safeName(document.file_name)}`);
    await writeFile(join(dir, file), body, { mode: PRIVATE_FILE });
    document.file = file;
  }
  const pdf = await pdfs.find(application.id);
  const body = pdf?.pdf_key ? await storage.get(pdf.pdf_key) : undefined;
  if (body) {
    const file = join(application.id, 'application.pdf');
    await writeFile(join(dir, file), body, { mode: PRIVATE_FILE });
    application.pdf.file = file;
  }
  return application;
}

/** What the CLI renders missing PDFs with: the server's storage and partner, and its own pool. */
function cliRendering(config: Config, repos: Repositories, engine: PdfRendering['engine']) {
  const settings = loadPartner(config.partner, config.partnersDir);
  return {
    repos,
    storage: openStorage(config),
    // One worker: the CLI renders one PDF at a time, and starts it only if one is missing.
    pool: createDocumentPool({ threads: 1 }),
    engine,
    partner: {
      id: config.partner,
      settings,
      logo: loadPartnerLogo(config.partner, settings, config.partnersDir),
    },
    now: () => new Date(),
  } satisfies PdfRendering;
}

/** Runs the export with the given arguments, environment and output; returns what to print. */
export async function runExport(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  stdout: NodeJS.WritableStream = process.stdout,
  stderr: NodeJS.WriteStream | NodeJS.WritableStream = process.stderr,
): Promise<CliOutcome> {
  const options = parseArgs(args);
  if (typeof options === 'string') return refuse(2, options, usage);
  return withRepositories(env, 'The export failed', async (repos, config: Config) => {
    const engine = await loadEngine(config.partner);
    const { catalogue } = engine;
    const intoDir =
      options.out !== undefined &&
      (options.out.endsWith('/') || (existsSync(options.out) && statSync(options.out).isDirectory()));
    const rendering = cliRendering(config, repos, engine);
    const { storage } = rendering;
    const total = await repos.applications.countSubmitted(options.since);
    const bar =
      'isTTY' in stderr && stderr.isTTY ? new SingleBar({ stream: stderr, etaBuffer: 50 }) : undefined;
    bar?.start(total, 0);
    let count = 0;
    const applications = (async function* () {
      for await (const application of submittedApplications(rendering, config.publicUrl, options.since)) {
        yield intoDir && options.out
          ? await withFiles(storage, options.out, application, repos)
          : application;
        count += 1;
        bar?.update(count);
      }
    })();
    try {
      if (intoDir && options.out) await mkdir(options.out, { recursive: true, mode: PRIVATE_DIR });
      const target =
        intoDir && options.out ? join(options.out, `applications.${options.format}`) : options.out;
      // Written beside the target and renamed once complete: an export that fails halfway
      // leaves no file that looks whole (and an earlier export under that name as it was).
      const partial = target ? `${target}.${process.pid}.partial` : undefined;
      const output = partial ? createWriteStream(partial, { mode: PRIVATE_FILE }) : stdout;
      try {
        await pipeline(exportStream(catalogue, applications, options.format), output, {
          end: partial !== undefined,
        });
        if (partial && target) await rename(partial, target);
      } catch (error) {
        if (partial) await rm(partial, { force: true });
        throw error;
      }
      return {
        code: 0,
        lines: [],
        notes: [
          `Exported ${count} submitted application${count === 1 ? '' : 's'}${target ? ` to ${target}` : ''}.`,
        ],
      };
    } finally {
      bar?.stop();
      await storage.close();
      await rendering.pool.close();
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  finish(await runExport(process.argv.slice(2)));
}
