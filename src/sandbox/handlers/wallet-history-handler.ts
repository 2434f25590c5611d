import { walletHistory } from "../../catalog/actions/wallet-history";
import { success } from "../api-result";
import { checkDateRange, withinDays } from "../date-range";
import { defineHandler } from "../define-handler";

export const DEFAULT_HISTORY_LIMIT = 50;

/** Newest first, filtered by day (UTC, or the style's zone), then paged. Only the entries of the page are built. */
export const walletHistoryHandler = defineHandler(walletHistory, (params, { account, style }) => {
  const { page = 1, limit = DEFAULT_HISTORY_LIMIT, from, to } = params;
  const badRange = checkDateRange(from, to);
  if (badRange) return badRange;
  const { ledger } = account;
  // Positions in the ledger of the entries in range, oldest first; null when that is all of them.
  let kept: number[] | null = null;
  if (from !== undefined || to !== undefined) {
    const inRange = withinDays(from, to, style.dayOffsetMs);
    kept = [];
    for (let index = 0; index < ledger.length; index++) {
      if (inRange(ledger.createdAt(index) ?? Number.NaN)) kept.push(index);
    }
  }
  const total = kept ? kept.length : ledger.length;
  const end = total - (page - 1) * limit;
  const start = Math.max(0, end - limit);
  const entries: Record<string, unknown>[] = [];
  for (let position = end - 1; position >= start; position--) {
    const entry = ledger.at(kept ? (kept[position] ?? -1) : position);
    if (entry) entries.push(style.entry(entry, account));
  }
  return success(entries, {
    meta: { page, limit, total, total_pages: Math.ceil(total / limit), from: from ?? null, to: to ?? null },
  });
});
