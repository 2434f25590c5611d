import { finalKindOf } from "../answer/status-words";
import { browserTimeZone } from "../lib/time-zone-name";
import { readTime } from "../lib/zoned-time";
import { timeOrder } from "./balance-walk";
import { latestDate } from "./latest-date";
import { orderNaming } from "./order-naming";
import { type OrderAnswer, readStatusAnswers } from "./read-status-answers";
import { readWalletPages, type WalletRead } from "./read-wallet-pages";
import type {
  Finding,
  FindingKind,
  OnlyOrders,
  ReconcileOptions,
  Reconciliation,
  StatusAnswer,
  Unmatched,
  WalletEntry,
} from "./reconcile-types";

export const STUCK_AFTER_MS = 30 * 60 * 1000;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const sum = (entries: readonly WalletEntry[]) => entries.reduce((total, entry) => total + Math.abs(entry.cents), 0);
const idsOf = (entries: readonly WalletEntry[]) => entries.map((entry) => entry.index);
const dated = (at: string | undefined) => (at === undefined ? {} : { at });

/** Running balances in time order (timeOrder); none is compared across an entry that could not be read. */
function balanceJumps(entries: readonly WalletEntry[]): Finding[] {
  const findings: Finding[] = [];
  let previous: WalletEntry | undefined;
  for (const entry of timeOrder(entries)) {
    if (entry.unread && entry.balance === undefined) previous = undefined;
    if (entry.balance === undefined) continue;
    if (previous?.balance !== undefined) {
      const expected = previous.balance + entry.cents;
      if (expected !== entry.balance) {
        findings.push({
          kind: "balance_jump",
          ...orderNaming(entry.orderId, entry.reference),
          amounts: { expected, found: entry.balance, atStake: Math.abs(entry.balance - expected) },
          entryIndexes: [previous.index, entry.index],
          ...dated(entry.date),
        });
      }
    }
    previous = entry;
  }
  return findings;
}

/**
 * Checks the wallet's entries (parsed pages of the transactions log, any shape) against the orders'
 * status answers. Linear in the entries. What cannot be matched is listed with a reason, never guessed.
 */
export function reconcile(
  pages: readonly unknown[],
  answers: readonly StatusAnswer[],
  options: ReconcileOptions,
): Reconciliation {
  return reconcileRead(readWalletPages(pages, options.timeZone, options.answers?.walletCurrency), answers, options);
}

/**
 * The entries in `only`'s orders, or every entry. An entry matched by reference brings its order id
 * in, so the order's entries that name only the id (its refund) are checked too.
 */
function inOrders(only: OnlyOrders | undefined, entries: readonly WalletEntry[]): (entry: WalletEntry) => boolean {
  if (!only) return () => true;
  const ids = new Set(only.orderIds);
  const references = new Set(only.references);
  for (const entry of entries)
    if (entry.orderId !== undefined && entry.reference !== undefined && references.has(entry.reference))
      ids.add(entry.orderId);
  return (entry) =>
    (entry.orderId !== undefined && ids.has(entry.orderId)) ||
    (entry.reference !== undefined && references.has(entry.reference));
}

/**
 * The batch's order ids and references no entry read names: their debits, if any, were not read. A
 * reference is named too when an entry names its order and that order's status answer names it (a
 * wallet whose entries carry order ids only).
 */
function noEntry(
  only: OnlyOrders,
  entries: readonly WalletEntry[],
  byId: ReadonlyMap<string, OrderAnswer>,
): Unmatched[] {
  const ids = new Set<string>();
  const references = new Set<string>();
  for (const entry of entries) {
    if (entry.orderId !== undefined) {
      ids.add(entry.orderId);
      const reference = byId.get(entry.orderId)?.reference;
      if (reference !== undefined) references.add(reference);
    }
    if (entry.reference !== undefined) references.add(entry.reference);
  }
  return [
    ...[...new Set(only.orderIds)]
      .filter((orderId) => !ids.has(orderId))
      .map((orderId): Unmatched => ({ reason: "no-entry", orderId, entryIndexes: [] })),
    ...[...new Set(only.references)]
      .filter((reference) => !references.has(reference))
      .map((reference): Unmatched => ({ reason: "no-entry", reference, entryIndexes: [] })),
  ];
}

