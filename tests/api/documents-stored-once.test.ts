import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../server/messages';
import {
  type Presigned,
  postUpload,
  presign,
  requestConversion,
  waitForConversion,
} from './fixtures/documents';
import { pdfFile, pngFile } from './fixtures/files';
import { type Applicant, call, newApplicant } from './support/application';
import type { TestApp } from './support/harness';
import { bearer, staffKey } from './support/staff';
import { driverCases, startAppOnDriver } from './support/storage-drivers';

const BUCKET = 'admit-once';
const KEY = 'hs_transcript';

describe.each(driverCases)(
  'uploads stored once on $database.name with the $driver driver',
  ({ database, driver }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startAppOnDriver(database, driver, BUCKET, { DOCX_CONVERTER: 'builtin' });
    });
    afterAll(async () => {
      await t?.close();
    });
    // Many logins from one address: past the per-minute limit without a minute passing between tests.
    beforeEach(() => t.clock.advance(61_000));

    /** Posts the form as the browser does: to /uploads (local) or to the bucket (S3); the status. */
    async function upload(presigned: Presigned, file: Uint8Array, name: string): Promise<number> {
      if (driver === 'local') return (await postUpload(t.app, presigned, file, name)).statusCode;
      const form = new FormData();
      for (const [field, value] of Object.entries(presigned.fields)) form.append(field, value);
      form.append('file', new Blob([new Uint8Array(file)]), name);
      return (await fetch(presigned.url, { method: 'POST', body: form })).status;
    }

    const userIdOf = async (applicant: Applicant) =>
      (await t.app.repos.users.findByUsername(applicant.email))?.id as string;

    it('answers 404 for a file key under or beside a real upload that presign never gives', async () => {
      const ada = await newApplicant(t);
      const userId = await userIdOf(ada);
      const presigned = await presign(t.app, ada.cookie, KEY);
      expect(await upload(presigned, pngFile(), 'transcript.png')).toBeLessThan(300);
      const uploaded = presigned.fields.key as string;
      for (const fileKey of [
        // One level under the uploaded file (a file, not a folder: ENOTDIR on local files).
        `${uploaded}/x`,
        // A last segment longer than the file system takes (ENAMETOOLONG).
        `documents/${userId}/${KEY}/${'a'.repeat(300)}`,
        // Under the right prefix, but not the shape presign gives (an upper-case uuid, no uuid).
        `documents/${userId}/${KEY}/${uploaded.split('/').pop()?.toUpperCase()}`,
        `documents/${userId}/${KEY}/not-a-uuid`,
      ]) {
        const response = await requestConversion(t.app, ada.cookie, KEY, fileKey, 'transcript.png');
        expect(response.statusCode, fileKey).toBe(404);
        expect(response.json(), fileKey).toEqual({ message: messages.notFound });
      }
      expect((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json()).toEqual({});
      // The real key still converts.
      expect((await requestConversion(t.app, ada.cookie, KEY, uploaded, 'transcript.png')).statusCode).toBe(
        202,
      );
      expect((await waitForConversion(t.app, ada.cookie, KEY)).status).toBe('COMPLETED');
    });

    it('keeps what staff download when a policy is posted again after the submission', async () => {
      const ada = await newApplicant(t);
      const userId = await userIdOf(ada);
      const presigned = await presign(t.app, ada.cookie, KEY);
      const original = await pdfFile('The transcript that was checked');
      expect(await upload(presigned, original, 'transcript.pdf')).toBeLessThan(300);
      const fileKey = presigned.fields.key as string;
      expect((await requestConversion(t.app, ada.cookie, KEY, fileKey, 'transcript.pdf')).statusCode).toBe(
        202,
      );
      expect((await waitForConversion(t.app, ada.cookie, KEY)).status).toBe('COMPLETED');
      const at = t.clock.now().toISOString();
      await t.app.repos.applications.lock(userId, at);
      await t.app.repos.applications.markSubmitted(userId, at);

      // Within the policy's 5 minutes: the same form, other bytes, then an empty file.
      // (S3 stores both; the local driver, after the conversion moved the upload away, too.)
      await upload(presigned, Buffer.from('%PDF-1.7 not what was checked'), 'transcript.pdf');
      await upload(presigned, Buffer.alloc(0), 'transcript.pdf');
      const again = await requestConversion(t.app, ada.cookie, KEY, fileKey, 'transcript.pdf');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: messages.applicationSubmitted });

      const staff = await staffKey(t, 'registrar');
      const download = await t.app.inject({
        method: 'GET',
        url: `/service/applications/${userId}/documents/${KEY}`,
        headers: bearer(staff),
      });
      expect(download.statusCode).toBe(200);
      expect(Buffer.from(download.rawPayload).equals(Buffer.from(original))).toBe(true);
      expect((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json()).toEqual({
        [KEY]: { file_name: 'transcript.pdf', file_size: original.length },
      });
      const row = await t.app.repos.documents.find(userId, KEY);
      expect(row?.file_key).not.toBe(fileKey);
      const pdf = await t.app.storage.get(row?.pdf_key as string);
      expect(Buffer.from(pdf ?? []).equals(Buffer.from(original))).toBe(true);
    });

    // The local POST /uploads only: S3 (and s3rver) store a second post of a policy.
    if (driver === 'local')
      it('refuses a second post of one policy (409), keeping the first upload', async () => {
        const ada = await newApplicant(t);
        const presigned = await presign(t.app, ada.cookie, KEY);
        const first = pngFile();
        expect(await upload(presigned, first, 'transcript.png')).toBe(204);
        for (const other of [pngFile(64, 64), Buffer.alloc(0)]) {
          const response = await postUpload(t.app, presigned, other, 'transcript.png');
          expect(response.statusCode).toBe(409);
          expect(response.json()).toEqual({
            message: 'This file was uploaded already. To change it, please upload your file again.',
          });
        }
        const fileKey = presigned.fields.key as string;
        expect((await t.app.storage.get(fileKey))?.equals(first)).toBe(true);
        expect((await requestConversion(t.app, ada.cookie, KEY, fileKey, 'transcript.png')).statusCode).toBe(
          202,
        );
        expect((await waitForConversion(t.app, ada.cookie, KEY)).status).toBe('COMPLETED');
        expect((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json()).toEqual({
          [KEY]: { file_name: 'transcript.png', file_size: first.length },
        });
      });
  },
);
