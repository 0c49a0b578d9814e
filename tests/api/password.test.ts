/** POST /public/forgot-password and /public/reset-password. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../server/auth/limits';
import { outboxFiles, readOutbox } from '../../server/mail/outbox';
import { messages } from '../../server/messages';
import { confirmedAccount, get, login, newEmail, PASSWORD, post, settleJobs } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

const NEW_PASSWORD = 'Brand-New-Secret-9';
const FORGOT = {
  message: 'If an account exists for that address, we have emailed a link to reset your password.',
};
const INVALID = { message: 'This password reset link is invalid or has expired. Please request a new one.' };

describe.each(databases)('password reset on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Requests a reset mail and returns the link's username and id. */
  async function resetLink(email: string): Promise<{ username: string; id: string; link: string }> {
    const response = await post(t.app, '/public/forgot-password', { username: email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FORGOT);
    await settleJobs(t.app);
    const link = readOutbox(t.dataDir, email)?.link ?? '';
    const url = new URL(link);
    return { username: url.searchParams.get('username') ?? '', id: url.searchParams.get('id') ?? '', link };
  }

  it('mails a single-use link that resets the password and ends every session', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    const cookie = await login(t.app, email);
    const { username, id, link } = await resetLink(email);
    expect(link.startsWith('http://admit.test/reset?username=')).toBe(true);
    expect(username).toBe(email);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = readOutbox(t.dataDir, email);
    expect(mail?.subject).toBe('Demo University: reset your password');
    expect(mail?.raw).toContain('Demo University');

    const response = await post(t.app, '/public/reset-password', {
      username,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. Please log in.' });
    expect((await get(t.app, '/api/profile', cookie)).statusCode).toBe(401);

    const reused = await post(t.app, '/public/reset-password', {
      username,
      password: 'Third-Password-3',
      id,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID);

    const old = await post(t.app, '/public/login', { username: email, password: PASSWORD });
    expect(old.statusCode).toBe(400);
    expect((await login(t.app, email, NEW_PASSWORD)).length).toBeGreaterThan(0);
  });

  it('answers the same for unknown and unconfirmed addresses, and mails nothing', async () => {
    const stranger = newEmail();
    const unconfirmed = newEmail();
    await post(t.app, '/public/signup', { username: unconfirmed, password: PASSWORD });
    for (const username of [stranger, unconfirmed]) {
      const response = await post(t.app, '/public/forgot-password', { username });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(FORGOT);
    }
    await settleJobs(t.app);
    expect(outboxFiles(t.dataDir, stranger)).toHaveLength(0);
    expect(outboxFiles(t.dataDir, unconfirmed)).toHaveLength(1); // the confirmation code only
  });

  it('expires a link after one hour', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    const { username, id } = await resetLink(email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const response = await post(t.app, '/public/reset-password', { username, password: NEW_PASSWORD, id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('refuses a made-up id, or a real id with another username', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    const { id } = await resetLink(email);
    for (const body of [
      { username: email, password: NEW_PASSWORD, id: 'made-up' },
      { username: newEmail(), password: NEW_PASSWORD, id },
      { username: email, password: NEW_PASSWORD, id: '' },
    ]) {
      const response = await post(t.app, '/public/reset-password', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('checks the new password with the SPEC messages', async () => {
    const email = newEmail();
    const weak = await post(t.app, '/public/reset-password', { username: email, password: 'weak', id: 'x' });
    expect(weak.json()).toEqual({ message: 'is at least 12 characters' });
    const mismatch = await post(t.app, '/public/reset-password', {
      username: email,
      password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}x`,
      id: 'x',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: 'passwords must match' });
    const bad = await post(t.app, '/public/forgot-password', { username: 'nobody' });
    expect(bad.json()).toEqual({ message: 'Your email address must be valid.' });
    const missing = await post(t.app, '/public/reset-password', { username: email, password: NEW_PASSWORD });
    expect(missing.json()).toEqual({ message: "The field 'id' is required." });
  });

  it('rate-limits reset mails per address', async () => {
    const email = newEmail();
    expect((await post(t.app, '/public/forgot-password', { username: email })).statusCode).toBe(200);
    const soon = await post(t.app, '/public/forgot-password', { username: email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ message: messages.mailMinute });
  });

  it('clears a login lock after a reset', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    const from = '10.9.9.1';
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username: email, password },
        remoteAddress: from,
      });
    for (let failure = 0; failure < 5; failure++) await attempt('Wrong-Password-1');
    expect((await attempt(PASSWORD)).statusCode).toBe(429);
    const { username, id } = await resetLink(email);
    await post(t.app, '/public/reset-password', { username, password: NEW_PASSWORD, id });
    expect((await attempt(NEW_PASSWORD)).statusCode).toBe(200);
  });
  it('limits the account calls of one client address per hour, login aside', async () => {
    const from = '10.9.8.7';
    const forgot = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/public/forgot-password',
        payload: { username },
        remoteAddress: from,
      });
    for (let call = 1; call <= LIMITS.accountCallsPerAddressPerHour; call++) {
      expect((await forgot(newEmail('spray'))).statusCode).toBe(200);
    }
    const over = await forgot(newEmail('spray'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: 'Too many requests from your network. Please wait an hour and try again.',
    });
    // Sign-up and confirm count too; another address and login are unaffected.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/public/signup',
      payload: { username: newEmail(), password: PASSWORD },
      remoteAddress: from,
    });
    expect(signup.statusCode).toBe(429);
    expect((await post(t.app, '/public/forgot-password', { username: newEmail() })).statusCode).toBe(200);
    const loginFrom = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: newEmail(), password: PASSWORD },
      remoteAddress: from,
    });
    expect(loginFrom.statusCode).toBe(400);
    t.clock.advance(61 * 60_000);
    expect((await forgot(newEmail('spray'))).statusCode).toBe(200);
  });
});
