/**
 * The one back-off rule: `first` ms before the first retry, doubled at each one after, never more
 * than `longest`. A retry of a 429 or a failed read waits 1 s, then 2 s (`backOff(n, BACK_OFF_MS)`);
 * order tracking checks after 2 s, 4 s, 8 s, 16 s, then every 30 s (its own `first` and `longest`).
 */
export function backOff(retriesDone: number, first: number, longest = Number.POSITIVE_INFINITY): number {
  return Math.min(first * 2 ** Math.min(retriesDone, 20), longest);
}

/** The first back-off of a request asked again when its answer asks for no wait of its own. */
export const BACK_OFF_MS = 1000;
