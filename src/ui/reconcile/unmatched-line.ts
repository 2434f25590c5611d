import type { Unmatched } from "../../reconcile/reconcile-types";
import type { ReconcileWords } from "./use-reconcile-text";

/** A Not matched line in words, its parts formatted in the console's language ("15,000 or 15", "15.000 atau 15"). */
export function unmatchedLine(words: ReconcileWords, item: Unmatched, locale: string): string {
  const { m, format, count } = words;
  const first = item.entryIndexes[0];
  const readings = (item.readings ?? []).map((reading) => format.number(reading));
  const params = {
    entries: count(m.entries, item.entryIndexes.length),
    place: first === undefined ? "" : `#${first + 1}`,
    page: item.page === undefined ? "" : format.number(item.page + 1),
    order: item.orderId ?? item.reference ?? "",
    status: item.httpStatus === undefined ? "" : `HTTP ${item.httpStatus}`,
    said: item.said ?? "",
    text: item.text ?? "",
    readings: new Intl.ListFormat(locale, { type: "disjunction" }).format(readings),
  };
  // A 2xx whose body says it failed is a refusal of its own kind.
  return item.reason === "status-refused" && item.bodyRefused
    ? m.statusRefusedInBody(params)
    : m.unmatched[item.reason](params);
}
