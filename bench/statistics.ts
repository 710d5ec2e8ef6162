const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle of the values (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = ascending(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The value below which `fraction` of the values lie (nearest rank); NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = ascending(values);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
