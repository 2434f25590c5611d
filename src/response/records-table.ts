import { isJsonObject } from "../lib/parse-json";
import type { ValueUse } from "./value-uses";

export interface RecordsTable {
  /** Where the records were found, e.g. "data" or "data.transactions"; "" for the body itself. */
  source: string;
  columns: string[];
  /** The first rows as display text; the CSV has them all. */
  rows: string[][];
  total: number;
  /** What each shown row offers to other actions, row by row; absent when no row offers anything. */
  uses?: ValueUse[][];
}

export const MAX_ROWS = 500;
const COLUMN_SAMPLE = 200;

function isRecords(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every(isJsonObject);
}

/** The largest array of objects in the body, or one level or two below it (data, data.items …). */
export function findRecords(body: unknown): { source: string; records: Record<string, unknown>[] } | undefined {
  const found: { source: string; records: Record<string, unknown>[] }[] = [];
  const visit = (value: unknown, source: string, depth: number) => {
    if (isRecords(value)) found.push({ source, records: value });
    else if (isJsonObject(value) && depth < 2) {
      for (const [key, child] of Object.entries(value)) visit(child, source ? `${source}.${key}` : key, depth + 1);
    }
  };
  visit(body, "", 0);
  return found.sort((a, b) => b.records.length - a.records.length)[0];
}

function cell(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function columnsOf(records: Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const record of records.slice(0, COLUMN_SAMPLE)) for (const key of Object.keys(record)) columns.add(key);
  return [...columns];
}

export function recordsTable(body: unknown): RecordsTable | undefined {
  const found = findRecords(body);
  if (!found) return undefined;
  const columns = columnsOf(found.records);
  const rows = found.records.slice(0, MAX_ROWS).map((record) => columns.map((column) => cell(record[column])));
  return { source: found.source, columns, rows, total: found.records.length };
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

export function recordsCsv(body: unknown): string | undefined {
  const found = findRecords(body);
  if (!found) return undefined;
  const columns = columnsOf(found.records);
  const lines = [columns.map(csvField).join(",")];
  for (const record of found.records) lines.push(columns.map((column) => csvField(cell(record[column]))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
