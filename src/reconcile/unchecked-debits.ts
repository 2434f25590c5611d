import { entryIndexesOf } from "./entry-indexes-of";
import type { OrderCase } from "./order-case";
import type { Unmatched } from "./reconcile-types";
import { isNotFinal, orderStart } from "./rules/stuck";

/**
 * The debits a rule could not check, and why, for Not matched. A refused status check and a price
 * that reads two ways already have their item (from the answer): the order's debits are added to
 * it. Debits of an order whose answer names no price are `no-price`; of an order not final with no
 * date that reads, `no-date`.
 */
export function listUncheckedDebits(orders: readonly OrderCase[], timeZone: string): Unmatched[] {
  const noPrice: number[] = [];
  const noDate: number[] = [];
  for (const order of orders) {
    const { answer } = order;
    if (answer?.refused) answer.refused.entryIndexes.push(...entryIndexesOf(order.debits));
    if (order.lookup !== "found") continue;
    if (answer?.priceUnread) answer.priceUnread.entryIndexes.push(...entryIndexesOf(order.debits));
    else if (answer?.price === undefined) noPrice.push(...entryIndexesOf(order.debits));
    if (isNotFinal(order) && orderStart(order, timeZone) === undefined) noDate.push(...entryIndexesOf(order.debits));
  }
  const unmatched: Unmatched[] = [];
  if (noPrice.length > 0) unmatched.push({ reason: "no-price", entryIndexes: noPrice });
  if (noDate.length > 0) unmatched.push({ reason: "no-date", entryIndexes: noDate });
  return unmatched;
}
