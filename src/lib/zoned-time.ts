/**
 * Times as the market's APIs write them, read in a time zone. "2026-11-20 10:00:00" names no zone:
 * it is the API's own wall clock (Jakarta's, for most of this market), so reading it in the browser's
 * zone would make an order's age depend on where the person sits. Intl alone does the zone arithmetic:
 * the zone's offset at a moment is what its wall clock says then, minus the moment itself.
 */

/** A wall-clock time: month 1 to 12, hour 0 to 23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const clocks = new Map<string, Intl.DateTimeFormat>();

function clock(zone: string): Intl.DateTimeFormat {
  let found = clocks.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clocks.set(zone, found);
  }
  return found;
}

/** The wall clock in `zone` at `ms` (ms since the epoch). */
export function wallClockAt(ms: number, zone: string): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: 0 };
  for (const part of clock(zone).formatToParts(ms)) {
    if (part.type in wall) wall[part.type as keyof WallClock] = Number(part.value);
  }
  wall.millisecond = ms - Math.floor(ms / 1000) * 1000;
  return wall;
}

/** The wall clock's numbers as if it were UTC: where zone arithmetic starts. */
const asUtc = (wall: WallClock) => {
  if (wall.year >= 100) {
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  }
  // Date.UTC takes years 0 to 99 for 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return date.getTime();
};

// Offsets by zone and UTC day, kept for a day whose first and last moments have the same offset (clocks
// change at most once a day, so then none changed in it): a long wallet reads tens of thousands of
// times, and asking Intl for each would take seconds.
const offsets = new Map<string, Map<number, number>>();
const MAX_KEPT = 50_000;

function computedOffset(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return asUtc({ ...wallClockAt(whole, zone), millisecond: 0 }) - whole;
}

/** How far ahead of UTC the zone's clock is at `ms`, in ms (Asia/Jakarta: 7 hours). */
export function zoneOffset(ms: number, zone: string): number {
  let kept = offsets.get(zone);
  if (!kept) {
    kept = new Map();
    offsets.set(zone, kept);
  }
  const day = Math.floor(ms / DAY);
  const known = kept.get(day);
  if (known !== undefined) return known;
  const start = computedOffset(day * DAY, zone);
  const end = computedOffset(day * DAY + DAY - 1, zone);
  if (start !== end) return computedOffset(ms, zone);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(day, start);
  return start;
}

/**
 * The moment a wall-clock time in `zone` names. A time the clocks skip (a DST gap, 02:30 on the night
 * they go forward) is moved forward by the gap, to 03:30, as a person who set a clock then would; a time
 * that happens twice (the hour they go back) is the first of the two. (Temporal calls this "compatible".)
 */
export function instantOf(wall: WallClock, zone: string): number {
  const local = asUtc(wall);
  const before = zoneOffset(local - DAY, zone);
  const after = zoneOffset(local + DAY, zone);
  const fits = [local - before, local - after].filter((at, index) => zoneOffset(at, zone) === [before, after][index]);
  if (fits.length > 0) return Math.min(...fits);
  return local - before;
}

const DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;
/** Seconds (10 digits) or milliseconds (13) since 1970, as text: from 2001 to 2286 either way. */
const EPOCH_TEXT = /^(?:\d{10}|\d{13})(?:\.\d+)?$/;
/** Below this an epoch number counts seconds (until the year 5138), from it milliseconds (from 1973). */
const SECONDS_BELOW = 1e11;
/** A date with its month in words that ends with its zone: an HTTP date ("Fri, 20 Nov 2026 03:00:00 GMT"). */
const WORDED_WITH_ZONE = /^[^\d]*\d{1,2}\s+[a-z]{3,}\s+\d{4}\s+\d{1,2}:\d{2}(?::\d{2})?\s+(?:GMT|UTC|Z|[+-]\d{4})$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function offsetOf(text: string): number {
  if (/^(Z|UTC|GMT)$/i.test(text)) return 0;
  const sign = text.startsWith("-") ? -1 : 1;
  const digits = text.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0)) * MINUTE;
}

function fromEpoch(value: number): number | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return Math.round(value < SECONDS_BELOW ? value * 1000 : value);
}

/**
 * An API's time as ms since the epoch. A time with its zone or offset (`Z`, `+07:00`) is that moment.
 * A date and time without one ("2026-11-20 10:00:00", "2026-11-20T10:00", "2026/11/20 10:00") is a
 * wall-clock time in `zone`; a bare date ("2026-11-20") its midnight there. A number, or a text of 10
 * or 13 digits, counts seconds or milliseconds since 1970; an HTTP date is read in the zone it names.
 * Anything else is undefined: never a guess in the browser's zone.
 */
export function readTime(value: unknown, zone: string): number | undefined {
  if (typeof value === "number") return fromEpoch(value);
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (EPOCH_TEXT.test(text)) return fromEpoch(Number(text));
  const parts = DATE_TIME.exec(text);
  if (!parts) {
    // Other writings are read only when they name their zone ("Fri, 20 Nov 2026 03:00:00 GMT").
    const at = WORDED_WITH_ZONE.test(text) ? Date.parse(text) : Number.NaN;
    return Number.isNaN(at) ? undefined : at;
  }
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((part) => Number(part ?? 0));
  const wall: WallClock = {
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour,
    minute,
    second,
    millisecond: Number((parts[7] ?? "").padEnd(3, "0").slice(0, 3)),
  };
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > daysIn(wall.year, wall.month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const offset = parts[8];
  return offset === undefined ? instantOf(wall, zone) : asUtc(wall) - offsetOf(offset);
}

const two = (value: number) => String(value).padStart(2, "0");

/**
 * `ms` written as the wall clock in `zone`, the way these APIs write it: "2026-11-20" (day),
 * "2026-11-20 10:00" (minute), "2026-11-20 10:00:05" (second). The day keeps its order in every language.
 */
export function formatInZone(ms: number, zone: string, to: "day" | "minute" | "second" = "minute"): string {
  const wall = wallClockAt(ms, zone);
  const day = `${String(wall.year).padStart(4, "0")}-${two(wall.month)}-${two(wall.day)}`;
  if (to === "day") return day;
  const minute = `${day} ${two(wall.hour)}:${two(wall.minute)}`;
  return to === "minute" ? minute : `${minute}:${two(wall.second)}`;
}

/** The calendar day ("2026-11-20") `ms` falls on in `zone`. */
export const dayIn = (ms: number, zone: string) => formatInZone(ms, zone, "day");

/**
 * A calendar day ("2026-11-20") as a whole day in `zone`: the moment it starts and the moment the next
 * starts (23 or 25 hours apart on the days DST begins or ends). Undefined when it is not a date.
 */
export function dayBounds(day: string, zone: string): { start: number; end: number } | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!parts) return undefined;
  const [year, month, date] = parts.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || date < 1 || date > daysIn(year, month)) return undefined;
  const midnight = { year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 };
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return {
    start: instantOf(midnight, zone),
    end: instantOf(
      { ...midnight, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      zone,
    ),
  };
}
