import { keyScrubber } from "../history/redact";
import { formatMoney } from "../lib/format-money";
import { plural } from "../lib/i18n/plural";
import { minorDigits } from "../lib/money-text";
import { findingMessages } from "./finding-messages";
import { fromHundredths } from "./hundredths";
import type { ReconcileResult } from "./reconcile-result";
import type { FindingKind, Unmatched } from "./reconcile-types";

const KIND_WORDS = findingMessages.en;

const ENTRIES = { one: "# entry", other: "# entries" };

/** A table cell: a pipe or a line break in the API's values cannot break the table. */
const cell = (text: string) =>
  text
    .replaceAll("\\", "\\\\")
    .replaceAll("|", "\\|")
    .replace(/\s*\n\s*/g, " ");

const OR = new Intl.ListFormat("en", { type: "disjunction" });
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

/** What a Not matched item says beyond where it is: the API's words, or an amount that reads two ways. */
function said(item: Unmatched): string {
  if (item.text !== undefined && item.readings !== undefined)
    return `"${item.text}" could be ${OR.format(item.readings.map((reading) => NUMBER.format(reading)))}`;
  if (item.said === undefined && !item.bodyRefused) return "";
  const words = item.said === undefined ? "" : `: ${item.said}`;
  return item.bodyRefused ? `the body says it failed${words}` : `"${item.said}"`;
}

/**
 * The findings as a ticket report section (Markdown, in English: it is written for the API's
 * support): what was checked, the counts and the money at stake, one table row per finding with
 * the entries that show it, and what could not be matched. Money as the console shows it, cents
 * beside where the currency has cents. Every key given is taken out.
 */
export function findingsReport(result: ReconcileResult, keys: readonly (string | undefined)[]): string {
  const { currency } = result;
  // The check counts hundredths: in a currency, its own units (Rupiah has none smaller than one).
  const money = (cents: number | undefined) =>
    cents === undefined
      ? ""
      : currency
        ? formatMoney(fromHundredths(cents), { currency, locale: "en-US" })
        : formatMoney(cents, { minor: true, locale: "en-US" });
  const inCents = minorDigits(currency) === 2 ? ` (${result.summary.atStake} in minor units)` : "";
  const { summary, findings, unmatched } = result;
  const range = result.range ? ` from ${result.range.first} to ${result.range.last}` : "";
  const lines = [
    "## Reconciliation",
    "",
    `- **Entries checked:** ${summary.entries}${range}`,
    // Support compares the dates as sent with its own records: it needs the clock they were read on.
    `- **Times without a zone read in:** ${result.timeZone}`,
    findings.length === 0
      ? unmatched.length === 0
        ? "- **Findings:** none: all entries reconcile."
        : "- **Findings:** none, but not everything could be checked (see Not matched)."
      : `- **Findings:** ${findings.length}, ${money(summary.atStake)} at stake${inCents}`,
    ...(Object.keys(summary.counts) as FindingKind[])
      .filter((kind) => summary.counts[kind] > 0)
      .map((kind) => `  - ${KIND_WORDS[kind]} (\`${kind}\`): ${summary.counts[kind]}`),
  ];
  if (findings.length > 0) {
    lines.push("", "| Kind | Order | Reference | Status | Amounts | Entries | When |", "|---|---|---|---|---|---|---|");
    for (const finding of findings) {
      const amounts = (["debited", "refunded", "price", "expected", "found", "atStake"] as const)
        .filter((key) => finding.amounts[key] !== undefined)
        .map((key) => `${key === "atStake" ? "at stake" : key} ${money(finding.amounts[key])}`)
        .join(", ");
      const entries = finding.entryIndexes
        .map((index) => {
          const entry = result.entries[index];
          if (!entry) return `#${index + 1}`;
          const balance = entry.balance === undefined ? "" : `, balance ${money(entry.balance)}`;
          return `${entry.entryId ?? `#${index + 1}`} ${entry.date ?? ""} ${money(entry.amount)}${balance}`;
        })
        .join("; ");
      lines.push(
        `| ${[KIND_WORDS[finding.kind], finding.orderId ?? "", finding.reference ?? "", finding.status ?? "", amounts, entries, finding.at ?? ""].map(cell).join(" | ")} |`,
      );
    }
  }
  if (unmatched.length > 0) {
    lines.push("", "### Not matched", "");
    for (const item of unmatched) {
      const where = [
        item.entryIndexes.length > 0 ? plural("en", item.entryIndexes.length, ENTRIES) : "",
        item.page === undefined ? "" : `page ${item.page + 1}`,
        item.orderId ?? item.reference ?? "",
        item.httpStatus === undefined ? "" : `HTTP ${item.httpStatus}`,
        said(item),
      ].filter(Boolean);
      lines.push(`- \`${item.reason}\`${where.length > 0 ? `: ${where.join(", ")}` : ""}`);
    }
  }
  return keyScrubber(keys)(lines.join("\n"));
}
