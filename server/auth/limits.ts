/**
 * The rate limits of the account calls, counted in the database so that every server
 * process agrees. Events are keyed by bucket and subject (a client address or a
 * normalised e-mail address, whether or not an account exists, so limits reveal nothing).
 */
import type { RateEventsRepository } from '../repositories/rate-events';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits; tests read them rather than repeating the numbers. */
export const LIMITS = {
  /** Login attempts per client address per minute. */
  loginsPerAddressPerMinute: 20,
  /**
   * Failed logins of one account from one client address within `lockMs` that lock that
   * account for that address (only) for `lockMs` (docs/decisions/009).
   */
  failedLoginsBeforeLock: 5,
  lockMs: 15 * MINUTE,
  /**
   * Failed logins of one account from every address within `accountWindowMs` after which
   * it takes no more logins until its owner resets the password by mail (NIST SP 800-63B
   * 5.2.2: at most 100 consecutive failures).
   */
  failedLoginsPerAccount: 100,
  accountWindowMs: HOUR,
  /** Confirmation (resend) or reset mails per e-mail address. */
  mailsPerMinute: 1,
  mailsPerHour: 5,
  /** Sign-ups per e-mail address per hour (each mails a code; no minute limit, so resend stays free). */
  signupsPerHour: 5,
  /**
   * Other account calls (sign-up, confirm, resend, forgot, reset) per client address per
   * hour: bounds mail sent to many addresses and code guessing across accounts from one
   * network, while a school's shared address still serves a class signing up together.
   */
  accountCallsPerAddressPerHour: 300,
} as const;

/**
 * How long rate events are kept: twice the longest window above. The sweep
 * (server/sweep/) forgets older ones, once for every process.
 */
export const RATE_EVENT_RETENTION_MS = 2 * HOUR;

/** The kinds of mail counted per address. */
export type MailKind = 'confirm' | 'reset' | 'signup';

const MAIL_LIMITS: Record<MailKind, { perMinute: number; perHour: number }> = {
  confirm: { perMinute: LIMITS.mailsPerMinute, perHour: LIMITS.mailsPerHour },
  reset: { perMinute: LIMITS.mailsPerMinute, perHour: LIMITS.mailsPerHour },
  signup: { perMinute: Number.POSITIVE_INFINITY, perHour: LIMITS.signupsPerHour },
};

/** Why logins are refused: this address failed too often, or all addresses together did. */
export type LoginLock = 'address' | 'account' | undefined;

/** Which mail limit was hit, if any. */
export type MailLimit = 'minute' | 'hour' | undefined;

/** Rate limit checks over the events table and a clock. */
export function createLimiter(events: RateEventsRepository, now: () => Date) {
  const ago = (ms: number) => new Date(now().getTime() - ms).toISOString();
  const stamp = () => now().toISOString();

  /** Counts an event of the subject unless `limit` were already counted within `windowMs`. */
  async function countWithin(bucket: string, subject: string, windowMs: number, limit: number) {
    if ((await events.countSince(bucket, subject, ago(windowMs))) >= limit) return false;
    await events.add(bucket, subject, stamp());
    return true;
  }

  return {
    /** Counts a login attempt from the address; false when the address is over its limit. */
    loginAttempt(address: string): Promise<boolean> {
      return countWithin('login-address', address, MINUTE, LIMITS.loginsPerAddressPerMinute);
    },

    /** Counts an account call (not login) from the address; false when it is over its limit. */
    accountCall(address: string): Promise<boolean> {
      return countWithin('account-address', address, HOUR, LIMITS.accountCallsPerAddressPerHour);
    },

    /**
     * Whether logins of the account from the address are refused: that address failed too
     * often (a lock for that address only), or every address together did (until a reset).
     */
    async isLocked(username: string, address: string): Promise<LoginLock> {
      const locks = `login-locked:${username}`;
      if ((await events.countSince(locks, address, ago(LIMITS.lockMs))) > 0) return 'address';
      const failures = await events.countBucketSince(`login-failed:${username}`, ago(LIMITS.accountWindowMs));
      return failures >= LIMITS.failedLoginsPerAccount ? 'account' : undefined;
    },

    /** Counts a failed login of the account from the address; true when it locks that pair. */
    async loginFailed(username: string, address: string): Promise<boolean> {
      const bucket = `login-failed:${username}`;
      await events.add(bucket, address, stamp());
      const failures = await events.countSince(bucket, address, ago(LIMITS.lockMs));
      if (failures % LIMITS.failedLoginsBeforeLock !== 0) return false;
      await events.add(`login-locked:${username}`, address, stamp());
      return true;
    },

    /** Forgets the account's failed logins and locks, from every address (a login, a reset). */
    async clearLoginFailures(username: string): Promise<void> {
      await events.clearBucket(`login-failed:${username}`);
      await events.clearBucket(`login-locked:${username}`);
    },

    /** Counts a mail of the kind to the address, unless a limit is hit; returns the limit hit. */
    async mail(kind: MailKind, username: string): Promise<MailLimit> {
      const bucket = `mail-${kind}`;
      const limit = MAIL_LIMITS[kind];
      if ((await events.countSince(bucket, username, ago(MINUTE))) >= limit.perMinute) return 'minute';
      if ((await events.countSince(bucket, username, ago(HOUR))) >= limit.perHour) return 'hour';
      await events.add(bucket, username, stamp());
      return undefined;
    },
  };
}

/** The limiter's type (`app.limiter`). */
export type Limiter = ReturnType<typeof createLimiter>;
