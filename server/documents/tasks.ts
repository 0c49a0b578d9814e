/**
 * The heavy document work, as it runs inside a worker process of the document pool
 * (./pool.ts, loaded by ./worker.mjs): checking and converting an upload, and rendering
 * the application PDF. Nothing here touches the database or storage; bytes come in and
 * go out. A file the applicant must replace comes back as a problem to show, not a throw.
 */
import { type ApplicationPdfInput, renderApplicationPdf } from './application-pdf';
import { convertToPdf } from './convert';
import { DocumentProblem } from './messages';

/** One piece of work for the pool. */
export type DocumentTask =
  | {
      kind: 'convert';
      bytes: Uint8Array;
      fileName: string;
      soffice: string | undefined;
      sofficeTimeoutMs?: number;
      /** The catalogue's files.maxPages. */
      maxPages?: number;
    }
  | { kind: 'application-pdf'; input: ApplicationPdfInput };

/** What a task gives back. */
export type TaskResult =
  | { pdf: Uint8Array; fallback?: string }
  /** The applicant's file cannot be used; the text says why and what to do. */
  | { problem: string };

/** Runs one task (the worker's entry point). */
export async function runTask(task: DocumentTask): Promise<TaskResult> {
  if (task.kind === 'application-pdf') return { pdf: await renderApplicationPdf(task.input) };
  let fallback: string | undefined;
  try {
    const pdf = await convertToPdf(task.bytes, task.fileName, {
      soffice: task.soffice,
      sofficeTimeoutMs: task.sofficeTimeoutMs,
      maxPages: task.maxPages,
      onFallback: (error) => {
        fallback = error instanceof Error ? error.message : String(error);
      },
    });
    return fallback === undefined ? { pdf } : { pdf, fallback };
  } catch (error) {
    if (error instanceof DocumentProblem) return { problem: error.message };
    throw error;
  }
}
