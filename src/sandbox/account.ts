import { failureTime } from "./order-timing";
import { createRecordList, type RecordList, type Records } from "./record-list";

/** One key's state. Every mutation takes the sandbox time it happens at: no timers. */
export interface Account {
  key: string;
  label: string;
  /**
   * Minor units of the account's currency (its answer style's): cents, or whole Rupiah. Always
   * equals the last ledger entry's balance_after (or 0).
   */
  balance: number;
  /** Oldest first. An order's index is its number less one: ord_000001 is orders.at(0). */
  orders: RecordList<Order>;
  /** The orders placed with placeOrder, by reseller_ref. */
  ordersByRef: Map<string, Order>;
  /** Finds a seeded order by reseller_ref, so a compact seed needs no map of its own. */
  seededOrderByRef: (ref: string) => Order | undefined;
  /** Oldest first. An entry's index is its number less one. */
  ledger: RecordList<LedgerEntry>;
  /** Orders that will fail and are not refunded yet, oldest first. */
  unsettled: Order[];
}

/** Orders and ledger entries a seed keeps compact, settled, and the balance they leave. */
export interface AccountSeed {
  balance: number;
  orders: Records<Order>;
  orderByRef(ref: string): Order | undefined;
  ledger: Records<LedgerEntry>;
}

/** What an order buys and for whom, as asked and as kept. */
interface Purchase {
  reseller_ref: string;
  product_id: number;
  game_id: number;
  user_id: string;
  zone_id: string | null;
  price: number;
}

export interface Order extends Purchase {
  order_id: string;
  createdAt: number;
  /** When fulfilment fails, or null when it succeeds. */
  failsAt: number | null;
  refundedAt: number | null;
  /** Never leaves processing (see OrderTimes): only a seed plants such an order. */
  stalled?: boolean;
  /**
   * Check order status answers this order with an HTML 404 page, as a wrong route or a proxy in
   * front of the API would: only a seed plants such an order.
   */
  statusAsPage?: boolean;
}

/** What an entry is; a fee is money out beside an order's debit, never one of its debits. */
export const LEDGER_ENTRY_TYPES = ["top_up", "debit", "refund", "fee"] as const;
export type LedgerType = (typeof LEDGER_ENTRY_TYPES)[number];

export interface LedgerEntry {
  transaction_id: string;
  type: LedgerType;
  /** Signed minor units (as the balance): debits are negative. */
  amount: number;
  balance_after: number;
  order_id: string | null;
  description: string;
  createdAt: number;
}

export interface NewOrder extends Purchase {
  description: string;
  fails: boolean;
}

export function createAccount(key: string, label: string, seed?: AccountSeed): Account {
  return {
    key,
    label,
    balance: seed?.balance ?? 0,
    orders: createRecordList(seed?.orders),
    ordersByRef: new Map(),
    seededOrderByRef: (ref) => seed?.orderByRef(ref),
    ledger: createRecordList(seed?.ledger),
    unsettled: [],
  };
}

export const orderIdFor = (index: number) => `ord_${String(index + 1).padStart(6, "0")}`;
export const transactionIdFor = (index: number) => `txn_${String(index + 1).padStart(7, "0")}`;
export const debitDescription = (orderId: string, what: string) => `Order ${orderId}: ${what}`;
export const refundDescription = (orderId: string) => `Refund of ${orderId}: fulfilment failed`;

/**
 * The one ledger rule: an entry moves the balance by its amount and keeps the balance it leaves.
 * Live operations write through topUp, placeOrder and settle; a seed may write an entry of its own.
 */
export function recordEntry(account: Account, entry: Omit<LedgerEntry, "transaction_id" | "balance_after">): void {
  account.balance += entry.amount;
  account.ledger.push({
    transaction_id: transactionIdFor(account.ledger.length),
    type: entry.type,
    amount: entry.amount,
    balance_after: account.balance,
    order_id: entry.order_id,
    description: entry.description,
    createdAt: entry.createdAt,
  });
}

export function topUp(account: Account, amount: number, at: number, description: string): void {
  recordEntry(account, { type: "top_up", amount, order_id: null, description, createdAt: at });
}

/** Records the order without its debit: placeOrder, or a seed that writes the debit its own way. */
export function openOrder(account: Account, input: NewOrder, at: number): Order {
  settle(account, at);
  const order: Order = {
    order_id: orderIdFor(account.orders.length),
    reseller_ref: input.reseller_ref,
    product_id: input.product_id,
    game_id: input.game_id,
    user_id: input.user_id,
    zone_id: input.zone_id,
    price: input.price,
    createdAt: at,
    failsAt: failureTime(at, input.fails),
    refundedAt: null,
  };
  account.orders.push(order);
  account.ordersByRef.set(order.reseller_ref, order);
  if (order.failsAt !== null) account.unsettled.push(order);
  return order;
}

/** Debits the price and records the order. The caller has checked the balance. */
export function placeOrder(account: Account, input: NewOrder, at: number): Order {
  const order = openOrder(account, input, at);
  const description = debitDescription(order.order_id, input.description);
  recordEntry(account, { type: "debit", amount: -order.price, order_id: order.order_id, description, createdAt: at });
  return order;
}

/**
 * Writes the refunds of orders that have failed by `now`, dated when they failed. Run
 * before every request, so the ledger stays in time order and the balance is current.
 */
export function settle(account: Account, now: number): void {
  for (let next = account.unsettled[0]; next?.failsAt != null && next.failsAt <= now; next = account.unsettled[0]) {
    account.unsettled.shift();
    next.refundedAt = next.failsAt;
    refund(account, next, next.failsAt);
  }
}

/** Credits an order's price back to the wallet at `at`, as a failed order's refund reads. */
export function refund(account: Account, order: Order, at: number): void {
  const description = refundDescription(order.order_id);
  recordEntry(account, { type: "refund", amount: order.price, order_id: order.order_id, description, createdAt: at });
}
