import type { OrderAnswer } from "./read-status-answers";
import type { BatchOrders, Unmatched, WalletEntry } from "./reconcile-types";

/**
 * The batch's order ids and references no entry read names (`no-entry`): their debits, if any, were
 * not read. A reference is named too when an entry names its order and that order's status answer
 * names it (a wallet whose entries carry order ids only).
 */
export function batchOrdersWithoutEntry(
  batch: BatchOrders,
  entries: readonly WalletEntry[],
  answersById: ReadonlyMap<string, OrderAnswer>,
): Unmatched[] {
  const ids = new Set<string>();
  const references = new Set<string>();
  for (const entry of entries) {
    if (entry.orderId !== undefined) {
      ids.add(entry.orderId);
      const reference = answersById.get(entry.orderId)?.reference;
      if (reference !== undefined) references.add(reference);
    }
    if (entry.reference !== undefined) references.add(entry.reference);
  }
  return [
    ...[...new Set(batch.orderIds)]
      .filter((orderId) => !ids.has(orderId))
      .map((orderId): Unmatched => ({ reason: "no-entry", orderId, entryIndexes: [] })),
    ...[...new Set(batch.references)]
      .filter((reference) => !references.has(reference))
      .map((reference): Unmatched => ({ reason: "no-entry", reference, entryIndexes: [] })),
  ];
}
