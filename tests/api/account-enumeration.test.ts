/**
 * Nobody learns from the account calls whether an address has an account
 * (docs/decisions/008): sign-up, confirm, resend, forgot and reset answer the same status
 * and body for a confirmed account's address and for an unknown one, after the same work
 * (the same jobs queued, no mail written inside the request), and the mail goes after
 * the answer, by a job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFiles, readOutbox } from '../../server/mail/outbox';
import { confirmedAccount, newEmail, PASSWORD, post, settleJobs } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

type Call = [name: string, path: string, body: (username: string) => Record<string, string>];

const CALLS: Call[] = [
  ['sign-up', '/public/signup', (username) => ({ username, password: PASSWORD })],
  ['confirm', '/public/confirm', (username) => ({ username, code: '123456' })],
  ['resend', '/public/resend-confirm', (username) => ({ username })],
  ['forgot', '/public/forgot-password', (username) => ({ username })],
  [
    'reset',
    '/public/reset-password',
    (username) => ({ username, password: 'Another-Password-8', id: 'x'.repeat(43) }),
  ],
];

describe.each(databases)('account enumeration on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CALLS)('%s answers the same for an existing and an unknown address', async (_name, path, body) => {
    const existing = await confirmedAccount(t.app, t.dataDir);
    const unknown = newEmail('unknown');
    await settleJobs(t.app);
    const mailsBefore = outboxFiles(t.dataDir, existing).length;
    // Only this test's requests run: the app's own worker waits.
    await t.app.jobs.stop();
    try {
      const jobs = t.app.repos.jobs;
      const answers = [];
      for (const username of [existing, unknown]) {
        const before = (await jobs.list()).length;
        const response = await post(t.app, path, body(username));
        answers.push({
          status: response.statusCode,
          body: response.json(),
          jobs: (await jobs.list()).length - before,
        });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]?.status).toBeLessThan(500);
      // Nothing was mailed inside either request.
      expect(outboxFiles(t.dataDir, existing)).toHaveLength(mailsBefore);
      expect(outboxFiles(t.dataDir, unknown)).toHaveLength(0);
    } finally {
      t.app.jobs.start();
    }
    await settleJobs(t.app);
    // After the answer, by the job: a new address signing up gets its code, and an
    // unknown address gets nothing from any other call.
    expect(outboxFiles(t.dataDir, unknown)).toHaveLength(path === '/public/signup' ? 1 : 0);
  });

  it('mails the owner of a confirmed account a notice, not a code, when someone signs up again', async () => {
    const existing = await confirmedAccount(t.app, t.dataDir);
    expect((await post(t.app, '/public/signup', { username: existing, password: PASSWORD })).statusCode).toBe(
      200,
    );
    await settleJobs(t.app);
    const notice = readOutbox(t.dataDir, existing);
    expect(notice?.subject).toBe('Demo University: you already have an account');
    expect(notice?.text).toContain('http://admit.test/forgot');
  });
});
