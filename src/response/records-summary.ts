import { type Concept, isNamed, numberOf } from "./field-names";
import { cellText, fieldOf } from "./records-table";

export interface RecordsSummary {
  /** How many rows each value of a category column has (type, status, currency), most first. */
  counts: { column: string; values: { value: string; count: number }[] }[];
  /** Totals of the money columns (amount, price …), one per currency when the records name one. */
  sums: { column: string; totals: { currency?: string; sum: number; count: number }[] }[];
}

/** Columns whose few values are worth counting, by the names field-names.ts knows them by. */
const CATEGORIES: Concept[] = ["direction", "status", "currency"];
/** Columns of money, whose sum means something (a balance's does not). */
const AMOUNTS: Concept[] = ["amount", "price", "debit", "credit", "revenue"];
/** More values than this and a column is not a category but free text. */
export const MAX_CATEGORIES = 8;

const named = (column: string, concepts: Concept[]) => concepts.some((concept) => isNamed(column, concept));

/** Decimal places as written: a sum of prices in cents and dollars is rounded to what was sent. */
function decimalsOf(value: unknown): number {
  const text = String(value).replace(/[\s,_]/g, "");
  const point = text.indexOf(".");
  return point < 0 || /e/i.test(text) ? 0 : text.length - point - 1;
}

function countsOf(records: readonly Record<string, unknown>[], column: string, order: ArrayLike<number>) {
  const counts = new Map<string, number>();
  for (let at = 0; at < order.length; at++) {
    const value = cellText(fieldOf(records[order[at] as number], column));
    if (value === "") continue;
    counts.set(value, (counts.get(value) ?? 0) + 1);
    if (counts.size > MAX_CATEGORIES) return undefined;
  }
  if (counts.size === 0) return undefined;
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

function sumsOf(
  records: readonly Record<string, unknown>[],
  column: string,
  currencyColumn: string | undefined,
  order: ArrayLike<number>,
) {
  const totals = new Map<string | undefined, { sum: number; count: number; decimals: number }>();
  for (let at = 0; at < order.length; at++) {
    const record = records[order[at] as number];
    const value = fieldOf(record, column);
    const number = numberOf(value);
    if (number === undefined) continue;
    const currency = currencyColumn === undefined ? undefined : cellText(fieldOf(record, currencyColumn)) || undefined;
    const total = totals.get(currency) ?? { sum: 0, count: 0, decimals: 0 };
    total.sum += number;
    total.count += 1;
    total.decimals = Math.max(total.decimals, decimalsOf(value));
    totals.set(currency, total);
  }
  if (totals.size === 0) return undefined;
  return [...totals]
    .map(([currency, { sum, count, decimals }]) => ({
      ...(currency === undefined ? {} : { currency }),
      // Floating point drifts over thousands of additions (0.1 + 0.2); the sum has the places its parts had.
      sum: Number(sum.toFixed(Math.min(decimals, 12))),
      count,
    }))
    .sort((a, b) => b.count - a.count);
}

/**
 * What a person reads first about the rows a filter left: how many of each kind, and what the
 * money columns add up to. Columns are recognised by name only (field-names.ts), as everywhere else.
 */
export function summarizeRecords(
  records: readonly Record<string, unknown>[],
  columns: readonly string[],
  order: ArrayLike<number>,
): RecordsSummary {
  const currencyColumn = columns.find((column) => isNamed(column, "currency"));
  const counts = columns.flatMap((column) => {
    const values = named(column, CATEGORIES) ? countsOf(records, column, order) : undefined;
    return values ? [{ column, values }] : [];
  });
  const sums = columns.flatMap((column) => {
    const totals = named(column, AMOUNTS) ? sumsOf(records, column, currencyColumn, order) : undefined;
    return totals ? [{ column, totals }] : [];
  });
  return { counts, sums };
}
