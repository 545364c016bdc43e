/** Order statistics of a list of numbers; undefined for an empty list. */
export function percentile(values: number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const median = (values: number[]): number | undefined => percentile(values, 50);

export const round = (value: number | undefined, digits = 1): number | null =>
  value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(digits));
