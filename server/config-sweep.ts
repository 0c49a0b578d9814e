/**
 * The sweep's settings (README "Configuration"): how often the one sweep job runs across
 * all processes, and how long what it purges is kept.
 */
import { type Env, readWhole } from './config-env';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often the sweep runs and what it keeps. */
export interface SweepConfig {
  /** SWEEP_INTERVAL_MINUTES: the time between two sweeps. */
  intervalMs: number;
  /** JOB_RETENTION_DAYS: done and failed jobs are kept this long after they finished. */
  jobRetentionMs: number;
  /**
   * UPLOAD_GRACE_HOURS: a stored object no row references, or a temporary file, is
   * removed only once older than this, so an upload in flight is never touched.
   */
  uploadGraceMs: number;
  /**
   * EXPIRED_RETENTION_DAYS: expired confirmation codes and staff links are kept this long,
   * so their owner is told "expired" rather than "not valid".
   */
  expiredRetentionMs: number;
}

/** Reads the sweep's variables; a bad value throws naming the variable. */
export function readSweep(env: Env): SweepConfig {
  return {
    intervalMs: readWhole(env, 'SWEEP_INTERVAL_MINUTES', 60, 1, 1440) * MINUTE,
    // At least a day: a sweep's own finished row keeps its slot from being queued again.
    jobRetentionMs: readWhole(env, 'JOB_RETENTION_DAYS', 7, 1, 3650) * DAY,
    // At least an hour: far beyond the 5-minute life of a presigned upload.
    uploadGraceMs: readWhole(env, 'UPLOAD_GRACE_HOURS', 24, 1, 8760) * HOUR,
    expiredRetentionMs: readWhole(env, 'EXPIRED_RETENTION_DAYS', 7, 0, 3650) * DAY,
  };
}
