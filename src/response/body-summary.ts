import { parseJson } from "../lib/parse-json";
import { childrenAt, type JsonPath, type OutlinePage } from "./json-outline";
import { type LedgerResult, readLedger } from "./ledger";
import { type RecordsTable, recordsCsv, recordsTable } from "./records-table";
import { readSeries, type SeriesResult } from "./series";

export type BodySummary = { json: false; reason: string } | { json: true; pretty: string; table?: RecordsTable };

export type BodyRequest =
  | { id: number; type: "summary" }
  | { id: number; type: "children"; path: JsonPath; offset: number; limit: number }
  | { id: number; type: "csv" }
  | { id: number; type: "ledger" }
  | { id: number; type: "series" };

export type BodyReply = BodySummary | OutlinePage | LedgerResult | SeriesResult | string | undefined;

/** Answers every question views ask of one body. Runs in a worker, or in the page as a fallback. */
export function createBodyReader(text: string) {
  const parsed = text.trim() === "" ? { ok: false as const, message: "The body is empty." } : parseJson(text);
  return (request: BodyRequest): BodyReply => {
    if (!parsed.ok) return request.type === "summary" ? { json: false, reason: parsed.message } : undefined;
    switch (request.type) {
      case "summary": {
        const table = recordsTable(parsed.value);
        return { json: true, pretty: JSON.stringify(parsed.value, null, 2), ...(table ? { table } : {}) };
      }
      case "children":
        return childrenAt(parsed.value, request.path, request.offset, request.limit);
      case "csv":
        return recordsCsv(parsed.value);
      case "ledger":
        return readLedger(parsed.value);
      case "series":
        return readSeries(parsed.value);
    }
  };
}
