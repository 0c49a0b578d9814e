/**
 * The sweep's purge of stale uploads, on the local driver and on S3 (s3rver), on every
 * database: objects under the server's prefixes that no row references go once older
 * than UPLOAD_GRACE_HOURS; an upload still in flight, every referenced object and
 * anything outside those prefixes stay. The local driver's stale temporary files go too.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStorage } from '../../server/storage/local';
import {
  type Presigned,
  postUpload,
  presign,
  requestConversion,
  waitForConversion,
} from './fixtures/documents';
import { pdfFile } from './fixtures/files';
import { call, newApplicant } from './support/application';
import { login } from './support/client';
import type { TestApp } from './support/harness';
import { driverCases, startAppOnDriver } from './support/storage-drivers';

const BUCKET = 'admit-sweep';

/** The browser's form post to a presigned S3 url. */
async function browserPost(presigned: Presigned, file: Uint8Array): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries(presigned.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'transcript.pdf');
  return (await fetch(presigned.url, { method: 'POST', body: form })).status;
}

describe.each(driverCases)(
  'stale uploads swept on $database.name with the $driver driver',
  ({ database, driver }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startAppOnDriver(database, driver, BUCKET, { DOCX_CONVERTER: 'builtin' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('removes unreferenced objects past the grace period, and nothing else', async () => {
      const { app } = t;
      const storage = app.storage;
      // What rows reference: an upload, its converted PDF and the application PDF.
      const ada = await newApplicant(t);
      const presigned = await presign(app, ada.cookie, 'hs_transcript');
      const file = await pdfFile();
      const fileKey = presigned.fields.key as string;
      if (driver === 's3') expect(await browserPost(presigned, file)).toBeLessThan(300);
      else expect((await postUpload(app, presigned, file, 'transcript.pdf')).statusCode).toBe(204);
      expect(
        (await requestConversion(app, ada.cookie, 'hs_transcript', fileKey, 'transcript.pdf')).statusCode,
      ).toBe(202);
      expect((await waitForConversion(app, ada.cookie, 'hs_transcript')).status).toBe('COMPLETED');
      for (
        let tries = 0;
        (await call(app, 'GET', '/api/pdf', ada.cookie)).json().status !== 'COMPLETED';
        tries++
      ) {
        if (tries > 300) throw new Error('the application PDF was not rendered');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await app.jobs.stop();
      const userId = (await app.repos.users.findByUsername(ada.email))?.id as string;
      const referenced = [...(await app.repos.documents.referencedKeys([userId]))];
      expect(referenced.length).toBe(3);

      // Left behind: a replaced upload's leftovers, another applicant's, a foreign object.
      const pdf = new Uint8Array([37, 80, 68, 70]);
      const stale = [
        `documents/${userId}/hs_transcript/abandoned`,
        `converted/${userId}/hs_transcript/replaced.pdf`,
        `pdfs/${userId}/older-render.pdf`,
        'pdfs/a-deleted-applicant/render.pdf',
      ];
      for (const key of stale) await storage.put(key, pdf, 'application/pdf');
      await storage.put('elsewhere/not-ours.txt', pdf, 'text/plain');
      const temporary = driver === 'local' ? join((storage as LocalStorage).dir, '.tmp') : undefined;
      if (temporary) writeFileSync(join(temporary, 'died-mid-upload'), 'partial');
      // Then, a moment later, an upload in flight: posted, its conversion not yet requested.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const inFlight = `documents/${userId}/hs_transcript/in-flight`;
      await storage.put(inFlight, pdf, 'application/pdf');
      if (temporary) writeFileSync(join(temporary, 'uploading-now'), 'partial');

      // The clock where the grace period ends between the two.
      const modified = async (key: string) => {
        for await (const page of storage.list(`${key.split('/')[0]}/`)) {
          const found = page.find((object) => object.key === key);
          if (found) return found.modifiedAt.getTime();
        }
        throw new Error(`${key} is not listed`);
      };
      // After the last stale write: stores that keep whole seconds may date the stale objects
      // a second apart.
      const lastStale = Math.max(...(await Promise.all(stale.map(modified))));
      const inFlightAt = await modified(inFlight);
      expect(inFlightAt).toBeGreaterThan(lastStale);
      const cutoff = (lastStale + inFlightAt) / 2;
      const now = cutoff + app.config.sweep.uploadGraceMs;
      t.clock.advance(now - t.clock.now().getTime());
      while (await app.jobs.runOnce()) {
        // the sweep, due long ago by this clock
      }

      for (const key of stale) expect(await storage.size(key), key).toBeUndefined();
      for (const key of [...referenced, inFlight, 'elsewhere/not-ours.txt']) {
        expect(await storage.size(key), key).toBeGreaterThan(0);
      }
      if (temporary) expect(readdirSync(temporary)).toEqual(['uploading-now']);
      // What the applicant sees is whole (a day later, in a new session): the document and
      // the application PDF still download.
      const cookie = await login(app, ada.email);
      expect((await call(app, 'GET', '/api/document-answer', cookie)).json()).toEqual({
        hs_transcript: { file_name: 'transcript.pdf', file_size: file.length },
      });
      const url = (await call(app, 'GET', '/api/pdf', cookie)).json().url as string;
      expect((await call(app, 'GET', url, cookie)).statusCode).toBe(200);
    });
  },
);
