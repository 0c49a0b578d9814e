/**
 * What one sweep purges (README "Sweeps"): stale uploads, old finished jobs, and expired
 * sessions, reset links, confirmation codes, staff links and rate events. Every step is
 * a delete of what nothing can use any more, so running it twice does no harm.
 */
import type { FastifyInstance } from 'fastify';
import { IDLE_TIMEOUT_MS, SESSION_ABSOLUTE_MS } from '../../engine/session';
import { RATE_EVENT_RETENTION_MS } from '../auth/limits';
import { LAST_SEEN_WRITE_INTERVAL_MS } from '../plugins/session';
import { purgeUnreferencedObjects } from './objects';

/** How many of each were purged. */
export interface SweepCounts {
  sessions: number;
  passwordResets: number;
  confirmationCodes: number;
  serviceTokens: number;
  tmpAnswers: number;
  rateEvents: number;
  jobs: number;
  temporaryFiles: number;
  objects: number;
}

/** Runs every purge once, against the app's clock and its configured retentions. */
export async function runSweep(app: FastifyInstance): Promise<SweepCounts> {
  const { jobRetentionMs, uploadGraceMs, expiredRetentionMs } = app.config.sweep;
  const now = app.now();
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const storage = app.storage;
  return {
    // The same limits findLiveSession applies: a session past either is already dead.
    sessions: await app.repos.sessions.purgeExpired(
      ago(IDLE_TIMEOUT_MS + LAST_SEEN_WRITE_INTERVAL_MS),
      ago(SESSION_ABSOLUTE_MS),
    ),
    // An expired reset link and an unknown one get the same answer: they go at once.
    passwordResets: await app.repos.passwordResets.purgeExpired(now.toISOString()),
    // An expired code or staff link is answered "expired" (not "not valid") for the retention.
    confirmationCodes: await app.repos.confirmationCodes.purgeExpired(ago(expiredRetentionMs)),
    serviceTokens: await app.repos.serviceTokens.purgeExpired(ago(expiredRetentionMs)),
    // A prefill link holds a prospect's answers: it goes as soon as it expires.
    tmpAnswers: await app.repos.tmpAnswers.purgeExpired(now.toISOString()),
    rateEvents: await app.repos.rateEvents.prune(ago(RATE_EVENT_RETENTION_MS)),
    jobs: await app.repos.jobs.purgeFinished(ago(jobRetentionMs)),
    temporaryFiles: await storage.purgeTemporary(new Date(now.getTime() - uploadGraceMs)),
    objects: await purgeUnreferencedObjects(
      storage,
      app.repos.documents,
      new Date(now.getTime() - uploadGraceMs),
    ),
  };
}
