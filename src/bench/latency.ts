/**
 * Latency figures of the relay bench (relay.ts): nearest-rank percentiles, so every figure printed is one measured
 * value, never an interpolation between two.
 */

export type LatencySummary = { count: number; p50: number; p99: number; max: number };

/** The nearest-rank percentile `p` (0 < p <= 100) of `values`: the smallest value with p % of them at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile needs 0 < p <= 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

/** p50, p99 and max of some durations; null when there are none. */
export function summarizeLatencies(values: readonly number[]): LatencySummary | null {
  if (values.length === 0) return null;
  return { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) };
}
