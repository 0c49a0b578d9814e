/**
 * A docx decompression bomb on deadline day: it ends FAILED with the generic conversion
 * message, and while it is processed everyone else keeps their latency. /healthz and
 * PUT /api/answer are sampled over real HTTP during the conversion; each must answer
 * within 200 ms (the old main-thread conversion held the event loop for 58 s). npm test
 * runs this file alone, after the others (the `isolated` project), and the document
 * threads run at a lower priority than the event loop (server/documents/priority.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../server/documents/messages';
import {
  conversionStatus,
  postUpload,
  presign,
  requestConversion,
  waitForConversion,
} from './fixtures/documents';
import { docxBomb } from './fixtures/files';
import { type Applicant, newApplicant } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const WITHIN_MS = 200;

describe.each(databases)('a docx bomb on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  let base: string;
  // The conversion's temporary folders (LibreOffice's among them) go under this one, so a
  // process left behind would carry its name on its command line.
  const scratch = mkdtempSync(join(tmpdir(), 'admit-bomb-'));
  const previousTmp = process.env.TMPDIR;
  beforeAll(async () => {
    process.env.TMPDIR = scratch;
    t = await startApp(target);
    ada = await newApplicant(t);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    rmSync(scratch, { recursive: true, force: true });
  });

  /** One timed request over the network, as another applicant's browser makes it. */
  async function timed(path: string, init: RequestInit = {}): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, init);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  it('fails with the generic message while /healthz and saves keep answering within 200 ms', async () => {
    const bomb = docxBomb(60);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    expect((await postUpload(t.app, presigned, bomb, 'essay.docx')).statusCode).toBe(204);
    const started = await requestConversion(
      t.app,
      ada.cookie,
      'hs_transcript',
      presigned.fields.key as string,
      'essay.docx',
    );
    expect(started.statusCode).toBe(202);

    const samples: { what: string; status: number; ms: number }[] = [];
    let done = false;
    const sampling = (async () => {
      let value = 0;
      while (!done) {
        samples.push({ what: 'GET /healthz', ...(await timed('/healthz')) });
        value += 1;
        samples.push({
          what: 'PUT /api/answer',
          ...(await timed('/api/answer', {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie: ada.cookie, origin: 'http://admit.test' },
            body: JSON.stringify({ first_name: `Ada ${value}` }),
          })),
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const outcome = await waitForConversion(t.app, ada.cookie, 'hs_transcript');
    // A few samples after the end too: a bomb must not leave the process busy behind it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    done = true;
    await sampling;

    expect(outcome).toEqual({ status: 'FAILED', message: documentMessages.conversionFailed });
    expect(samples.length).toBeGreaterThanOrEqual(4);
    for (const sample of samples) {
      expect(sample.status, sample.what).toBe(200);
      expect(sample.ms, `${sample.what} took ${sample.ms.toFixed(0)} ms`).toBeLessThan(WITHIN_MS);
    }
    expect((await conversionStatus(t.app, ada.cookie, 'hs_transcript')).status).toBe('FAILED');
    // Nothing the conversion started (soffice included) is left running.
    let survivors = '';
    try {
      survivors = execFileSync('pgrep', ['-af', scratch], { encoding: 'utf8' });
    } catch {
      survivors = ''; // pgrep exits 1 when nothing matches
    }
    expect(survivors).toBe('');
  });
});
