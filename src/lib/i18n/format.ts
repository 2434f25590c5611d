import { formatCount, formatMoney, type MoneyStyle } from "../format-money";

/**
 * Numbers, money, dates and durations as the console shows them in one locale. Only what the
 * console writes goes through here: a raw body, a sent value or a field name is never reformatted.
 */
export interface Formatters {
  number: (value: number) => string;
  money: (value: number, style?: Omit<MoneyStyle, "locale">) => string;
  /** 23/11/2026 in id-ID, 11/23/2026 in en-US. */
  date: (ms: number) => string;
  /** The date with hours, minutes and seconds. */
  dateTime: (ms: number) => string;
  /** A duration in milliseconds: "850 ms", "1.3 s" (id-ID: "1,3 dtk"). */
  duration: (ms: number) => string;
}

export function createFormatters(locale: string): Formatters {
  const date = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" });
  const dateTime = new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const millis = new Intl.NumberFormat(locale, { style: "unit", unit: "millisecond", maximumFractionDigits: 0 });
  const seconds = new Intl.NumberFormat(locale, { style: "unit", unit: "second", maximumFractionDigits: 1 });
  return {
    number: (value) => formatCount(value, locale),
    money: (value, style = {}) => formatMoney(value, { ...style, locale }),
    date: (ms) => date.format(ms),
    dateTime: (ms) => dateTime.format(ms),
    duration: (ms) => (ms < 1000 ? millis.format(ms) : seconds.format(ms / 1000)),
  };
}
