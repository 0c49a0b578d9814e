/**
 * POST /api/presigned-url and the local driver's POST /uploads: the signed policy is
 * verified as S3 verifies it (expiry, exact key, size range, signature, no extra fields).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRY_MS } from '../../server/routes/documents';
import { postUpload, presign } from './fixtures/documents';
import { pngFile } from './fixtures/files';
import { type Applicant, call, newApplicant } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const MB = 1024 * 1024;

describe.each(databases)('presigned uploads (local driver) on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const stored = (key: string) => readFileSync(join(t.dataDir, 'uploads', 'objects', key));

  it('presigns an S3-style POST bound to the applicant and the question', async () => {
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    expect(presigned.url).toBe('http://admit.test/uploads');
    expect(Object.keys(presigned.fields).sort()).toEqual(
      ['Policy', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Signature', 'key'].sort(),
    );
    expect(presigned.fields.key).toMatch(/^documents\/[^/]+\/hs_transcript\/[0-9a-f-]{36}$/);
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy as string, 'base64').toString());
    expect(policy.conditions).toContainEqual(['eq', '$key', presigned.fields.key]);
    expect(policy.conditions).toContainEqual(['content-length-range', 0, MB]);
    expect(Date.parse(policy.expiration) - t.clock.now().getTime()).toBe(UPLOAD_EXPIRY_MS);
  });

  it('stores a file posted within the policy (204, as S3)', async () => {
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    const file = pngFile();
    const response = await postUpload(t.app, presigned, file, 'transcript.png');
    expect(response.statusCode, response.body).toBe(204);
    expect(stored(presigned.fields.key as string).equals(file)).toBe(true);
  });

  it('accepts exactly 1 MB and refuses one byte more (EntityTooLarge)', async () => {
    const exact = await presign(t.app, ada.cookie, 'hs_transcript');
    expect((await postUpload(t.app, exact, Buffer.alloc(MB, 1), 'a.pdf')).statusCode).toBe(204);
    const over = await presign(t.app, ada.cookie, 'hs_transcript');
    const response = await postUpload(t.app, over, Buffer.alloc(MB + 1, 1), 'a.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<Code>EntityTooLarge</Code>');
    expect(() => stored(over.fields.key as string)).toThrow();
  });

  it('refuses an expired policy', async () => {
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    t.clock.advance(UPLOAD_EXPIRY_MS + 1000);
    const response = await postUpload(t.app, presigned, pngFile(), 'a.png');
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Policy expired');
    ada = await newApplicant(t);
  });

  it('refuses a key other than the signed one (another applicant, another question)', async () => {
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    const other = await newApplicant(t);
    const theirs = await presign(t.app, other.cookie, 'hs_transcript');
    for (const key of [
      theirs.fields.key as string,
      (presigned.fields.key as string).replace('hs_transcript', 'test_score_report'),
    ]) {
      const response = await postUpload(t.app, presigned, pngFile(), 'a.png', { ...presigned.fields, key });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Policy Condition failed');
      expect(() => stored(key)).toThrow();
    }
  });

  it('refuses a tampered signature or policy, and fields the policy does not cover', async () => {
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    const signature = presigned.fields['X-Amz-Signature'] as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tampered = await postUpload(t.app, presigned, pngFile(), 'a.png', {
      ...presigned.fields,
      'X-Amz-Signature': flipped,
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.body).toContain('SignatureDoesNotMatch');

    const policy = JSON.parse(Buffer.from(presigned.fields.Policy as string, 'base64').toString());
    policy.conditions = policy.conditions.map((c: unknown) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? [c[0], 0, 100 * MB] : c,
    );
    const widened = Buffer.from(JSON.stringify(policy)).toString('base64');
    const rewritten = await postUpload(t.app, presigned, pngFile(), 'a.png', {
      ...presigned.fields,
      Policy: widened,
    });
    expect(rewritten.statusCode).toBe(403);
    expect(rewritten.body).toContain('SignatureDoesNotMatch');

    const extra = await postUpload(t.app, presigned, pngFile(), 'a.png', {
      ...presigned.fields,
      acl: 'public-read',
    });
    expect(extra.statusCode).toBe(403);
    expect(extra.body).toContain('Extra input fields: acl');

    const { Policy: _policy, ...unsigned } = presigned.fields;
    expect((await postUpload(t.app, presigned, pngFile(), 'a.png', unsigned)).statusCode).toBe(403);
    expect(() => stored(presigned.fields.key as string)).toThrow();
  });

  it('presigns only for file-upload questions, only with a session', async () => {
    const notFile = await call(t.app, 'POST', '/api/presigned-url', ada.cookie, { answer_key: 'first_name' });
    expect(notFile.statusCode).toBe(400);
    expect(notFile.json().message).toBe('This question does not take a document.');
    expect(
      (await call(t.app, 'POST', '/api/presigned-url', ada.cookie, { answer_key: 'nope' })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'POST', '/api/presigned-url', ada.cookie, {})).statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/presigned-url', undefined, { answer_key: 'hs_transcript' }))
        .statusCode,
    ).toBe(401);
    await presign(t.app, ada.cookie, 'test_score_report');
  });
});
