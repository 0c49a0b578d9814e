/**
 * HTTP load with autocannon, measured in rounds and reported as medians. Latencies come
 * from each answer's own duration (fractional milliseconds), not autocannon's histogram,
 * which rounds to whole milliseconds: at sub-millisecond latencies that made every p50
 * 0 and every p99 1 or 2, and their ratios noise.
 */
import autocannon from 'autocannon';
import { median, percentile } from './table';

/** One measurement: the median over the rounds of req/s, p50 and p99 (ms). */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/** Runs `rounds` autocannon rounds; any non-2xx answer or error fails the measurement. */
export async function measureLoad(options: autocannon.Options, rounds: number): Promise<Figures> {
  const results: Figures[] = [];
  for (let round = 0; round < rounds; round++) {
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    results.push({
      rps: result.requests.average,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    });
  }
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
  };
}
