export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

export function summary(values: number[]): { median: number; p95: number; min: number; max: number; n: number } {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    median: round(median(values)),
    p95: round(percentile(values, 95)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    n: values.length,
  };
}

export async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}
