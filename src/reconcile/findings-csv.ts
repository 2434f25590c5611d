import Papa from "papaparse";
import { fromHundredths } from "./hundredths";
import type { Finding } from "./reconcile-types";

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
  "currency",
] as const;

// What a spreadsheet would run as a formula gets a leading ', but not a plain negative number (as results-csv.ts).
const FORMULA = /^(?:[=+@\t\r]|-(?!(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$))/;

/**
 * An amount in the currency's own units, as the API writes it ("177000" Rupiah, "14.99" dollars):
 * the check counts hundredths, which for Rupiah would read a hundred times the money.
 */
const major = (cents: number | undefined) => (cents === undefined ? "" : String(fromHundredths(cents)));

/**
 * The findings as CSV (papaparse's unparse, CRLF), amounts in the currency's units with the
 * currency beside them (empty when nothing named one), entries as their places from 1 (as "#n" on screen).
 */
export function findingsCsv(findings: readonly Finding[], currency?: string): string {
  const data = findings.map((finding) => [
    finding.kind,
    finding.orderId ?? "",
    finding.reference ?? "",
    major(finding.amounts.debited),
    major(finding.amounts.refunded),
    major(finding.amounts.price),
    major(finding.amounts.expected),
    major(finding.amounts.found),
    major(finding.amounts.atStake),
    finding.entryIndexes.map((index) => index + 1).join(" "),
    finding.at ?? "",
    currency ?? "",
  ]);
  return `${Papa.unparse({ fields: [...FINDING_COLUMNS], data }, { newline: "\r\n", escapeFormulae: FORMULA })}\r\n`;
}
