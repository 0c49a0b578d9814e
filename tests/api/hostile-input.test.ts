/**
 * Requests an attacker sends on deadline day, which used to answer 500 on one database
 * or both: text PostgreSQL cannot store (NUL, unpaired surrogates) and multipart bodies
 * the upload endpoint cannot parse. Each is a clear 400, the same on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/messages';
import { presign } from './fixtures/documents';
import { type Applicant, call, newApplicant, profile } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const UNSTORABLE = { message: messages.unstorableText };

describe.each(databases)('hostile input on $name', (target) => {
  let t: TestApp;
  let ada: Applicant;
  beforeAll(async () => {
    t = await startApp(target);
    ada = await newApplicant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL or an unpaired surrogate in an answer with 400, storing nothing', async () => {
    for (const value of ['a\u0000b', 'a\uD800b', '\uDC00', 'end\uD83D']) {
      const response = await call(t.app, 'PUT', '/api/answer', ada.cookie, { first_name: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json()).toEqual(UNSTORABLE);
    }
    // A key with a NUL is refused the same way, before the key check.
    const key = await call(t.app, 'PUT', '/api/answer', ada.cookie, { 'first\u0000name': 'Ada' });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(UNSTORABLE);
    expect((await profile(t.app, ada.cookie)).answer).toEqual({});
    // A real pair (an emoji) is fine.
    const emoji = await call(t.app, 'PUT', '/api/answer', ada.cookie, { first_name: 'Ada 🎓' });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses a NUL in a document name, a path parameter or a query string with 400', async () => {
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    const named = await call(t.app, 'POST', '/api/pdf/document-answer/hs_transcript', ada.cookie, {
      file_key: presigned.fields.key,
      file_name: 'a\u0000.pdf',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toEqual(UNSTORABLE);
    const param = await call(t.app, 'GET', '/api/pdf/document-answer/hs%00transcript', ada.cookie);
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(UNSTORABLE);
    const query = await call(t.app, 'GET', '/lookup/find?category=hs_ceeb&text=a%00b', ada.cookie);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(UNSTORABLE);
  });

  it('answers a malformed multipart upload with the 400 XML error of the other refusals', async () => {
    const presigned = await presign(t.app, ada.cookie, 'hs_transcript');
    const path = new URL(presigned.url).pathname;
    const boundary = '----admit-hostile';
    const fields = Object.entries(presigned.fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies = {
      'cut short in the file': `${fields}${fileHead}\u0089PNG partial`,
      'cut short in a field': `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\ndocu`,
      'a part without headers': `--${boundary}\r\n\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      'a header line without a colon': `--${boundary}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
    };
    for (const [label, payload] of Object.entries(bodies)) {
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode, label).toBe(400);
      expect(response.headers['content-type'], label).toContain('application/xml');
      expect(response.body, label).toMatch(/<Code>(MalformedPOSTRequest|InvalidArgument)<\/Code>/);
    }
  });
});
