/** The process's job runner (`app.jobs`): started once the app is ready, stopped before it closes. */
import type { FastifyInstance } from 'fastify';
import { createJobRunner, type JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** Decorates `app.jobs`; handlers register on it before the app is ready. */
export async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const jobs = createJobRunner({
    jobs: app.repos.jobs,
    now: app.now,
    log: app.log.child({ component: 'jobs' }),
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // preClose runs before the database closes, so the job in hand can finish writing.
  app.addHook('preClose', async () => jobs.stop());
}
