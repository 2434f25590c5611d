import { formatBytes } from "../format-bytes";
import { formatDuration } from "../format-duration";

/**
 * Numbers, money, dates and durations as the console shows them in one locale. Only what the
 * console writes goes through here (money: `formatMoney` with the locale): a raw body, a sent value or a field name is never reformatted.
 */
export interface Formatters {
  /** A count: grouped, up to six decimals (1.234,56 in id-ID). Money: `formatMoney` with `locale`. */
  number: (value: number) => string;
  bytes: (bytes: number) => string;
  /** 23/11/2026 in id-ID, 11/23/2026 in en-US. */
  date: (ms: number) => string;
  /** The date with hours, minutes and seconds. */
  dateTime: (ms: number) => string;
  /** A duration, always in milliseconds so two answers compare at a glance: "1,234 ms" (id-ID: "1.234 md"). */
  duration: (ms: number) => string;
}

/** Made at first use: creating an Intl formatter loads its locale's data, which the first paint need not wait for. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export function createFormatters(locale: string): Formatters {
  const date = once(() => new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" }));
  const dateTime = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  );
  const count = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }));
  return {
    number: (value) => count().format(value),
    bytes: (bytes) => formatBytes(bytes, locale),
    date: (ms) => date().format(ms),
    dateTime: (ms) => dateTime().format(ms),
    duration: (ms) => formatDuration(ms, locale),
  };
}
