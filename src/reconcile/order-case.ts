import { type FinalKind, finalKindOf, type WordCorrections } from "../answer/status-words";
import { isReferenceKey, type MatchedOrders, type OrderEntries, type SharedReference } from "./match-orders";
import { orderNaming } from "./order-naming";
import type { OrderAnswer, StatusAnswersRead } from "./read-status-answers";
import type { WalletEntry } from "./reconcile-types";

/**
 * The money of what a finding is about, in hundredths (`toHundredths`): D, C and E of
 * docs/reconcile.md, and the largest debit. Rules report it as they find it; the money at stake,
 * each finding's and the summary's, is derived from it in one place (`sumUp`).
 */
export interface OrderMoney {
  /** The order's key (`OrderEntries.key`); for a reference debited under several orders, theirs. */
  orders: readonly string[];
  /** A reference debited under several orders: its money counts only when none of those orders' does. */
  shared: boolean;
  /** D: what its debits took. */
  debited: number;
  /** C: what its credits gave back. */
  credited: number;
  /** E: what it leaves owed (see `orderCase`). */
  expected: number;
  largestDebit: number;
}

/** How a finding names its order: the order id, the reference and the status word as sent. */
export interface OrderNames {
  orderId?: string;
  reference?: string;
  status?: string;
}

/** Debits that belong together, as the double_debit rule reads them: an order's, or one reference's. */
export interface DebitGroup {
  names: OrderNames;
  debits: readonly WalletEntry[];
  money: OrderMoney;
}

/** One order as its rules read it: its entries, what Check order status said of it, and its money. */
export interface OrderCase extends DebitGroup {
  credits: readonly WalletEntry[];
  /** Its fees: shown with its debits (`shownEntries`), not counted in what it was debited. */
  fees: readonly WalletEntry[];
  /**
   * What Check order status said: `found` the order (an answer that names it), `not-found` (a 404, or
   * no answer names it), or `refused` (refused or never answered: nothing is known).
   */
  lookup: "found" | "not-found" | "refused";
  answer: OrderAnswer | undefined;
  /** What its status word means once final; none while it is not final, or when there is no word. */
  finalKind: FinalKind | undefined;
  /** It ended failed or refunded: it leaves nothing owed. */
  failed: boolean;
}

/** Each matched order with its status answer, as its rules read it. */
export function orderCases(matched: MatchedOrders, answers: StatusAnswersRead, words?: WordCorrections): OrderCase[] {
  return matched.orders.map((order) => orderCase(order, answers, words));
}

function orderCase(order: OrderEntries, answers: StatusAnswersRead, words?: WordCorrections): OrderCase {
  const { key, orderId, debits, credits, fees } = order;
  const answer = answerOf(order, answers);
  const lookup = answer?.refused ? "refused" : answer?.known ? "found" : "not-found";
  const reference = debits.find((entry) => entry.reference !== undefined)?.reference ?? answer?.reference;
  const word = answer?.status;
  const finalKind = word === undefined ? undefined : finalKindOf(word, words);
  const failed = finalKind === "failed" || finalKind === "refunded";
  const largestDebit = largestOf(debits);
  // E: its price unless it failed (one debit when the answer names none); nothing for an order the
  // API does not know; one debit for an order nothing is known of.
  const expected =
    lookup === "refused" ? largestDebit : lookup === "not-found" || failed ? 0 : (answer?.price ?? largestDebit);
  return {
    names: { ...orderNaming(orderId, reference), ...(word !== undefined && { status: word }) },
    debits,
    credits,
    fees,
    lookup,
    answer,
    finalKind,
    failed,
    money: {
      orders: [key],
      shared: false,
      debited: totalOf(debits),
      credited: totalOf(credits),
      expected,
      largestDebit,
    },
  };
}

/** The entries a finding about the whole order shows: its debits and its fees, in the pages' order. */
export const shownEntries = (order: OrderCase): readonly WalletEntry[] =>
  order.fees.length === 0 ? order.debits : [...order.debits, ...order.fees].sort((a, b) => a.index - b.index);

/**
 * A reference debited under several orders, as a group of debits: nothing credited back is its own,
 * and one debit is what it should have cost (E is its largest debit).
 */
export function sharedReferenceCase(shared: SharedReference): DebitGroup {
  const largestDebit = largestOf(shared.debits);
  return {
    names: orderNaming(undefined, shared.reference),
    debits: shared.debits,
    money: {
      orders: shared.orders,
      shared: true,
      debited: totalOf(shared.debits),
      credited: 0,
      expected: largestDebit,
      largestDebit,
    },
  };
}

/**
 * Its status answer: the one asked by its order id, or, for an order keyed by a reference (its
 * debits name no order id), by its first debit's reference.
 */
function answerOf(order: OrderEntries, answers: StatusAnswersRead): OrderAnswer | undefined {
  if (!isReferenceKey(order.key)) return answers.byId.get(order.key);
  const reference = order.debits[0]?.reference;
  return reference === undefined ? undefined : answers.byReference.get(reference);
}

/** The entries' money, whichever way it went (hundredths). */
function totalOf(entries: readonly WalletEntry[]): number {
  let total = 0;
  for (const entry of entries) total += Math.abs(entry.cents);
  return total;
}

function largestOf(entries: readonly WalletEntry[]): number {
  let largest = Number.NEGATIVE_INFINITY;
  for (const entry of entries) largest = Math.max(largest, Math.abs(entry.cents));
  return largest;
}
