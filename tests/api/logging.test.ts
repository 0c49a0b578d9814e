/** Logs never carry passwords, codes, reset ids or cookies. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { get, newEmail, PASSWORD, post, sessionCookie, settleJobs } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

describe('logging', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startApp(databases[0] ?? { name: 'sqlite' }, { logStream: stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps secrets out of the log through sign-up, login and reset', async () => {
    const email = newEmail();
    const newPassword = 'Logged-Never-Secret-5';
    await post(t.app, '/public/signup', { username: email, password: PASSWORD });
    await settleJobs(t.app);
    const code = readOutbox(t.dataDir, email)?.code ?? '';
    await post(t.app, '/public/confirm', { username: email, code: '000000' === code ? '111111' : '000000' });
    await post(t.app, '/public/confirm', { username: email, code });
    const login = await post(t.app, '/public/login', { username: email, password: PASSWORD });
    const cookie = sessionCookie(login);
    await get(t.app, '/api/profile', cookie);
    await post(t.app, '/public/forgot-password', { username: email });
    await settleJobs(t.app);
    const link = new URL(readOutbox(t.dataDir, email)?.link ?? '');
    const id = link.searchParams.get('id') ?? '';
    // The reset link is served by this server too; its URL is logged masked.
    await t.app.inject({ url: `${link.pathname}${link.search}`, headers: { accept: 'text/html', cookie } });
    await t.app.inject({ url: `/public/tmp?token=${id}&service_token=${id}&code=${code}` });
    await post(t.app, '/public/reset-password', { username: email, password: newPassword, id });
    await post(t.app, '/public/login', { username: email, password: 'Wrong-Password-1' });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/reset?username=');
    expect(log).toContain('id=***');
    expect(log).toContain('token=***');
    for (const secret of [
      PASSWORD,
      newPassword,
      'Wrong-Password-1',
      code,
      id,
      /admit_session=([^;]+)/.exec(cookie)?.[1],
    ]) {
      expect(secret && secret.length > 5).toBe(true);
      expect(log).not.toContain(secret);
    }
  });

  it("logs a refused upload body by its parser's reason, without a stack", async () => {
    const before = lines.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/uploads',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBe(400);
    const refused = lines
      .slice(before)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'upload refused: malformed multipart');
    expect(refused?.reason).toMatch(/boundary/i);
    expect(JSON.stringify(refused)).not.toContain('node_modules');
    expect(refused?.err).toBeUndefined();
  });

  it('logs a 5xx with its error, and answers the generic message', async () => {
    const spy = vi.spyOn(t.app.repos.users, 'findByUsername').mockRejectedValue(new Error('disk on fire'));
    try {
      const response = await post(t.app, '/public/login', { username: newEmail(), password: PASSWORD });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('disk on fire');
    } finally {
      spy.mockRestore();
    }
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.level).toBe(50);
    expect(failure?.err?.message).toBe('disk on fire');
    expect(failure?.err?.stack).toContain('Error: disk on fire');
  });
});
