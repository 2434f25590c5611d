import { formatCount } from "../../lib/format-money";
import type { RecordsSummary } from "../../response/records-summary";

/**
 * The counts and sums of the rows a filter left: "type: debit 48,368, refund 1,530 · Sum of amount
 * (USD): −31,738". Sums are in the column's own units, as the cells show them: the API says
 * nothing of cents.
 */
export function RecordsSummaryLine({ summary }: { summary: RecordsSummary }) {
  const counts = summary.counts.map(
    ({ column, values }) =>
      `${column}: ${values.map(({ value, count }) => `${value} ${formatCount(count)}`).join(", ")}`,
  );
  const sums = summary.sums.flatMap(({ column, totals }) =>
    totals.map(
      ({ currency, sum }) => `Sum of ${column}${currency === undefined ? "" : ` (${currency})`}: ${formatCount(sum)}`,
    ),
  );
  const parts = [...counts, ...sums];
  if (parts.length === 0) return null;
  return <p className="records-summary">{parts.join(" · ")}</p>;
}
