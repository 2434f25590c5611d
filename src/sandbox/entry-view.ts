import type { LedgerEntry } from "./account";
import { CURRENCY, majorUnits } from "./game-catalog";

/** A wallet history entry in the sandbox's own style. */
export function entryView(entry: LedgerEntry) {
  return {
    transaction_id: entry.transaction_id,
    type: entry.type,
    amount: majorUnits(entry.amount),
    currency: CURRENCY,
    balance_after: majorUnits(entry.balance_after),
    order_id: entry.order_id,
    description: entry.description,
    created_at: new Date(entry.createdAt).toISOString(),
  };
}
