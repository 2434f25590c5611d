import { parseJson } from "../lib/parse-json";
import { bodyUses } from "./body-uses";
import { childrenAt, type JsonPath, type OutlinePage } from "./json-outline";
import { type LedgerResult, readLedger } from "./ledger";
import { createRecordsIndex, type RecordsPage, type RecordsQuery } from "./records-query";
import { COLUMN_SAMPLE, columnsOf, findRecords, type RecordsTable, recordsCsv } from "./records-table";
import { readSeries, type SeriesResult } from "./series";
import { unsafeIntegerIn } from "./unsafe-integer";
import type { FillableAction, ValueUse } from "./value-uses";

/**
 * A body read as JSON, or why not: empty, or the parser's own message (the browser's words, shown
 * as the browser wrote them, like any message it gives).
 */
export type BodySummary =
  | { json: false; reason: "empty" }
  | { json: false; reason: "invalid"; detail: string }
  /** JSON nested deeper than the views can walk (the engine's stack): the Raw view shows it. */
  | { json: false; reason: "too-deep" }
  /** `unsafeInteger`: the first whole number beyond 2^53 − 1 as sent, which the parsed views round. */
  | { json: true; pretty: string; table?: RecordsTable; unsafeInteger?: string };

/** One page of a tree, with what the object it lists offers to other actions. */
export type TreePage = OutlinePage & { uses: ValueUse[] };

/** Rows of the records table, each with what it offers to other actions when the table has a Use column. */
export type TablePage = Omit<RecordsPage, "rows"> & { rows: (RecordsPage["rows"][number] & { uses?: ValueUse[] })[] };

export type BodyRequest =
  | { id: number; type: "summary" }
  | { id: number; type: "children"; path: JsonPath; offset: number; limit: number }
  | { id: number; type: "table"; query: RecordsQuery; offset: number; limit: number }
  /** Every record, or with a query the rows it shows, in the order shown. */
  | { id: number; type: "csv"; query?: RecordsQuery }
  | { id: number; type: "ledger" }
  | { id: number; type: "series" };

export type BodyReply = BodySummary | TreePage | TablePage | LedgerResult | SeriesResult | string | undefined;

/** What the reader needs to offer a body's values to other actions. */
export interface UseSource {
  /** The action that got this response: what its records are, and which offer to leave out. */
  actionId?: string;
  fillable: readonly FillableAction[];
}

/** Answers every question views ask of one body. Runs in a worker, or in the page as a fallback. */
export function createBodyReader(text: string, source: UseSource = { fillable: [] }) {
  const parsed = text.trim() === "" ? { ok: false as const, message: "" } : parseJson(text);
  let uses: ReturnType<typeof bodyUses> | undefined;
  const usesIn = (body: unknown) => {
    uses ??= bodyUses(body, source.fillable, source.actionId);
    return uses;
  };
  let table: { meta: RecordsTable; index: ReturnType<typeof createRecordsIndex> } | undefined;
  const tableOf = (body: unknown) => {
    if (table) return table;
    const found = findRecords(body);
    if (!found) return undefined;
    const columns = columnsOf(found.records);
    const meta: RecordsTable = { source: found.source, columns, total: found.records.length };
    if (usesIn(body).anyRow(COLUMN_SAMPLE)) meta.offersUses = true;
    table = { meta, index: createRecordsIndex(found.records, columns) };
    return table;
  };
  return (request: BodyRequest): BodyReply => {
    if (!parsed.ok) {
      if (request.type !== "summary") return undefined;
      return text.trim() === ""
        ? { json: false, reason: "empty" }
        : { json: false, reason: "invalid", detail: parsed.message };
    }
    switch (request.type) {
      case "summary":
        try {
          const meta = tableOf(parsed.value)?.meta;
          const unsafeInteger = unsafeIntegerIn(text);
          return {
            json: true,
            pretty: JSON.stringify(parsed.value, null, 2),
            ...(meta ? { table: meta } : {}),
            ...(unsafeInteger ? { unsafeInteger } : {}),
          };
        } catch (error) {
          if (error instanceof RangeError) return { json: false, reason: "too-deep" };
          throw error;
        }
      case "table": {
        const found = tableOf(parsed.value);
        if (!found) return undefined;
        const page = found.index.page(request.query, request.offset, request.limit);
        if (!found.meta.offersUses) return page;
        const offers = usesIn(parsed.value);
        return { ...page, rows: page.rows.map((row) => ({ ...row, uses: offers.row(row.index) })) };
      }
      case "children":
        return {
          ...childrenAt(parsed.value, request.path, request.offset, request.limit),
          uses: usesIn(parsed.value).at(request.path),
        };
      case "csv":
        return recordsCsv(parsed.value, request.query && tableOf(parsed.value)?.index.select(request.query));
      case "ledger":
        return readLedger(parsed.value);
      case "series":
        return readSeries(parsed.value);
    }
  };
}
