/**
 * Jakarta time (WIB), as the Indonesian top-up market's APIs write their times: no zone, seconds,
 * "2026-11-20 10:00:00". WIB has been UTC+7 all year since 1964, with no summer time, so a fixed
 * offset is exact and cheap (a test holds it to Intl's Asia/Jakarta).
 */
export const JAKARTA_OFFSET_MS = 7 * 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/** Sandbox time as a zone-less Jakarta wall-clock time. */
export function jakartaTime(ms: number): string {
  return new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** The sandbox time at which the Jakarta day holding `ms` began (midnight WIB). */
export function jakartaDayStart(ms: number): number {
  return Math.floor((ms + JAKARTA_OFFSET_MS) / DAY_MS) * DAY_MS - JAKARTA_OFFSET_MS;
}
