/**
 * Document work off the event loop (docs/documents.md): a pool of worker threads
 * (piscina) sized to the machine, each with a memory cap, and each task with a time
 * limit. An upload that would take seconds or a gigabyte (a decompression bomb, a
 * pathological PDF) then costs one worker, which is ended and replaced, and never the
 * latency of every other applicant's requests.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ApplicationPdfInput } from './application-pdf';
import type { DocumentTask, TaskResult } from './tasks';

/** How the pool is sized and bounded. */
export interface PoolOptions {
  /** Worker threads (default: the cores but one, at least one: the event loop keeps a core). */
  threads?: number;
  /** Each worker's V8 heap cap in MB (default 512). */
  memoryMb?: number;
  /** A conversion's time limit in ms (default 150 s: LibreOffice's 2 minutes, then the fallback). */
  convertTimeoutMs?: number;
  /** LibreOffice's own limit, inside a conversion (default 120 s). */
  sofficeTimeoutMs?: number;
  /** The application PDF's time limit in ms (default 60 s). */
  renderTimeoutMs?: number;
}

/** Why a task did not finish: the worker ran out of memory or time, or crashed. */
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

/** Starts a pool (its threads start on first use). */
export function createDocumentPool(options: PoolOptions = {}): DocumentPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const memoryMb = options.memoryMb ?? 512;
  const convertTimeoutMs = options.convertTimeoutMs ?? 150_000;
  const sofficeTimeoutMs = options.sofficeTimeoutMs ?? 120_000;
  const renderTimeoutMs = options.renderTimeoutMs ?? 60_000;
  const pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 64 },
  });

  async function run(task: DocumentTask, timeoutMs: number): Promise<TaskResult> {
    try {
      return (await pool.run(task, { signal: AbortSignal.timeout(timeoutMs) })) as TaskResult;
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'AbortError'
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
      await pool.destroy();
    },
  };
}
