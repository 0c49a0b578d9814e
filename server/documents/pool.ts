/**
 * Document work off the event loop (docs/documents.md): a pool of worker processes
 * (workerpool) sized to the machine, each with a memory cap, and each task with a time
 * limit. An upload that would take seconds or a gigabyte (a decompression bomb, a
 * pathological PDF) then costs one worker, which is ended and replaced, and never the
 * latency of every other applicant's requests, nor the server itself.
 *
 * Processes, not threads: a worker thread's heap cap stops most runaways, but not an array
 * grown past it in one allocation, which V8 ends by aborting the whole process. A PDF whose
 * page tree pdf-lib listed without end took the server down that way, and with it every
 * applicant; a worker process that aborts takes only itself.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { ApplicationPdfInput } from './application-pdf';
import type { DocumentTask, TaskResult } from './tasks';

/** How the pool is sized and bounded. */
export interface PoolOptions {
  /** Worker processes (default: the cores but one, at least one: the event loop keeps a core). */
  threads?: number;
  /** Each worker's V8 heap cap in MB (default 512). */
  memoryMb?: number;
  /** A conversion's time limit in ms (default 150 s: LibreOffice's 2 minutes, then the fallback). */
  convertTimeoutMs?: number;
  /** LibreOffice's own limit, inside a conversion (default 120 s). */
  sofficeTimeoutMs?: number;
  /** The application PDF's time limit in ms (default 60 s). */
  renderTimeoutMs?: number;
  /** The worker's script (default ./worker.mjs); a test's worker adds a runaway of its own. */
  workerScript?: string;
}

/** Why a task did not finish: the worker ran out of memory or time, or crashed (it is replaced). */
export class PoolTaskFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PoolTaskFailed';
  }
}

/** The pool the app holds (`app.documentPool`). */
export interface DocumentPool {
  /** Checks and converts an upload; `maxPages` is the catalogue's files.maxPages (no limit without it). */
  convert(
    bytes: Uint8Array,
    fileName: string,
    soffice: string | undefined,
    maxPages?: number,
  ): Promise<TaskResult>;
  renderApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Starts a pool (its processes start on first use). */
export function createDocumentPool(options: PoolOptions = {}): DocumentPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const memoryMb = options.memoryMb ?? 512;
  const convertTimeoutMs = options.convertTimeoutMs ?? 150_000;
  const sofficeTimeoutMs = options.sofficeTimeoutMs ?? 120_000;
  const renderTimeoutMs = options.renderTimeoutMs ?? 60_000;
  const script = options.workerScript ?? fileURLToPath(new URL('./worker.mjs', import.meta.url));
  const pool = workerpool.pool(script, {
    workerType: 'process',
    maxWorkers: threads,
    forkOpts: {
      // The parent's flags (tsx's loader under tsx or vitest), and the heap cap. Structured
      // clone across the channel, as between threads: bytes stay bytes.
      execArgv: [...process.execArgv, `--max-old-space-size=${memoryMb}`, '--max-semi-space-size=32'],
      serialization: 'advanced',
    },
    // A worker ended for its time limit gets a second to go before it is killed.
    workerTerminateTimeout: 1_000,
  });

  async function run(task: DocumentTask, timeoutMs: number): Promise<TaskResult> {
    try {
      return (await pool.exec('run', [task]).timeout(timeoutMs)) as TaskResult;
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `took longer than ${timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
      throw new PoolTaskFailed(`document task ${task.kind} failed: ${reason}`, { cause: error });
    }
  }

  return {
    convert: (bytes, fileName, soffice, maxPages) =>
      run({ kind: 'convert', bytes, fileName, soffice, sofficeTimeoutMs, maxPages }, convertTimeoutMs),
    async renderApplicationPdf(input) {
      const result = await run({ kind: 'application-pdf', input }, renderTimeoutMs);
      if (!('pdf' in result)) throw new PoolTaskFailed('the application PDF did not render');
      return result.pdf;
    },
    async close() {
      // Ends the workers now, as a shutdown must: a task in hand fails, and its job runs
      // again after the restart.
      await pool.terminate(true);
    },
  };
}
