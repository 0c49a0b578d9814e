/**
 * A request that never arrives whole (a body sent more slowly than announced, or never
 * finished) is answered 408 and its connection closed, instead of holding it for as long as
 * the client likes: enough such clients would hold every connection on deadline day.
 */

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../server/app';
import { databases, startApp, type TestApp } from './support/harness';

describe('a request that never arrives whole', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await startApp(databases[0] ?? { name: 'sqlite' }, { requestTimeoutMs: 400 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is limited by default, to a time that carries the largest body on a slow line', () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(300_000);
  });

  it('is answered 408 and closed once the time is up', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // Ten bytes of the hundred announced, and then nothing.
    socket.write(
      `POST /public/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username`,
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
