import { useI18n, useMessages } from "../../contexts/i18n-context";
import { formatCount } from "../../lib/format-money";
import type { RecordsSummary } from "../../response/records-summary";
import { responseViewsMessages } from "./response-views-messages";

/**
 * The counts and sums of the rows a filter left: "type: debit 48,368, refund 1,530 · Sum of amount
 * (USD): −31,738". Column names and values are the API's, as sent; the counts and sums are the
 * console's, in the chosen locale ("Total amount (USD): −31.738" in Indonesian). Sums are in the
 * column's own units, as the cells show them: the API says nothing of cents.
 */
export function RecordsSummaryLine({ summary }: { summary: RecordsSummary }) {
  const { locale } = useI18n();
  const m = useMessages(responseViewsMessages);
  const count = (value: number) => formatCount(value, locale);
  const counts = summary.counts.map(
    ({ column, values }) => `${column}: ${values.map(({ value, count: n }) => `${value} ${count(n)}`).join(", ")}`,
  );
  const sums = summary.sums.flatMap(({ column, totals }) =>
    totals.map(({ currency, sum }) => `${m.sumOf(column, currency)}: ${count(sum)}`),
  );
  const parts = [...counts, ...sums];
  if (parts.length === 0) return null;
  return <p className="records-summary">{parts.join(" · ")}</p>;
}
