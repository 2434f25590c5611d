const headerOf = (headers: readonly [string, string][], ...names: string[]) =>
  headers.find(([key]) => names.includes(key.toLowerCase()))?.[1];

/**
 * A Retry-After header as a wait in ms: whole seconds ("30") or an HTTP date. Undefined when the
 * header is missing or unreadable, so the usual back-off applies instead.
 */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  const text = header?.trim() ?? "";
  if (text === "") return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** An answer's Retry-After as a wait in ms, undefined when it has none (see retryAfterMs). */
export const retryAfterIn = (headers: readonly [string, string][], now: number) =>
  retryAfterMs(headerOf(headers, "retry-after"), now);

// Reset is seconds from now in most APIs (and the IETF draft), a Unix time in seconds in some
// (GitHub's): no wait in seconds is anywhere near a billion, so the size tells them apart.
const UNIX_TIME_FROM = 1e9;

function untilReset(reset: string, now: number): number | undefined {
  const text = reset.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const seconds = Number(text);
  return seconds >= UNIX_TIME_FROM ? Math.max(0, seconds * 1000 - now) : seconds * 1000;
}

/**
 * The wait before the next request, from an answer's headers and the time (ms since the epoch):
 * Retry-After (seconds or an HTTP date) as asked, and when X-RateLimit-Remaining (or the IETF
 * draft's RateLimit-Remaining) is 0, until X-RateLimit-Reset. The longer of the two; 0 when the
 * answer asks for no wait.
 */
export function pacingDelay(headers: readonly [string, string][], now: number): number {
  const retryAfter = retryAfterIn(headers, now) ?? 0;
  const remaining = headerOf(headers, "x-ratelimit-remaining", "ratelimit-remaining")?.trim();
  const reset = headerOf(headers, "x-ratelimit-reset", "ratelimit-reset");
  const spent = remaining !== undefined && /^\d+$/.test(remaining) && Number(remaining) === 0;
  const resetWait = spent && reset !== undefined ? (untilReset(reset, now) ?? 0) : 0;
  return Math.max(retryAfter, resetWait);
}
