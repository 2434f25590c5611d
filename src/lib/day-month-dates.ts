import { readTime } from "./zoned-time";

/** Which of a numeric date's first two numbers is the day: "21/11/2025" is day-first, "11/21/2025" month-first. */
export type DayMonthOrder = "day-first" | "month-first";

/** A date whose year comes last, as day and month first (or month and day), with a time or not. */
const DAY_MONTH =
  /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:(?:T|\s+|,\s*)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?$/;

/** Whether a date is written with its year last (day and month in an order to be told apart). */
export const isDayMonthDate = (text: string) => DAY_MONTH.test(text.trim());

/**
 * The order of day and month that a list's dates are written in, told by their values: a first
 * number above 12 can only be a day, a second above 12 only a day too. Undefined when nothing tells
 * (every number 12 or below) or the dates say both: such a list is ambiguous and is never guessed.
 */
export function dayMonthOrderOf(texts: Iterable<string>): DayMonthOrder | undefined {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of texts) {
    const parts = DAY_MONTH.exec(text.trim());
    if (!parts) continue;
    if (Number(parts[1]) > 12) dayFirst = true;
    if (Number(parts[2]) > 12) monthFirst = true;
  }
  if (dayFirst === monthFirst) return undefined;
  return dayFirst ? "day-first" : "month-first";
}

/**
 * A year-last date read as a moment, its day and month in `order`, on the clock of `zone` when it
 * names no zone (as `readTime` reads "2025-11-21 10:00:00"). Undefined for any other writing.
 */
export function readDayMonthTime(text: string, order: DayMonthOrder, zone: string): number | undefined {
  const parts = DAY_MONTH.exec(text.trim());
  if (!parts) return undefined;
  const [first = "", second = "", year = ""] = parts.slice(1, 4);
  const [day, month] = order === "day-first" ? [first, second] : [second, first];
  const time =
    parts[4] === undefined ? "" : ` ${parts[4]}:${parts[5]}:${parts[6] ?? "00"}${parts[7] ? `.${parts[7]}` : ""}`;
  return readTime(`${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}${time}`, zone);
}
