/** POST /public/login: answers, cookies and the rate limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDICATOR_COOKIE, SESSION_COOKIE } from '../../engine/session';
import { LIMITS } from '../../server/auth/limits';
import { readOutbox } from '../../server/mail/outbox';
import { messages } from '../../server/messages';
import { confirmedAccount, newEmail, PASSWORD, post, settleJobs } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

let address = 0;
/** A client address of its own per test, so the per-address limit of one test spares the others. */
function nextAddress(): string {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${address % 250}`;
}

describe.each(databases)('login on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (username: string, password: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/public/login', payload: { username, password }, remoteAddress });

  it('logs in, records the login and sets the two cookies', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    const response = await login(email, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Login successful.' });

    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    const indicator = response.cookies.find((c) => c.name === INDICATOR_COOKIE);
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 43_200 });
    expect(session?.secure).toBeFalsy();
    expect(indicator).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 43_200 });
    expect(indicator?.httpOnly).toBeFalsy();
    expect(INDICATOR_COOKIE.startsWith('CognitoIdentityServiceProvider.')).toBe(true);

    // Only the hash of the cookie is stored.
    const user = await t.app.repos.users.findByUsername(email);
    expect(await t.app.repos.sessions.find(session?.value ?? '')).toBeUndefined();
    expect(await t.app.repos.logins.list(user?.id ?? '')).toHaveLength(1);
  });

  it('answers 400 (never 401) for a wrong password or an unknown address, the same text', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    for (const [username, password] of [
      [email, 'Wrong-Password-1'],
      [newEmail(), PASSWORD],
    ] as const) {
      const response = await login(username, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('answers 403 UserNotConfirmed for an unconfirmed account with the right password', async () => {
    const email = newEmail();
    await post(t.app, '/public/signup', { username: email, password: PASSWORD });
    await settleJobs(t.app);
    const response = await login(email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'Your account has not been confirmed yet. Enter the code we emailed you, or request a new one.',
      code: 'UserNotConfirmed',
    });
  });

  it('answers the SPEC login messages', async () => {
    expect((await login('nobody', PASSWORD)).json()).toEqual({
      message: 'Please provide a valid email address.',
    });
    const empty = await login(newEmail(), '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Password is required.' });
  });

  it('locks an account for 15 minutes after 5 failed logins, for the address that failed only', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    const attacker = nextAddress();
    for (let failure = 1; failure < LIMITS.failedLoginsBeforeLock; failure++) {
      expect((await login(email, 'Wrong-Password-1', attacker)).statusCode).toBe(400);
    }
    const fifth = await login(email, 'Wrong-Password-1', attacker);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
    // The attacker stays throttled, even with the right password...
    const right = await login(email, PASSWORD, attacker);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: messages.accountLocked });
    t.clock.advance(14 * 60_000);
    expect((await login(email, 'Wrong-Password-1', attacker)).statusCode).toBe(429);
    // ...while the owner, from another address, logs in at once (no denial of service).
    const owner = await login(email, PASSWORD, nextAddress());
    expect(owner.statusCode).toBe(200);
    t.clock.advance(60_000 + 1000);
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('stops logins of an account after 100 failures from all addresses, until a reset by mail', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    // 100 failures spread over 25 addresses, each below its own lock: the first 99 counted
    // as the route counts them (a login costs a password hash), the last one a real login.
    for (let failure = 0; failure < LIMITS.failedLoginsPerAccount - 1; failure++) {
      await t.app.limiter.loginFailed(email, `10.9.${Math.floor(failure / 4)}.1`);
    }
    expect((await login(email, 'Wrong-Password-1', '10.9.99.1')).statusCode).toBe(400);
    const owner = await login(email, PASSWORD, nextAddress());
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toEqual({ message: messages.accountLockedEverywhere });
    // The owner gets in again through the mailed reset link, at once.
    expect((await post(t.app, '/public/forgot-password', { username: email })).statusCode).toBe(200);
    await settleJobs(t.app);
    const link = new URL(readOutbox(t.dataDir, email)?.link ?? '');
    const reset = await post(t.app, '/public/reset-password', {
      username: email,
      password: 'Brand-New-Password-9',
      id: link.searchParams.get('id'),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'Brand-New-Password-9', nextAddress())).statusCode).toBe(200);
  });

  it('limits login attempts per client address to 20 a minute', async () => {
    const from = nextAddress();
    // Attempts on a locked account cost no hash but still count for the address.
    const email = newEmail();
    for (let failure = 1; failure <= LIMITS.failedLoginsBeforeLock; failure++) {
      await login(email, 'Wrong-Password-1', from);
    }
    for (
      let attempt = LIMITS.failedLoginsBeforeLock + 1;
      attempt <= LIMITS.loginsPerAddressPerMinute;
      attempt++
    ) {
      expect((await login(email, 'Wrong-Password-1', from)).json()).toEqual({
        message: messages.accountLocked,
      });
    }
    const over = await login(newEmail(), PASSWORD, from);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: 'Too many login attempts from your network. Please wait a minute and try again.',
    });
    // Another address is unaffected; the same one recovers after a minute.
    expect((await login(newEmail(), PASSWORD)).statusCode).toBe(400);
    t.clock.advance(61_000);
    expect((await login(newEmail(), PASSWORD, from)).statusCode).toBe(400);
  });

  it('clears the failure count after a successful login', async () => {
    const email = await confirmedAccount(t.app, t.dataDir);
    for (let failure = 1; failure < LIMITS.failedLoginsBeforeLock; failure++) {
      await login(email, 'Wrong-Password-1');
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await login(email, 'Wrong-Password-1')).statusCode).toBe(400);
  });
});
