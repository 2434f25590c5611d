import type { BatchRow } from "./row-state";

/** The orders of a batch that reconciliation looks for in the wallet. */
export interface SentOrders {
  /** The ids the API gave placed rows. */
  orderIds: string[];
  /** The reference of every row ever sent. */
  references: string[];
}

/**
 * Every row whose order request ever left, whatever its state: placed, unknown, or refused (a
 * refusal after a lost answer, or one that says the reference was used, may stand beside an order
 * that was charged). Only a row never sent is left out: it cannot have been charged.
 */
export function sentOrders(rows: Iterable<BatchRow>): SentOrders {
  const sent: SentOrders = { orderIds: [], references: [] };
  for (const row of rows) {
    if (row.sends === 0 && row.state.kind === "pending") continue;
    sent.references.push(row.order.reseller_ref);
    if (row.state.kind === "placed" && row.state.orderId !== undefined) sent.orderIds.push(row.state.orderId);
  }
  return sent;
}
