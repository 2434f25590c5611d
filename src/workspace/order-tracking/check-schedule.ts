/** When tracking checks an order: soon after it is placed, then less and less often. */
export const FIRST_CHECK_MS = 2_000;
export const LONGEST_WAIT_MS = 30_000;
/** Tracking gives up this long after it started, whatever the status. */
export const TRACKING_LIMIT_MS = 10 * 60_000;

/** The wait before check number `checksDone + 1`: 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export function backOff(checksDone: number): number {
  return Math.min(FIRST_CHECK_MS * 2 ** Math.min(checksDone, 10), LONGEST_WAIT_MS);
}

/**
 * A 429's Retry-After as a wait in ms: whole seconds ("30") or an HTTP date. Undefined when the
 * header is missing or unreadable, so the usual back-off applies instead.
 */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  const text = header?.trim() ?? "";
  if (text === "") return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