/** reconcile() over pages already read by readWalletPages. */
export function reconcileRead(
  read: WalletRead,
  answers: readonly StatusAnswer[],
  options: ReconcileOptions,
): Reconciliation {
  const { entries, balanced } = read;
  const answered = readStatusAnswers(answers, options.answers);
  const unmatched = [...read.unmatched, ...answered.unmatched];
  const { byId, byReference: byRef } = answered;
  // Orders with an entry whose amount reads two ways: their money is not known, so not checked.
  const unreadOrders = new Set<string>();
  for (const entry of read.unread) {
    if (entry.orderId !== undefined) unreadOrders.add(entry.orderId);
    if (entry.reference !== undefined) unreadOrders.add(`ref:${entry.reference}`);
  }
  const unreadOrder = (list: readonly WalletEntry[]) =>
    list.some(
      (entry) =>
        (entry.orderId !== undefined && unreadOrders.has(entry.orderId)) ||
        (entry.reference !== undefined && unreadOrders.has(`ref:${entry.reference}`)),
    );
  const checked = inOrders(options.only, entries);
  let entriesChecked = 0;
  const findings: Finding[] = [];

  const debitsByOrder = new Map<string, WalletEntry[]>();
  const debitsByRef = new Map<string, WalletEntry[]>();
  const creditsByOrder = new Map<string, WalletEntry[]>();
  const noOrder: number[] = [];
  // A refund may name only the reference of a debit that names its order too: it is that order's.
  const orderOfRef = new Map<string, string>();
  for (const entry of entries) {
    if (entry.cents < 0 && entry.orderId !== undefined && entry.reference !== undefined)
      if (!orderOfRef.has(entry.reference)) orderOfRef.set(entry.reference, entry.orderId);
  }
  for (const entry of entries) {
    if (!checked(entry)) continue;
    entriesChecked += 1;
    const byRef =
      entry.reference === undefined ? undefined : (orderOfRef.get(entry.reference) ?? `ref:${entry.reference}`);
    const key =
      entry.orderId ?? (entry.cents > 0 ? byRef : entry.reference === undefined ? undefined : `ref:${entry.reference}`);
    if (entry.cents < 0) {
      if (key === undefined) noOrder.push(entry.index);
      else push(debitsByOrder, key, entry);
      if (entry.reference !== undefined) push(debitsByRef, entry.reference, entry);
    } else if (entry.cents > 0 && key !== undefined) push(creditsByOrder, key, entry);
  }
  if (noOrder.length > 0) unmatched.push({ reason: "no-order-id", entryIndexes: noOrder });

  const stateOf = (key: string, list: readonly WalletEntry[]) => {
    if (!key.startsWith("ref:")) return byId.get(key);
    const reference = list[0]?.reference;
    return reference === undefined ? undefined : byRef.get(reference);
  };
  const noPrice: number[] = [];
  const noDate: number[] = [];
  const stuckAfter = options.stuckAfterMs ?? STUCK_AFTER_MS;
  const timeZone = options.timeZone ?? browserTimeZone();

  // The summary counts each order's money once: what its entries leave owed, against what it should.
  let atStake = 0;
  const withFinding = new Set<string>();
  const keyOfDebit = new Map<number, string>();

  for (const [key, debits] of debitsByOrder) {
    if (unreadOrder([...debits, ...(creditsByOrder.get(key) ?? [])])) continue;
    const orderId = debits[0]?.orderId;
    const state = stateOf(key, debits);
    const reference = debits.find((entry) => entry.reference !== undefined)?.reference ?? state?.reference;
    const word = state?.status;
    const who = { ...orderNaming(orderId, reference), ...(word !== undefined && { status: word }) };
    for (const debit of debits) keyOfDebit.set(debit.index, key);
    const found = findings.length;
    const debited = sum(debits);
    const credits = creditsByOrder.get(key) ?? [];
    const credited = sum(credits);
    const largest = Math.max(...debits.map((entry) => Math.abs(entry.cents)));
    const kind = state?.status === undefined ? undefined : finalKindOf(state.status, options.answers?.dialect?.words);
    const failed = kind === "failed" || kind === "refunded";
    // What the order should have cost: its price unless it failed; nothing for an order the API does not know.
    const expected = state?.refused ? largest : !state?.known ? 0 : failed ? 0 : (state.price ?? largest);
    const owed = debited - credited - expected;
    if (debits.length > 1) {
      findings.push({
        kind: "double_debit",
        ...who,
        amounts: { debited, atStake: Math.min(debited - largest, Math.max(owed, 0)) },
        entryIndexes: idsOf(debits),
        ...dated(latestDate(debits)),
      });
    }
    if (state?.refused) {
      state.refused.entryIndexes.push(...idsOf(debits));
      if (findings.length > found) {
        withFinding.add(key);
        atStake += Math.abs(owed);
      }
      continue;
    }
    if (!state?.known) {
      const stake = Math.max(debited - credited, 0);
      findings.push({
        kind: "debit_without_order",
        ...who,
        amounts: { debited, atStake: stake },
        entryIndexes: idsOf(debits),
        ...dated(latestDate(debits)),
      });
      withFinding.add(key);
      atStake += stake;
      continue;
    }
    if (failed && credited < debited) {
      findings.push({
        kind: "missing_refund",
        ...who,
        amounts: { debited, refunded: credited, atStake: debited - credited },
        entryIndexes: idsOf(debits),
        ...dated(latestDate(debits)),
      });
    }
    if (credits.length > 1 && credited > debited - expected) {
      findings.push({
        kind: "double_refund",
        ...orderNaming(orderId, credits[0]?.reference ?? reference),
        ...(word !== undefined && { status: word }),
        amounts: { refunded: credited, atStake: credited - (debited - expected) },
        entryIndexes: idsOf(credits),
        ...dated(latestDate(credits)),
      });
    }
    // Listed as ambiguous-price with the answer: its debits are named there.
    if (state.priceUnread) state.priceUnread.entryIndexes.push(...idsOf(debits));
    else if (state.price === undefined) noPrice.push(...idsOf(debits));
    else if (!failed) {
      for (const debit of debits) {
        const paid = Math.abs(debit.cents);
        if (paid === state.price) continue;
        findings.push({
          kind: "amount_mismatch",
          ...who,
          amounts: { debited: paid, price: state.price, atStake: Math.abs(paid - state.price) },
          entryIndexes: [debit.index],
          ...dated(debit.date),
        });
      }
    }
    let stuck = false;
    if (state.status !== undefined && kind === undefined) {
      // The order's own date, else its first debit's: the first that reads, in the target's zone.
      const since = [state.date, ...debits.map((entry) => entry.date)].find(
        (date) => date !== undefined && readTime(date, timeZone) !== undefined,
      );
      const began = since === undefined ? Number.NaN : (readTime(since, timeZone) ?? Number.NaN);
      if (Number.isNaN(began)) noDate.push(...idsOf(debits));
      else if (options.now - began > stuckAfter) {
        stuck = true;
        findings.push({
          kind: "stuck",
          ...who,
          amounts: { debited, atStake: debited - credited },
          entryIndexes: idsOf(debits),
          ...dated(since),
        });
      }
    }
    if (findings.length > found) {
      withFinding.add(key);
      atStake += Math.max(Math.abs(owed), stuck ? debited - credited : 0);
    }
  }

  // One reference debited under several order ids (or some without one): the order-id groups miss it.
  for (const [reference, debits] of debitsByRef) {
    if (debits.length < 2 || unreadOrder(debits)) continue;
    const first = debits[0]?.orderId;
    if (first !== undefined && debits.every((entry) => entry.orderId === first)) continue;
    if (first === undefined && debits.every((entry) => entry.orderId === undefined)) continue;
    const debited = sum(debits);
    const largest = Math.max(...debits.map((entry) => Math.abs(entry.cents)));
    findings.push({
      kind: "double_debit",
      reference,
      amounts: { debited, atStake: debited - largest },
      entryIndexes: idsOf(debits),
      ...dated(latestDate(debits)),
    });
    // Counted once: not when an order of its entries already counts its money.
    const counted = debits.some((entry) => withFinding.has(keyOfDebit.get(entry.index) ?? ""));
    if (!counted) atStake += debited - largest;
  }

  if (options.only) unmatched.push(...noEntry(options.only, entries, byId));
  if (noPrice.length > 0) unmatched.push({ reason: "no-price", entryIndexes: noPrice });
  if (noDate.length > 0) unmatched.push({ reason: "no-date", entryIndexes: noDate });
  if (balanced) {
    // The unread entries in their places: the balance is not compared across them.
    const walked = read.unread.length === 0 ? entries : [...entries, ...read.unread].sort((a, b) => a.index - b.index);
    const jumps = balanceJumps(walked);
    findings.push(...jumps);
    for (const jump of jumps) atStake += jump.amounts.atStake;
  } else if (entries.length > 0) unmatched.push({ reason: "no-balance", entryIndexes: [] });

  const counts: Record<FindingKind, number> = {
    double_debit: 0,
    debit_without_order: 0,
    missing_refund: 0,
    double_refund: 0,
    amount_mismatch: 0,
    balance_jump: 0,
    stuck: 0,
  };
  for (const finding of findings) counts[finding.kind] += 1;
  return { findings, unmatched, summary: { entries: entriesChecked, counts, atStake } };
}
