import { isJsonObject } from "../lib/parse-json";

/** What the summary says of a body's records; the rows themselves are asked for a page at a time. */
export interface RecordsTable {
  /** Where the records were found, e.g. "data" or "data.transactions"; "" for the body itself. */
  source: string;
  columns: string[];
  total: number;
  /** True when the records offer their values to other actions: the table gets a Use column. */
  offersUses?: boolean;
}

/** Columns (and offers) are read from the first records: a list's records share one shape. */
export const COLUMN_SAMPLE = 200;

export interface FoundRecords {
  source: string;
  records: Record<string, unknown>[];
}

function isRecords(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every(isJsonObject);
}

/** The largest array of objects in the body, or one level or two below it (data, data.items …). */
export function findRecords(body: unknown): FoundRecords | undefined {
  const found: FoundRecords[] = [];
  const visit = (value: unknown, source: string, depth: number) => {
    if (isRecords(value)) found.push({ source, records: value });
    else if (isJsonObject(value) && depth < 2) {
      for (const [key, child] of Object.entries(value)) visit(child, source ? `${source}.${key}` : key, depth + 1);
    }
  };
  visit(body, "", 0);
  return found.sort((a, b) => b.records.length - a.records.length)[0];
}

/** A value as a table cell shows it: text as it is, anything else as JSON, a missing field empty. */
export function cellText(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/**
 * A record's own field: one it lacks is missing, even when its name is an object's own
 * (`constructor`, `toString`), which a column of another record may be.
 */
export const fieldOf = (record: Record<string, unknown> | undefined, column: string): unknown =>
  record !== undefined && Object.hasOwn(record, column) ? record[column] : undefined;

/** Columns are the keys of the first records, in order of first appearance. */
export function columnsOf(records: Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const record of records.slice(0, COLUMN_SAMPLE)) for (const key of Object.keys(record)) columns.add(key);
  return [...columns];
}

// A number as JSON writes it: what a spreadsheet reads as that number, never as a formula.
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Text a spreadsheet would run as a formula; a leading "-" only when it is not a plain number. */
const isFormula = (text: string) => /^[=+@\t\r]/.test(text) || (text.startsWith("-") && !NUMBER.test(text));

/** RFC 4180 quoting, and a leading ' on text a spreadsheet would run as a formula. */
function csvField(text: string): string {
  const safe = isFormula(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The records as CSV: every one in the body's order, or those `order` lists (positions in the
 * list, e.g. the rows a filter and a sort left), in that order.
 */
export function recordsCsv(body: unknown, order?: ArrayLike<number>): string | undefined {
  const found = findRecords(body);
  if (!found) return undefined;
  const columns = columnsOf(found.records);
  const lines = [columns.map(csvField).join(",")];
  const line = (record: Record<string, unknown> | undefined) =>
    columns.map((column) => csvField(cellText(fieldOf(record, column)))).join(",");
  if (order) for (let at = 0; at < order.length; at++) lines.push(line(found.records[order[at] as number]));
  else for (const record of found.records) lines.push(line(record));
  return `${lines.join("\r\n")}\r\n`;
}
