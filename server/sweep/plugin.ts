/**
 * The sweep as one scheduled job for all processes. Its id names its slot (the next
 * multiple of SWEEP_INTERVAL_MINUTES since the epoch), so every process that schedules
 * it at start, and the sweep that schedules its successor, write the same row: the job
 * table's primary key keeps one, and its claim gives it to one worker.
 */
import type { FastifyInstance } from 'fastify';
import { runSweep } from './sweep';

/** The job kind. */
export const SWEEP_JOB = 'sweep';

declare module '../jobs/runner' {
  interface JobPayloads {
    [SWEEP_JOB]: Record<string, never>;
  }
}

/** The slot after `now`: its job id and when it is due, the same in every process. */
export function nextSweep(now: Date, intervalMs: number): { id: string; runAfter: Date } {
  const runAfter = new Date((Math.floor(now.getTime() / intervalMs) + 1) * intervalMs);
  return { id: `${SWEEP_JOB}:${runAfter.toISOString()}`, runAfter };
}

/** Queues the next sweep unless some process already did; returns whether this call did. */
export function scheduleSweep(app: FastifyInstance): Promise<boolean> {
  return app.jobs.schedule(SWEEP_JOB, {}, nextSweep(app.now(), app.config.sweep.intervalMs));
}

/** Registers the sweep job and schedules the next one once the app is ready. */
export function sweepPlugin(app: FastifyInstance): void {
  const scheduleNext = () => scheduleSweep(app);
  app.jobs.register(SWEEP_JOB, {
    async run() {
      // The successor first: a sweep that fails still leaves the next one queued.
      await scheduleNext();
      const counts = await runSweep(app);
      app.log.info({ purged: counts }, 'sweep done');
    },
  });
  app.addHook('onReady', async () => {
    await scheduleNext();
  });
}
