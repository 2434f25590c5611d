import {
  type AccountSeed,
  debitDescription,
  type LedgerEntry,
  type LedgerType,
  type Order,
  orderIdFor,
  refundDescription,
  transactionIdFor,
} from "./account";
import { PRODUCTS } from "./game-catalog";
import { orderDescription } from "./new-order";
import { failureTime } from "./order-timing";
import { fulfilmentFails } from "./special-players";

export const LEDGER_TYPES: readonly LedgerType[] = ["top_up", "debit", "refund"];
export const TOP_UP_NOTES = ["Opening deposit", "Bank transfer"] as const;
export type TopUpNote = (typeof TOP_UP_NOTES)[number];

/**
 * The long history as typed columns: no object and no string per record until one is read.
 * Row i of the order columns is order i (ord_ i + 1), row j of the entry columns ledger entry j.
 * Every seeded order that fails is refunded at its failure time before the seed ends.
 */
export interface HistoryColumns {
  orders: number;
  orderAt: Float64Array;
  /** Index in PRODUCTS. */
  product: Uint8Array;
  /** Index in `players`. */
  player: Uint8Array;
  /** 0 when the game has no zones. */
  zone: Uint16Array;
  entries: number;
  entryAt: Float64Array;
  /** Index in LEDGER_TYPES. */
  entryType: Uint8Array;
  amount: Float64Array;
  balanceAfter: Float64Array;
  /** The entry's order, or -1 for a top-up. */
  entryOrder: Int32Array;
  /** A top-up's description, as an index in TOP_UP_NOTES. */
  note: Uint8Array;
}

/** Room for `orders` orders and `entries` ledger entries, filled from row 0. */
export function createHistoryColumns(orders: number, entries: number): HistoryColumns {
  return {
    orders: 0,
    orderAt: new Float64Array(orders),
    product: new Uint8Array(orders),
    player: new Uint8Array(orders),
    zone: new Uint16Array(orders),
    entries: 0,
    entryAt: new Float64Array(entries),
    entryType: new Uint8Array(entries),
    amount: new Float64Array(entries),
    balanceAfter: new Float64Array(entries),
    entryOrder: new Int32Array(entries),
    note: new Uint8Array(entries),
  };
}

/** Reads an index that the seed wrote, so it is always in range. */
function item<T>(list: readonly T[], index: number | undefined): T {
  return list[index ?? 0] as T;
}

/** The columns seen as an account seed. `refOf(i)` is order i's reseller_ref, `indexOfRef` its inverse. */
export function historyRecords(
  columns: HistoryColumns,
  players: readonly string[],
  refOf: (index: number) => string,
  indexOfRef: (ref: string) => number,
): AccountSeed {
  const { orderAt, product, player, zone, entryAt, entryType, amount, balanceAfter, entryOrder, note } = columns;
  const orderRow = (index: number): Order | undefined => {
    if (!(index >= 0 && index < columns.orders)) return undefined;
    const bought = item(PRODUCTS, product[index]);
    const userId = item(players, player[index]);
    const createdAt = orderAt[index] ?? 0;
    const failsAt = failureTime(createdAt, fulfilmentFails(userId));
    const zoneId = zone[index] ?? 0;
    return {
      order_id: orderIdFor(index),
      reseller_ref: refOf(index),
      product_id: bought.product_id,
      game_id: bought.game_id,
      user_id: userId,
      zone_id: zoneId === 0 ? null : String(zoneId),
      price: bought.price,
      createdAt,
      failsAt,
      refundedAt: failsAt,
    };
  };

  const buildEntry = (index: number): LedgerEntry => {
    const type = item(LEDGER_TYPES, entryType[index]);
    const order = entryOrder[index] ?? -1;
    const orderId = order < 0 ? null : orderIdFor(order);
    let description: string = item(TOP_UP_NOTES, note[index]);
    if (orderId !== null && type === "refund") description = refundDescription(orderId);
    if (orderId !== null && type === "debit") {
      const what = orderDescription(item(PRODUCTS, product[order]), item(players, player[order]));
      description = debitDescription(orderId, what);
    }
    return {
      transaction_id: transactionIdFor(index),
      type,
      amount: amount[index] ?? 0,
      balance_after: balanceAfter[index] ?? 0,
      order_id: orderId,
      description,
      createdAt: entryAt[index] ?? 0,
    };
  };
  // An entry, once built, is kept: the 50,000-entry page is read again and again (the benchmark
  // does), and should cost no more than before the seed went compact. Orders are not kept:
  // statistics reads them all at every request and needs none of their strings.
  const builtEntries: (LedgerEntry | undefined)[] = new Array(columns.entries);
  const entryRow = (index: number): LedgerEntry | undefined => {
    if (!(index >= 0 && index < columns.entries)) return undefined;
    let entry = builtEntries[index];
    if (!entry) {
      entry = buildEntry(index);
      builtEntries[index] = entry;
    }
    return entry;
  };

  return {
    balance: columns.entries > 0 ? (balanceAfter[columns.entries - 1] ?? 0) : 0,
    orders: {
      length: columns.orders,
      at: orderRow,
      createdAt: (index) => (index >= 0 && index < columns.orders ? orderAt[index] : undefined),
    },
    orderByRef: (ref) => {
      const order = orderRow(indexOfRef(ref));
      return order?.reseller_ref === ref ? order : undefined;
    },
    ledger: {
      length: columns.entries,
      at: entryRow,
      createdAt: (index) => (index >= 0 && index < columns.entries ? entryAt[index] : undefined),
    },
  };
}
