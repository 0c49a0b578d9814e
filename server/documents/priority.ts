/**
 * Document work yields the CPU to requests. Each worker of the document pool (a process,
 * ./pool.ts) lowers the scheduling priority of the thread that runs its tasks (Linux keeps
 * a nice value per thread, and a child such as LibreOffice inherits its thread's), so that
 * when the cores are busy an
 * applicant's save or page load is scheduled before another applicant's conversion.
 * The work still gets every idle cycle; it only loses ties.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of the document threads (0 is the server's own, 19 the lowest). */
export const DOCUMENT_NICE = 10;

/**
 * This thread's kernel id, read from /proc/thread-self (a link to "<pid>/task/<tid>"),
 * or undefined where there is no such link (not Linux).
 */
export function currentThreadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the calling thread's priority to DOCUMENT_NICE; on Linux setpriority with a
 * thread id changes that thread alone, never the event loop's. Elsewhere it does nothing:
 * a lower priority is an improvement, not a condition of correctness.
 */
export function lowerThreadPriority(): boolean {
  const tid = currentThreadId();
  if (tid === undefined) return false;
  try {
    setPriority(tid, DOCUMENT_NICE);
    return true;
  } catch {
    return false;
  }
}
