/**
 * The S3 driver against s3rver, an S3-compatible server from the npm registry: real
 * presigned POSTs from the AWS SDK, the browser's form post, conversion and deletes.
 * s3rver stores POST uploads without checking their policy, so the conditions the
 * driver signs are checked here with the verifier the local driver uses (S3's rules).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { checkSize, isRejection, verifyPostPolicy } from '../../server/storage/policy';
import { type Presigned, presign, requestConversion, waitForConversion } from './fixtures/documents';
import { pdfFile, pngFile } from './fixtures/files';
import { call, newApplicant } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const BUCKET = 'admit-docs';
const MB = 1024 * 1024;

describe('STORAGE_URL', () => {
  it('reads s3:// URLs and refuses bad ones with the variable named', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://KEY:SECRET@my-bucket?endpoint=http://127.0.0.1:9000&region=eu-west-1',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'my-bucket',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 'SECRET' },
    });
    expect(loadConfig({ STORAGE_URL: 's3://aws-bucket' }).storage).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ DATA_DIR: '/tmp/admit-x' }).storage).toEqual({
      kind: 'local',
      dir: '/tmp/admit-x/uploads',
    });
    expect(() => loadConfig({ STORAGE_URL: 'ftp://x' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 's3://B' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket/prefix' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ DOCX_CONVERTER: 'word' })).toThrow(/DOCX_CONVERTER/);
  });
});

describe.each(databases)('S3 driver (s3rver) on $name', (target) => {
  let server: S3rver;
  let directory: string;
  let t: TestApp;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'admit-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    t = await startApp(target, {
      env: {
        STORAGE_URL: `s3://S3RVER:S3RVER@${BUCKET}?endpoint=http://127.0.0.1:${port}`,
        DOCX_CONVERTER: 'builtin',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  beforeEach(() => t.clock.advance(61_000));

  /** The browser's form post to the presigned url. */
  async function browserPost(
    presigned: Presigned,
    file: Uint8Array,
    name: string,
    fields = presigned.fields,
  ) {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(file)]), name);
    return fetch(presigned.url, { method: 'POST', body: form });
  }

  const verify = (fields: Record<string, string>, now = new Date()) =>
    verifyPostPolicy(fields, {
      bucket: BUCKET,
      now,
      secretOf: (id) => (id === 'S3RVER' ? 'S3RVER' : undefined),
    });

  it('lets pages post to the bucket: its origin is in connect-src', async () => {
    const ada = await newApplicant(t);
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${new URL(presigned.url).origin}`);
  });

  it('signs a policy binding the exact key, 0..1 MB and a 5-minute expiry (checked by S3 rules)', async () => {
    const ada = await newApplicant(t);
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    expect(presigned.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${BUCKET}$`));
    expect(presigned.fields.key).toMatch(/^documents\/[^/]+\/hs_transcript\/[0-9a-f-]{36}$/);
    const verdict = verify(presigned.fields);
    expect(verdict).toEqual({ key: presigned.fields.key, minBytes: 0, maxBytes: MB });
    if (isRejection(verdict)) return;
    expect(checkSize(MB, verdict)).toBeUndefined();
    expect(checkSize(MB + 1, verdict)?.code).toBe('EntityTooLarge');
    const other = `${presigned.fields.key}x`;
    expect(verify({ ...presigned.fields, key: other })).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(verify(presigned.fields, new Date(Date.now() + 5 * 60_000 + 1000))).toMatchObject({
      message: 'Invalid according to Policy: Policy expired.',
    });
    const signature = presigned.fields['X-Amz-Signature'] as string;
    expect(
      verify({
        ...presigned.fields,
        'X-Amz-Signature': signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    // Posted to another bucket, the policy's bucket condition fails.
    const elsewhere = verifyPostPolicy(presigned.fields, {
      bucket: 'another-bucket',
      now: new Date(),
      secretOf: () => 'S3RVER',
    });
    expect(elsewhere).toMatchObject({ code: 'AccessDenied' });
  });

  it('uploads through the presigned POST, converts from the bucket and deletes there', async () => {
    const ada = await newApplicant(t);
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    const file = await pdfFile();
    const upload = await browserPost(presigned, file, 'transcript.pdf');
    expect(upload.status, await upload.text()).toBeLessThan(300);
    const key = presigned.fields.key as string;
    expect(await t.app.storage.size(key)).toBe(file.length);
    expect(
      (await requestConversion(t.app, ada.cookie, 'hs_transcript', key, 'transcript.pdf')).statusCode,
    ).toBe(202);
    expect(await waitForConversion(t.app, ada.cookie, 'hs_transcript')).toEqual({
      status: 'COMPLETED',
      message: null,
    });
    expect((await call(t.app, 'GET', '/api/document-answer', ada.cookie)).json()).toEqual({
      hs_transcript: { file_name: 'transcript.pdf', file_size: file.length },
    });
    expect((await call(t.app, 'DELETE', '/api/document-answer/hs_transcript', ada.cookie)).statusCode).toBe(
      200,
    );
    expect(await t.app.storage.get(key)).toBeUndefined();
  });

  it('refuses a mismatched file from the bucket too (FAILED, object deleted)', async () => {
    const ada = await newApplicant(t);
    const presigned = await presign(t.app, ada.cookie, 'test_score_report');
    expect((await browserPost(presigned, pngFile(), 'scores.pdf')).status).toBeLessThan(300);
    const key = presigned.fields.key as string;
    await requestConversion(t.app, ada.cookie, 'test_score_report', key, 'scores.pdf');
    expect((await waitForConversion(t.app, ada.cookie, 'test_score_report')).status).toBe('FAILED');
    expect(await t.app.storage.get(key)).toBeUndefined();
  });
});
