import Papa from "papaparse";
import type { BatchRow } from "./row-state";

/** The results file's columns. The order's own fields keep their names, so the file reads back as a batch. */
export const RESULT_COLUMNS = [
  "line",
  "reseller_ref",
  "product_id",
  "user_id",
  "zone_id",
  "order_id",
  "status",
  "price",
  "message",
] as const;

// What a spreadsheet would run as a formula gets a leading ', but not a plain negative number.
const FORMULA = /^(?:[=+@\t\r]|-(?!(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$))/;

/**
 * A placed row's status is the order's own word: its final status once following found it, else
 * the last one seen (or "placed" when the API gave none). Any other row's is its state.
 */
export function finalStatus(row: BatchRow): string {
  if (row.state.kind !== "placed") return row.state.kind;
  return row.state.final?.status ?? row.state.orderStatus ?? "placed";
}

/** The API's words for a refused row; for an unknown row, why (as a code). */
export function resultMessage(row: BatchRow): string {
  const { state } = row;
  switch (state.kind) {
    case "refused":
    case "paused_balance":
      return state.message ?? state.code ?? (state.status > 0 ? `HTTP ${state.status}` : "");
    case "unknown": {
      const cause = state.cause.kind === "status" ? `http_${state.cause.status}` : state.cause.kind;
      return state.lastCheck ? `${cause}; check: ${state.lastCheck.note.code}` : cause;
    }
    default:
      return "";
  }
}

/**
 * The batch's results as CSV (papaparse's unparse: RFC 4180 quoting, CRLF), one line per row in
 * file order. `message` words each row for the reader; by default the API's words or a code.
 */
export function resultsCsv(rows: readonly BatchRow[], message: (row: BatchRow) => string = resultMessage): string {
  const data = [...rows]
    .sort((a, b) => a.line - b.line)
    .map((row) => [
      String(row.line),
      row.order.reseller_ref,
      String(row.order.product_id),
      row.order.user_id,
      row.order.zone_id ?? "",
      row.state.kind === "placed" ? (row.state.orderId ?? "") : "",
      finalStatus(row),
      row.product?.price ?? "",
      message(row),
    ]);
  return `${Papa.unparse({ fields: [...RESULT_COLUMNS], data }, { newline: "\r\n", escapeFormulae: FORMULA })}\r\n`;
}
