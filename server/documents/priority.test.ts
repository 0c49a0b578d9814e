/**
 * Document threads run at a lower priority than the event loop, and so does what they
 * start (LibreOffice): checked in a real worker thread, as the pool runs one.
 */
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_NICE } from './priority';

/** The nice value in a /proc/<id>/stat line (field 19, counted after the command's parentheses). */
function niceOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const linux = process.platform === 'linux';

describe.runIf(linux)('the document threads’ priority', () => {
  it('lowers the worker thread and its children, never the event loop', async () => {
    const before = getPriority();
    const worker = new Worker(
      `
      const { parentPort } = require('node:worker_threads');
      const { readFileSync } = require('node:fs');
      const { execFileSync } = require('node:child_process');
      import('tsx/esm/api').then(async ({ tsImport }) => {
        const { lowerThreadPriority } = await tsImport(${JSON.stringify(new URL('./priority.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)});
        const lowered = lowerThreadPriority();
        const thread = readFileSync('/proc/thread-self/stat', 'utf8');
        const child = execFileSync('cat', ['/proc/self/stat'], { encoding: 'utf8' });
        parentPort.postMessage({ lowered, thread, child });
      });
      `,
      { eval: true },
    );
    const reply = await new Promise<{ lowered: boolean; thread: string; child: string }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    await worker.terminate();
    expect(reply.lowered).toBe(true);
    expect(niceOf(reply.thread)).toBe(DOCUMENT_NICE);
    expect(niceOf(reply.child)).toBe(DOCUMENT_NICE);
    expect(getPriority()).toBe(before);
    expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(before);
  });
});
