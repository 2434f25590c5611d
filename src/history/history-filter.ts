import { findAction } from "../catalog/catalog";
import type { HistorySummary } from "./history-entry";

export const STATUS_CLASSES = ["2xx", "3xx", "4xx", "5xx", "failure"] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export interface HistoryFilter {
  /** "" for every action. */
  actionId: string;
  /** "" for every outcome. */
  status: StatusClass | "";
  text: string;
}

export const NO_FILTER: HistoryFilter = { actionId: "", status: "", text: "" };

/** 1xx answers never reach a fetch caller; anything under 300 counts as success. */
export function statusClassOf(summary: Pick<HistorySummary, "status">): StatusClass {
  const status = summary.status;
  if (status === null) return "failure";
  if (status >= 500) return "5xx";
  if (status >= 400) return "4xx";
  if (status >= 300) return "3xx";
  return "2xx";
}

function haystack(summary: HistorySummary): string {
  return [
    findAction(summary.actionId)?.label ?? summary.actionId,
    summary.method,
    summary.url,
    summary.environment,
    summary.status ?? summary.failure ?? "",
    summary.searchText,
  ]
    .join("\n")
    .toLowerCase();
}

/** Keeps the order it is given (newest first). Text matches without regard to case. */
export function filterHistory(summaries: readonly HistorySummary[], filter: HistoryFilter): HistorySummary[] {
  const text = filter.text.trim().toLowerCase();
  return summaries.filter(
    (summary) =>
      (filter.actionId === "" || summary.actionId === filter.actionId) &&
      (filter.status === "" || statusClassOf(summary) === filter.status) &&
      (text === "" || haystack(summary).includes(text)),
  );
}
