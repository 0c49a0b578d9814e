/** POST /public/signup, /public/confirm and /public/resend-confirm. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFiles, readOutbox } from '../../server/mail/outbox';
import { messages } from '../../server/messages';
import { mailedCode, newEmail, PASSWORD, post, settleJobs } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('sign-up and confirmation on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signup = (username: string, password = PASSWORD) =>
    post(t.app, '/public/signup', { username, password });
  const confirm = (username: string, code: string) => post(t.app, '/public/confirm', { username, code });

  it('signs up, mails a code naming the partner, and confirms once', async () => {
    const email = newEmail();
    const response = await signup(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'We sent a confirmation code to your email address.' });

    await settleJobs(t.app);
    const mail = readOutbox(t.dataDir, email);
    expect(mail?.subject).toBe('Demo University: your confirmation code');
    expect(mail?.text).toContain('Demo University');
    expect(mail?.raw).toContain('text/html');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const code = mail?.code ?? '';

    const confirmed = await confirm(email, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your account has been confirmed. Please log in.' });

    // The same code again: the account is confirmed now, and says so to nobody (docs/decisions/008).
    const again = await confirm(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.codeWrong });

    // Signing up again answers as for a new address; the owner is told by mail instead.
    const twice = await signup(email);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ message: 'We sent a confirmation code to your email address.' });
    await settleJobs(t.app);
    const notice = readOutbox(t.dataDir, email);
    expect(notice?.subject).toBe('Demo University: you already have an account');
    expect(notice?.text).toContain('http://admit.test/login');
    expect(notice?.code).toBeUndefined();
    expect((await post(t.app, '/public/login', { username: email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('compares usernames trimmed and lower-cased', async () => {
    const email = newEmail('Mixed.Case');
    expect((await signup(`  ${email.toUpperCase()} `)).statusCode).toBe(200);
    const code = await mailedCode(t.app, t.dataDir, email.toLowerCase());
    expect((await confirm(email, code)).statusCode).toBe(200);
    expect((await signup(email.toLowerCase())).statusCode).toBe(200);
    await settleJobs(t.app);
    expect(readOutbox(t.dataDir, email.toLowerCase())?.subject).toBe(
      'Demo University: you already have an account',
    );
  });

  it('answers the SPEC messages for bad e-mails, passwords and codes', async () => {
    expect((await signup('not-an-email')).json()).toEqual({ message: 'Your email address must be valid.' });
    const weak = await signup(newEmail(), 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: 'is at least 12 characters' });
    expect((await signup(newEmail(), 'alllowercase-123')).json()).toEqual({
      message: 'contains at least one uppercase letter',
    });
    expect((await signup(newEmail(), ' Leading-space-123')).json()).toEqual({
      message: 'contains no leading or trailing whitespace',
    });
    const badCode = await confirm(newEmail(), '12345');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toEqual({ message: 'The confirmation code must be exactly 6 numbers.' });
    expect((await confirm('nope', '123456')).json()).toEqual({
      message: 'Your email address must be valid.',
    });
  });

  it('refuses missing fields and wrong types with a readable 400', async () => {
    const missing = await post(t.app, '/public/signup', { username: newEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "The field 'password' is required." });
    const number = await post(t.app, '/public/signup', { username: newEmail(), password: 123456789012 });
    expect(number.statusCode).toBe(400);
    expect(number.json()).toEqual({ message: "The field 'password' must be a string." });
    const array = await post(t.app, '/public/confirm', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ message: 'The request body must be a JSON object.' });
    const long = await post(t.app, '/public/signup', {
      username: newEmail(),
      password: `Aa1!${'x'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: "The field 'password' must be at most 256 characters." });
  });

  it('re-signing an unconfirmed account mails a new code and never changes its password', async () => {
    // The owner signs up with V; someone else signs the address up again with A.
    const email = newEmail();
    await signup(email, 'Owners-Password-5');
    const first = await mailedCode(t.app, t.dataDir, email);
    expect((await signup(email, 'Attackers-Password-7')).statusCode).toBe(200);
    const second = await mailedCode(t.app, t.dataDir, email);
    expect(outboxFiles(t.dataDir, email)).toHaveLength(2);
    if (first !== second) expect((await confirm(email, first)).statusCode).toBe(400);
    // The owner confirms with the code in their mailbox: V logs in, A does not.
    expect((await confirm(email, second)).statusCode).toBe(200);
    const attacker = await post(t.app, '/public/login', {
      username: email,
      password: 'Attackers-Password-7',
    });
    expect(attacker.statusCode).toBe(400);
    expect(attacker.json()).toEqual({ message: messages.loginWrong });
    const owner = await post(t.app, '/public/login', { username: email, password: 'Owners-Password-5' });
    expect(owner.statusCode).toBe(200);
  });

  it('counts wrong codes and kills the code after five until a resend', async () => {
    const email = newEmail();
    await signup(email);
    const code = await mailedCode(t.app, t.dataDir, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await confirm(email, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid confirmation code provided, please try again.' });
    }
    const fifth = await confirm(email, wrong);
    expect(fifth.json()).toEqual({
      message: 'Too many failed attempts. Please request a new confirmation code.',
    });
    // Dead even for the right code.
    const right = await confirm(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: messages.codeDead });

    expect((await post(t.app, '/public/resend-confirm', { username: email })).statusCode).toBe(200);
    expect((await confirm(email, await mailedCode(t.app, t.dataDir, email))).statusCode).toBe(200);
  });

  it('expires a code after 24 hours', async () => {
    const email = newEmail();
    await signup(email);
    const code = await mailedCode(t.app, t.dataDir, email);
    t.clock.advance(DAY + 1000);
    const response = await confirm(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Your confirmation code has expired. Please request a new code.',
    });
  });

  it('gives an unknown address the wrong-code answer', async () => {
    const response = await confirm(newEmail(), '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.codeWrong });
  });

  it('resends the same answer whether or not the account exists, rate-limited per address', async () => {
    const email = newEmail();
    await signup(email);
    // The account exists once its sign-up job has run. Jobs queued at one instant (the test's
    // clock stands still) run in no set order, so a resend's job could otherwise come first
    // and find no account, as it may for an applicant who resends within the same moment.
    await settleJobs(t.app);
    expect(outboxFiles(t.dataDir, email)).toHaveLength(1);
    const stranger = newEmail();
    const answer = {
      message: 'If an unconfirmed account exists for that address, we sent it a new confirmation code.',
    };
    for (const username of [email, stranger]) {
      const response = await post(t.app, '/public/resend-confirm', { username });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(answer);
    }
    await settleJobs(t.app);
    expect(outboxFiles(t.dataDir, email)).toHaveLength(2);
    expect(outboxFiles(t.dataDir, stranger)).toHaveLength(0);

    for (const username of [email, stranger]) {
      const soon = await post(t.app, '/public/resend-confirm', { username });
      expect(soon.statusCode).toBe(429);
      expect(soon.json()).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
    }
    // One a minute, five an hour.
    for (let sent = 2; sent <= 5; sent++) {
      t.clock.advance(61_000);
      expect((await post(t.app, '/public/resend-confirm', { username: email })).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const sixth = await post(t.app, '/public/resend-confirm', { username: email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: messages.mailHour });
    t.clock.advance(60 * 60 * 1000);
    expect((await post(t.app, '/public/resend-confirm', { username: email })).statusCode).toBe(200);
  });

  it('limits sign-ups per address to 5 an hour, and still lets a resend through', async () => {
    const email = newEmail();
    for (let signups = 1; signups <= 5; signups++) {
      // Invalid passwords are refused before anything is counted or hashed.
      expect((await signup(email, 'weak')).statusCode).toBe(400);
    }
    expect((await signup(email)).statusCode).toBe(200);
    expect((await post(t.app, '/public/resend-confirm', { username: email })).statusCode).toBe(200);
    for (let signups = 2; signups <= 5; signups++) {
      t.clock.advance(1000);
      await t.app.limiter.mail('signup', email);
    }
    const sixth = await signup(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: messages.mailHour });
  });

  it('refuses a resend for an invalid address with the SPEC message', async () => {
    const response = await post(t.app, '/public/resend-confirm', { username: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'You must provide a valid email address to resend a confirmation code.',
    });
  });
});
