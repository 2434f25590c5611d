import type { BatchOrders, WalletEntry } from "./reconcile-types";

/**
 * Whether an entry is one of the batch's orders (every entry is, when there is no batch). An entry
 * matched by reference brings its order id in, so the order's entries that name only the id (its
 * refund) are the batch's too.
 */
export function entryInBatch(
  batch: BatchOrders | undefined,
  entries: readonly WalletEntry[],
): (entry: WalletEntry) => boolean {
  if (!batch) return () => true;
  const ids = new Set(batch.orderIds);
  const references = new Set(batch.references);
  for (const entry of entries)
    if (entry.orderId !== undefined && entry.reference !== undefined && references.has(entry.reference))
      ids.add(entry.orderId);
  return (entry) =>
    (entry.orderId !== undefined && ids.has(entry.orderId)) ||
    (entry.reference !== undefined && references.has(entry.reference));
}
