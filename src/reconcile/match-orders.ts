import type { WalletRead } from "./read-wallet-pages";
import type { WalletEntry } from "./reconcile-types";

/** One order's entries, as matched: what its rules read. */
export interface OrderEntries {
  /** Its id, else `ref:` and the reference its debits name: the summary counts each key's money once. */
  key: string;
  /** The order id its debits name; none when they name only a reference. */
  orderId?: string;
  debits: WalletEntry[];
  /** The money that came back to it: credits naming it, or the reference of one of its debits. */
  credits: WalletEntry[];
  /** Its fees (entries whose type word is a fee's): shown with its entries, never one of its debits. */
  fees: WalletEntry[];
}

/** One reference debited under several orders (or under an order and none): the order groups miss it. */
export interface SharedReference {
  reference: string;
  debits: WalletEntry[];
  /** The keys of the orders its debits were matched to. */
  orders: string[];
}

export interface MatchedOrders {
  /** In the order of each one's first debit. */
  orders: OrderEntries[];
  sharedReferences: SharedReference[];
  /** The debits (of the batch's, when there is one) that name neither an order id nor a reference. */
  withoutOrder: number[];
  /** How many entries are the batch's, or every entry when there is none: the summary's count. */
  entriesInScope: number;
}

const REFERENCE_KEY = "ref:";

/** The key is a reference's (its debits name no order id): the order is asked about by that reference. */
export const isReferenceKey = (key: string) => key.startsWith(REFERENCE_KEY);

/**
 * The entries grouped by order: debits by their order id, else their reference; credits by their
 * order id, else as the refund of the debit whose reference they name (those read past "To" too,
 * for an order debited in the range). An order (or shared
 * reference) with an entry whose amount reads two ways is left out: its money is not known.
 */
export function matchOrders(read: WalletRead, inScope: (entry: WalletEntry) => boolean): MatchedOrders {
  const { entries } = read;
  const debitsByOrder = new Map<string, WalletEntry[]>();
  const debitsByReference = new Map<string, WalletEntry[]>();
  const creditsByOrder = new Map<string, WalletEntry[]>();
  const feesByOrder = new Map<string, WalletEntry[]>();
  const withoutOrder: number[] = [];
  let entriesInScope = 0;
  // A refund may name only the reference of a debit that names its order too: it is that order's.
  const orderOfReference = new Map<string, string>();
  for (const entry of entries) {
    if (entry.cents < 0 && entry.orderId !== undefined && entry.reference !== undefined)
      if (!orderOfReference.has(entry.reference)) orderOfReference.set(entry.reference, entry.orderId);
  }
  for (const entry of entries) {
    if (!inScope(entry)) continue;
    entriesInScope += 1;
    if (entry.isFee) {
      // A fee that names no order is the wallet's own charge: walked, not an order's debit.
      const key = creditKey(entry, orderOfReference);
      if (key !== undefined) appendTo(feesByOrder, key, entry);
    } else if (entry.cents < 0) {
      const key = debitKey(entry);
      if (key === undefined) withoutOrder.push(entry.index);
      else appendTo(debitsByOrder, key, entry);
      if (entry.reference !== undefined) appendTo(debitsByReference, entry.reference, entry);
    } else if (entry.cents > 0) {
      const key = creditKey(entry, orderOfReference);
      if (key !== undefined) appendTo(creditsByOrder, key, entry);
    }
  }

  // A refund read past "To" counts for an order debited in the range, and only for one.
  for (const entry of read.afterTo ?? []) {
    if (entry.cents <= 0 || !inScope(entry)) continue;
    const key = entry.orderId ?? (entry.reference === undefined ? undefined : orderOfReference.get(entry.reference));
    const byReference = entry.reference === undefined ? undefined : REFERENCE_KEY + entry.reference;
    const order = key !== undefined && debitsByOrder.has(key) ? key : byReference;
    if (order !== undefined && debitsByOrder.has(order)) appendTo(creditsByOrder, order, entry);
  }

  const unreadOrder = ordersWithUnreadAmount(read.unread);
  const orders: OrderEntries[] = [];
  for (const [key, debits] of debitsByOrder) {
    const credits = creditsByOrder.get(key) ?? [];
    if (unreadOrder(debits) || unreadOrder(credits)) continue;
    const orderId = debits[0]?.orderId;
    const fees = feesByOrder.get(key) ?? [];
    orders.push({ key, ...(orderId === undefined ? {} : { orderId }), debits, credits, fees });
  }
  const sharedReferences: SharedReference[] = [];
  for (const [reference, debits] of debitsByReference) {
    if (debits.length < 2 || unreadOrder(debits)) continue;
    const first = debits[0]?.orderId;
    if (debits.every((entry) => entry.orderId === first)) continue;
    const orders = new Set(debits.map((debit) => debit.orderId ?? REFERENCE_KEY + reference));
    sharedReferences.push({ reference, debits, orders: [...orders] });
  }
  return { orders, sharedReferences, withoutOrder, entriesInScope };
}

/** The order a credit (or a fee) is matched to: its order id, else the order its reference's debit names, else that reference. */
function creditKey(entry: WalletEntry, orderOfReference: ReadonlyMap<string, string>): string | undefined {
  if (entry.orderId !== undefined) return entry.orderId;
  if (entry.reference === undefined) return undefined;
  return orderOfReference.get(entry.reference) ?? REFERENCE_KEY + entry.reference;
}

/** The order a debit is matched to: its order id, else its reference's; none when it names neither. */
function debitKey(debit: WalletEntry): string | undefined {
  return debit.orderId ?? (debit.reference === undefined ? undefined : REFERENCE_KEY + debit.reference);
}

/**
 * Whether entries belong to an order (by id or by reference) that has an entry whose amount reads
 * two ways: that order's money is not known, so it is not checked.
 */
function ordersWithUnreadAmount(unread: readonly WalletEntry[]): (entries: readonly WalletEntry[]) => boolean {
  if (unread.length === 0) return () => false;
  // Keyed as the orders are: an order id, or `ref:` and a reference.
  const keys = new Set<string>();
  for (const entry of unread) {
    if (entry.orderId !== undefined) keys.add(entry.orderId);
    if (entry.reference !== undefined) keys.add(REFERENCE_KEY + entry.reference);
  }
  return (entries) =>
    entries.some(
      (entry) =>
        (entry.orderId !== undefined && keys.has(entry.orderId)) ||
        (entry.reference !== undefined && keys.has(REFERENCE_KEY + entry.reference)),
    );
}

function appendTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
