/**
 * Account mail as a job (docs/decisions/008): sign-up, resend, forgot-password. The
 * request checks its input and limits, records the job and answers; the job then finds
 * whether the account exists and what to send. So a request does the same work and
 * answers the same, in the same time, for an address with an account and one without,
 * and a slow or absent mail server delays nobody: the job retries with backoff.
 */
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../auth/tokens';
import { doublingBackoff } from '../jobs/runner';
import { accountExistsMail, mailBrand, resetMail } from './templates';

/** The job kind of account mail. */
export const ACCOUNT_MAIL_JOB = 'account-mail';

/** What a request asks the job to do. */
export type AccountMailJob =
  /** A sign-up: creates the account when new (with this hash), else never touches its password. */
  | { kind: 'signup'; username: string; passwordHash: string }
  /** A new code for an unconfirmed account; nothing for any other address. */
  | { kind: 'resend'; username: string }
  /** A reset link for a confirmed account; nothing for any other address. */
  | { kind: 'reset'; username: string };

declare module '../jobs/runner' {
  interface JobPayloads {
    [ACCOUNT_MAIL_JOB]: AccountMailJob;
  }
}

/** Attempts of one mail: about an hour and a half of retries (30 s doubling to 20 min). */
export const MAIL_ATTEMPTS = 8;

/** Records the job; the caller's onResponse nudges the worker once the answer is sent. */
export async function queueAccountMail(app: FastifyInstance, job: AccountMailJob): Promise<void> {
  // A registry given, enqueue waits for a nudge: the mail goes after the answer.
  await app.jobs.enqueue(ACCOUNT_MAIL_JOB, job, app.repos);
}

/** Registers the account mail job; `issueCode` replaces an account's code and mails it. */
export function registerAccountMail(
  app: FastifyInstance,
  issueCode: (userId: string, username: string) => Promise<void>,
  resetTtlMs: number,
  newId: () => string,
): void {
  const sendReset = async (userId: string, username: string) => {
    const id = randomToken();
    await app.repos.passwordResets.create({
      id_hash: sha256(id),
      user_id: userId,
      expires_at: new Date(app.now().getTime() + resetTtlMs).toISOString(),
      created_at: app.now().toISOString(),
    });
    const link = `${app.config.publicUrl}/reset?username=${encodeURIComponent(username)}&id=${id}`;
    await app.mailer.sendMail(resetMail(username, mailBrand(app), link));
  };

  app.jobs.register(ACCOUNT_MAIL_JOB, {
    // An applicant waits for the code: never behind a document's conversion.
    quick: true,
    maxAttempts: MAIL_ATTEMPTS,
    backoffMs: doublingBackoff(30_000, 20 * 60_000),
    async run(job) {
      let user = await app.repos.users.findByUsername(job.username);
      switch (job.kind) {
        case 'signup': {
          if (!user) {
            // A parallel sign-up may win the insert: either way the first password stays.
            await app.repos.users.create({
              id: newId(),
              username: job.username,
              password_hash: job.passwordHash,
              created_at: app.now().toISOString(),
            });
            user = await app.repos.users.findByUsername(job.username);
          }
          if (!user) throw new Error('The account could not be created.');
          if (user.confirmed_at) {
            await app.mailer.sendMail(accountExistsMail(job.username, mailBrand(app), app.config.publicUrl));
          } else {
            await issueCode(user.id, job.username);
          }
          return;
        }
        case 'resend':
          if (user && !user.confirmed_at) await issueCode(user.id, job.username);
          return;
        case 'reset':
          if (user?.confirmed_at) await sendReset(user.id, job.username);
          return;
      }
    },
  });
}
