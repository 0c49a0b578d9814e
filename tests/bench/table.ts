/** One line of the benchmark table that `npm run bench` prints. */
export interface BenchRow {
  /** What is measured, e.g. "GET /api/profile (logged in)". */
  subject: string;
  /** The figure's name, e.g. "req/s", "p50 ms", "median µs". */
  metric: string;
  value: number;
  /** The same figure for the baseline measured in the same run, when there is one. */
  baseline?: number;
  /** What the baseline is, e.g. "bare Fastify route". */
  baselineName?: string;
}

/** A benchmark section: runs its measurements and returns its rows. */
export type BenchSection = () => Promise<BenchRow[]>;

function format(value: number): string {
  // Counts (saves, lost saves) read as counts, not as 97.00.
  if (value >= 100 || Number.isInteger(value)) return value.toFixed(0);
  if (value >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}

/** Renders rows as a fixed-width table, with value/baseline ratios where a baseline exists. */
export function renderTable(rows: BenchRow[]): string {
  const header = ['subject', 'metric', 'value', 'baseline', 'ratio', 'baseline is'];
  const lines = rows.map((row) => [
    row.subject,
    row.metric,
    format(row.value),
    row.baseline === undefined ? '' : format(row.baseline),
    row.baseline === undefined || row.baseline === 0 ? '' : `${format(row.value / row.baseline)}x`,
    row.baselineName ?? '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const render = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  return [render(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...lines.map(render)].join(
    '\n',
  );
}

/** Median of a list of numbers (the list is not changed). */
export function median(values: number[]): number {
  return percentile(values, 50);
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
