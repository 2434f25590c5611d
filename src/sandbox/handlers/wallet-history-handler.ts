import { walletHistory } from "../../catalog/actions/wallet-history";
import type { LedgerEntry } from "../account";
import { success } from "../api-result";
import { checkDateRange, dayOf, inDays } from "../date-range";
import { defineHandler } from "../define-handler";
import { CURRENCY } from "../game-catalog";

export const DEFAULT_HISTORY_LIMIT = 50;

function entryView(entry: LedgerEntry) {
  return {
    transaction_id: entry.transaction_id,
    type: entry.type,
    amount: entry.amount,
    currency: CURRENCY,
    balance_after: entry.balance_after,
    order_id: entry.order_id,
    description: entry.description,
    created_at: new Date(entry.createdAt).toISOString(),
  };
}

/** Newest first, filtered by UTC day, then paged. */
export const walletHistoryHandler = defineHandler(walletHistory, (params, { account }) => {
  const { page = 1, limit = DEFAULT_HISTORY_LIMIT, from, to } = params;
  const badRange = checkDateRange(from, to);
  if (badRange) return badRange;
  const filtered =
    from === undefined && to === undefined
      ? account.ledger
      : account.ledger.filter((entry) => inDays(dayOf(entry.createdAt), from, to));
  const total = filtered.length;
  const end = total - (page - 1) * limit;
  const start = Math.max(0, end - limit);
  const entries = end > 0 ? filtered.slice(start, end).reverse().map(entryView) : [];
  return success(entries, {
    meta: { page, limit, total, total_pages: Math.ceil(total / limit), from: from ?? null, to: to ?? null },
  });
});
