/**
 * HTTP load with autocannon, measured in rounds and reported as medians. Latencies come
 * from each answer's own duration (fractional milliseconds), not autocannon's histogram,
 * which rounds to whole milliseconds: at sub-millisecond latencies that made every p50
 * 0 and every p99 1 or 2, and their ratios noise.
 */
import autocannon from 'autocannon';
import { median, percentile } from './table';

/**
 * One measurement: the median over the rounds of req/s, p50 and p99 (ms), and of the
 * server's CPU time per answer (µs; NaN when the target has no CPU clock).
 */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
}

/** Seconds each target is loaded, unmeasured, before the rounds: the JIT warms up. */
const WARM_UP_S = 2;

/** One autocannon round; any non-2xx answer or error fails the measurement. */
async function round(options: autocannon.Options, cpuMs: () => number = () => Number.NaN): Promise<Figures> {
  const latencies: number[] = [];
  const cpuBefore = cpuMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const cpuUs = ((cpuMs() - cpuBefore) * 1000) / result.requests.total;
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuUs,
  };
}

/**
 * Measures several targets in interleaved rounds (a, b, c, a, b, c, ...), so that a
 * change in the machine's load (a shared machine, other processes) hits every target
 * alike and the ratios between them hold. Each figure is the median over its rounds;
 * a short unmeasured round per target first, so no target is timed while still cold.
 * `cpuMs` gives a target's server CPU clock (processes.ts), for its CPU time per answer.
 */
export async function measureInterleaved<K extends string>(
  targets: Record<K, autocannon.Options>,
  rounds: number,
  cpuMs: Partial<Record<K, () => number>> = {},
): Promise<Record<K, Figures>> {
  const names = Object.keys(targets) as K[];
  for (const name of names) await round({ ...targets[name], duration: WARM_UP_S });
  const results = new Map<K, Figures[]>(names.map((name) => [name, []]));
  for (let index = 0; index < rounds; index++) {
    for (const name of names) results.get(name)?.push(await round(targets[name], cpuMs[name]));
  }
  const figures = {} as Record<K, Figures>;
  for (const name of names) {
    const list = results.get(name) ?? [];
    figures[name] = {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      cpuUs: median(list.map((r) => r.cpuUs)),
    };
  }
  return figures;
}
