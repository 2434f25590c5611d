import { browserTimeZone } from "../lib/time-zone-name";
import { balanceWalk } from "./balance-walk";
import { batchOrdersWithoutEntry } from "./batch-orders-without-entry";
import { entryInBatch } from "./entry-in-batch";
import { matchOrders } from "./match-orders";
import { orderCases, sharedReferenceCase } from "./order-case";
import { readStatusAnswers } from "./read-status-answers";
import { readWalletPages, type WalletRead } from "./read-wallet-pages";
import type { ReconcileOptions, Reconciliation, StatusAnswer, Unmatched } from "./reconcile-types";
import { amountMismatch } from "./rules/amount-mismatch";
import { balanceJump } from "./rules/balance-jump";
import { debitWithoutOrder } from "./rules/debit-without-order";
import { doubleDebit } from "./rules/double-debit";
import { doubleRefund } from "./rules/double-refund";
import { missingRefund } from "./rules/missing-refund";
import { overRefund } from "./rules/over-refund";
import type { RuleFinding } from "./rules/rule-finding";
import { STUCK_AFTER_MS, stuck } from "./rules/stuck";
import { sumUp } from "./sum-up";
import { listUncheckedDebits } from "./unchecked-debits";

/** The rules each order is checked by, in the order of docs/reconcile.md: an order's findings come in it. */
const ORDER_RULES = [doubleDebit, debitWithoutOrder, missingRefund, doubleRefund, overRefund, amountMismatch, stuck];

/**
 * Checks the wallet's entries (parsed pages of the transactions log, any shape) against the orders'
 * status answers. Linear in the entries. What cannot be matched is listed with a reason, never guessed.
 */
export function reconcile(
  pages: readonly unknown[],
  answers: readonly StatusAnswer[],
  options: ReconcileOptions,
): Reconciliation {
  const { walletCurrency, dialect } = options.answers ?? {};
  return reconcileRead(readWalletPages(pages, options.timeZone, walletCurrency, dialect), answers, options);
}

/**
 * reconcile() over pages already read by readWalletPages: read the status answers, match the entries
 * to orders, apply each rule, list what could not be matched, sum up. Findings come order by order
 * (each order's in the rules' order), then the references debited under several orders, then the
 * balance's jumps.
 */
export function reconcileRead(
  read: WalletRead,
  answers: readonly StatusAnswer[],
  options: ReconcileOptions,
): Reconciliation {
  const timeZone = options.timeZone ?? browserTimeZone();
  const answered = readStatusAnswers(answers, options.answers);
  const matched = matchOrders(read, entryInBatch(options.batchOrders, read.entries));
  const orders = orderCases(matched, answered, options.answers?.dialect?.words);

  const clock = { now: options.now, stuckAfterMs: options.stuckAfterMs ?? STUCK_AFTER_MS, timeZone };
  const found: RuleFinding[] = [];
  for (const order of orders) for (const rule of ORDER_RULES) found.push(...rule(order, clock));
  for (const shared of matched.sharedReferences) found.push(...doubleDebit(sharedReferenceCase(shared)));
  if (read.balanced) found.push(...balanceJump(balanceWalk(read)));

  const unmatched: Unmatched[] = [...read.unmatched, ...answered.unmatched];
  if (matched.withoutOrder.length > 0) unmatched.push({ reason: "no-order-id", entryIndexes: matched.withoutOrder });
  if (options.batchOrders) unmatched.push(...batchOrdersWithoutEntry(options.batchOrders, read.entries, answered.byId));
  unmatched.push(...listUncheckedDebits(orders, timeZone));
  if (!read.balanced && read.entries.length > 0) unmatched.push({ reason: "no-balance", entryIndexes: [] });

  const { findings, summary } = sumUp(found, matched.entriesInScope);
  return { findings, unmatched, summary };
}
