import Papa from "papaparse";
import type { Finding } from "./reconcile";

export const FINDING_COLUMNS = [
  "kind",
  "order_id",
  "reference",
  "debited",
  "refunded",
  "price",
  "expected",
  "found",
  "at_stake",
  "entries",
  "at",
] as const;

// What a spreadsheet would run as a formula gets a leading ', but not a plain negative number (as results-csv.ts).
const FORMULA = /^(?:[=+@\t\r]|-(?!(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$))/;

const cents = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The findings as CSV (papaparse's unparse, CRLF), amounts in minor units, entries as their places from 1 (as "#n" on screen). */
export function findingsCsv(findings: readonly Finding[]): string {
  const data = findings.map((finding) => [
    finding.kind,
    finding.orderId ?? "",
    finding.reference ?? "",
    cents(finding.amounts.debited),
    cents(finding.amounts.refunded),
    cents(finding.amounts.price),
    cents(finding.amounts.expected),
    cents(finding.amounts.found),
    cents(finding.amounts.atStake),
    finding.entryIndexes.map((index) => index + 1).join(" "),
    finding.at ?? "",
  ]);
  return `${Papa.unparse({ fields: [...FINDING_COLUMNS], data }, { newline: "\r\n", escapeFormulae: FORMULA })}\r\n`;
}
