import { type Account, type LedgerEntry, type Order, orderIdFor, transactionIdFor } from "./account";
import { findOrderByRef } from "./find-order";
import type { Records } from "./record-list";

/**
 * What happened to an account after its seed: the orders and ledger entries added since. A seed
 * is the same every time for the same anchor and is never changed afterwards (every seeded order
 * that fails is refunded before the seed ends, or never: the anomalies seed plants one that is
 * not), so these and the anchor are the whole account.
 */
export interface AccountChanges {
  orders: Order[];
  ledger: LedgerEntry[];
}

/** How many orders and entries the seed made. */
export interface SeedSize {
  orders: number;
  ledger: number;
}

export const seedSizeOf = (account: Account): SeedSize => ({
  orders: account.orders.length,
  ledger: account.ledger.length,
});

function added<T extends { createdAt: number }>(list: Records<T>, from: number): T[] {
  const records: T[] = [];
  for (let index = from; index < list.length; index++) {
    const record = list.at(index);
    if (record) records.push({ ...record });
  }
  return records;
}

/** Copies of what was added after the seed, safe to keep. */
export function changesSince(account: Account, seed: SeedSize): AccountChanges {
  return { orders: added(account.orders, seed.orders), ledger: added(account.ledger, seed.ledger) };
}

/**
 * Adds saved changes to a freshly seeded account. Throws when they do not follow on from that
 * seed (numbering, references, the running balance): the caller treats that as damaged state.
 */
export function applyChanges(account: Account, changes: AccountChanges): void {
  for (const order of changes.orders) {
    if (order.order_id !== orderIdFor(account.orders.length)) throw new Error(`Unexpected order ${order.order_id}`);
    if (findOrderByRef(account, order.reseller_ref)) throw new Error(`Reference used twice: ${order.reseller_ref}`);
    const saved = { ...order };
    account.orders.push(saved);
    account.ordersByRef.set(saved.reseller_ref, saved);
    if (saved.failsAt !== null && saved.refundedAt === null) account.unsettled.push(saved);
  }
  for (const entry of changes.ledger) {
    if (entry.transaction_id !== transactionIdFor(account.ledger.length)) {
      throw new Error(`Unexpected ledger entry ${entry.transaction_id}`);
    }
    if (entry.balance_after !== account.balance + entry.amount) {
      throw new Error(`Ledger entry ${entry.transaction_id} does not follow the balance`);
    }
    account.ledger.push({ ...entry });
    account.balance = entry.balance_after;
  }
}
