export interface Summary {
  median: number;
  min: number;
  max: number;
  count: number;
}

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

export function summarize(values: readonly number[]): Summary {
  // A NaN would sort anywhere and poison the median silently: refuse it instead.
  if (values.some((value) => !Number.isFinite(value))) throw new Error(`not a finite number in [${values.join(", ")}]`);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), count: values.length };
}
