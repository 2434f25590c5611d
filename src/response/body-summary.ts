import { parseJson } from "../lib/parse-json";
import { bodyUses } from "./body-uses";
import { childrenAt, type JsonPath, type OutlinePage } from "./json-outline";
import { type LedgerResult, readLedger } from "./ledger";
import { MAX_ROWS, type RecordsTable, recordsCsv, recordsTable } from "./records-table";
import { readSeries, type SeriesResult } from "./series";
import type { UseTarget, ValueUse } from "./value-uses";

export type BodySummary = { json: false; reason: string } | { json: true; pretty: string; table?: RecordsTable };

/** One page of a tree, with what the object it lists offers to other actions. */
export type TreePage = OutlinePage & { uses: ValueUse[] };

export type BodyRequest =
  | { id: number; type: "summary" }
  | { id: number; type: "children"; path: JsonPath; offset: number; limit: number }
  | { id: number; type: "csv" }
  | { id: number; type: "ledger" }
  | { id: number; type: "series" };

export type BodyReply = BodySummary | TreePage | LedgerResult | SeriesResult | string | undefined;

/** What the reader needs to offer a body's values to other actions. */
export interface UseSource {
  /** The action that got this response: what its records are, and which offer to leave out. */
  actionId?: string;
  targets: readonly UseTarget[];
}

/** Answers every question views ask of one body. Runs in a worker, or in the page as a fallback. */
export function createBodyReader(text: string, source: UseSource = { targets: [] }) {
  const parsed = text.trim() === "" ? { ok: false as const, message: "The body is empty." } : parseJson(text);
  let uses: ReturnType<typeof bodyUses> | undefined;
  return (request: BodyRequest): BodyReply => {
    if (!parsed.ok) return request.type === "summary" ? { json: false, reason: parsed.message } : undefined;
    switch (request.type) {
      case "summary": {
        uses ??= bodyUses(parsed.value, source.targets, source.actionId);
        const table = recordsTable(parsed.value);
        const rowUses = uses.rows(MAX_ROWS);
        const withUses = table && rowUses?.some((row) => row.length > 0) ? { ...table, uses: rowUses } : table;
        return { json: true, pretty: JSON.stringify(parsed.value, null, 2), ...(withUses ? { table: withUses } : {}) };
      }
      case "children":
        uses ??= bodyUses(parsed.value, source.targets, source.actionId);
        return {
          ...childrenAt(parsed.value, request.path, request.offset, request.limit),
          uses: uses.at(request.path),
        };
      case "csv":
        return recordsCsv(parsed.value);
      case "ledger":
        return readLedger(parsed.value);
      case "series":
        return readSeries(parsed.value);
    }
  };
}
