/**
 * The in-process worker over the durable jobs table (../repositories/jobs.ts). Every
 * server process runs one: it claims a job with a lease, renews the lease while the
 * handler runs, and deletes the job when it is done. A process killed mid-job leaves
 * a lease that expires; whichever worker polls next (after a restart, or another
 * process) runs the job again, so handlers are written to be safely re-run. Quick kinds
 * (JobKind.quick) have a second loop of their own.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../repositories';
import type { Job, JobsRepository } from '../repositories/jobs';

/**
 * Every job kind and the payload it carries. Each job's module adds its kind
 * (`declare module '../jobs/runner' { interface JobPayloads { kind: Payload } }`), so
 * enqueue and the handler agree on the payload's type at both ends.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each job's module.
export interface JobPayloads {}

/** A registered job kind's name. */
export type JobKindName = keyof JobPayloads & string;

/** Runs one job's payload; throwing retries it (up to the attempts limit). */
export type JobHandler<P = unknown> = (payload: P, job: Job) => Promise<void>;

/** A kind of job: its handler, and what to do once every attempt failed. */
export interface JobKind<P = unknown> {
  run: JobHandler<P>;
  giveUp?: (payload: P, error: unknown) => Promise<void>;
  /** Attempts before giving up (default: the runner's). */
  maxAttempts?: number;
  /** The wait before attempt `attempt + 1` (default 5 s, doubling). */
  backoffMs?: (attempt: number) => number;
  /**
   * A short job someone waits for (an account's mail with its code): besides the main loop,
   * which runs every kind in turn, a second loop runs only quick kinds, so that one waits
   * behind no document conversion (up to two minutes each) on deadline day.
   */
  quick?: boolean;
}

/** 5 s, 10 s, 20 s...: a passing fault (storage briefly down) gets time to clear. */
export function doublingBackoff(firstMs: number, capMs = Number.POSITIVE_INFINITY) {
  return (attempt: number) => Math.min(capMs, firstMs * 2 ** (attempt - 1));
}

/** How the runner behaves; the defaults suit production. */
export interface RunnerOptions {
  /** The jobs table (the app's registry's `jobs`). */
  jobs: JobsRepository;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How long a claim holds without renewal (default 60 s). */
  leaseMs?: number;
  /** How often an idle worker looks for jobs enqueued by other processes (default 500 ms). */
  pollMs?: number;
  /** Attempts before a job is given up (default 3). */
  maxAttempts?: number;
}

/** The runner a process owns. */
export interface JobRunner {
  readonly workerId: string;
  register<K extends JobKindName>(kind: K, definition: JobKind<JobPayloads[K]>): void;
  /**
   * Adds a job. Through the registry `within` when given (a transaction's, from
   * `repos.transaction`), and then the caller calls `nudge()` once it commits (or once its
   * answer is sent); without, the local worker wakes at once.
   */
  enqueue<K extends JobKindName>(
    kind: K,
    payload: JobPayloads[K],
    within?: Pick<Repositories, 'jobs'>,
  ): Promise<string>;
  /**
   * Queues a job under a fixed id, due at `runAfter`, unless a job with that id exists
   * (queued, running or finished within the retention). Every process may schedule the
   * same periodic job: one row results, so it runs once. Returns whether this call added it.
   */
  schedule<K extends JobKindName>(
    kind: K,
    payload: JobPayloads[K],
    options: { id: string; runAfter: Date },
  ): Promise<boolean>;
  /** Wakes the local worker now (call after the transaction that enqueued commits). */
  nudge(): void;
  /** Claims and runs one ready job; false when none was ready. */
  runOnce(): Promise<boolean>;
  start(): void;
  /** Stops polling and waits (up to `graceMs`) for the job in hand. */
  stop(graceMs?: number): Promise<void>;
}

/** Creates a runner; `start()` begins polling. */
export function createJobRunner(options: RunnerOptions): JobRunner {
  const { jobs: repo, now, log } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 500;
  const maxAttempts = options.maxAttempts ?? 3;
  const kinds = new Map<string, JobKind>();
  const workerId = `${process.pid}-${randomUUID()}`;
  const at = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  let running = false;
  /** Each waiting loop's wake-up. */
  const wakes = new Set<() => void>();
  let loop: Promise<unknown> | undefined;
  const quickKinds = () => [...kinds].filter(([, kind]) => kind.quick).map(([name]) => name);

  async function execute(job: Job): Promise<void> {
    const kind = kinds.get(job.kind);
    const payload = JSON.parse(job.payload) as unknown;
    const heartbeat = setInterval(() => {
      repo
        .renew(job.id, workerId, at(leaseMs))
        .catch((error) => log.warn({ err: error }, 'job lease renewal failed'));
    }, leaseMs / 3);
    try {
      if (!kind) throw new Error(`No handler for job kind ${job.kind}`);
      // Claimed again each time its lease ran out: every attempt so far ended with the
      // process running it (a crash, a kill), not with an error. A job that takes its process
      // down (a hostile file) is given up below, unrun, not run again on each restart.
      if (job.attempts > (kind.maxAttempts ?? maxAttempts))
        throw new Error(
          `given up: its ${job.attempts - 1} attempts each ended with the process running them`,
        );
      await kind.run(payload, job);
      await repo.complete(job.id, workerId, at());
      log.info({ job: job.id, kind: job.kind, attempt: job.attempts }, 'job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (kind && job.attempts < (kind.maxAttempts ?? maxAttempts)) {
        const wait = (kind.backoffMs ?? doublingBackoff(5000))(job.attempts);
        await repo.retry(job.id, workerId, at(wait), message);
        log.warn(
          { job: job.id, kind: job.kind, attempt: job.attempts, err: error },
          'job failed; will retry',
        );
      } else {
        await repo.fail(job.id, workerId, message, at());
        log.error({ job: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job given up');
        await kind
          ?.giveUp?.(payload, error)
          .catch((giveUpError) => log.error({ err: giveUpError }, 'job give-up handler failed'));
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims and runs one ready job (of these kinds only, when given). */
  async function runOnce(only?: readonly string[]): Promise<boolean> {
    const job = await repo.claim(workerId, at(), at(leaseMs), only);
    if (!job) return false;
    await execute(job);
    return true;
  }

  async function poll(only?: readonly string[]): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await runOnce(only);
      } catch (error) {
        log.error({ err: error }, 'job claim failed');
      }
      if (!worked && running) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            wakes.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, pollMs);
          wakes.add(wake);
        });
      }
    }
  }

  return {
    workerId,
    register(kind, definition) {
      kinds.set(kind, definition as JobKind);
    },
    async enqueue(kind, payload, within) {
      const id = randomUUID();
      const timestamp = at();
      await (within?.jobs ?? repo).add({
        id,
        kind,
        payload: JSON.stringify(payload),
        run_after: timestamp,
        created_at: timestamp,
      });
      if (!within) this.nudge();
      return id;
    },
    schedule(kind, payload, { id, runAfter }) {
      return repo.addOnce({
        id,
        kind,
        payload: JSON.stringify(payload),
        run_after: runAfter.toISOString(),
        created_at: at(),
      });
    },
    nudge() {
      for (const wake of [...wakes]) wake();
    },
    runOnce: () => runOnce(),
    start() {
      if (running) return;
      running = true;
      const quick = quickKinds();
      loop = Promise.all([poll(), ...(quick.length > 0 ? [poll(quick)] : [])]);
    },
    async stop(graceMs = 15_000) {
      running = false;
      for (const wake of [...wakes]) wake();
      if (loop) {
        await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      }
    },
  };
}
