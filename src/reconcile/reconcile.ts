import { type AnswerContext, readAnswerBody } from "../answer/read-answer";
import { finalKindOf } from "../answer/status-words";
import { currencyCode, minorDigits } from "../lib/money-text";
import { isJsonObject } from "../lib/parse-json";
import { browserTimeZone } from "../lib/time-zone-name";
import { readTime } from "../lib/zoned-time";
import { fieldFor, textOf, valueFor } from "../response/field-names";
import { readLedgerEntries } from "../response/ledger";
import { findRecords } from "../response/records-table";

/**
 * One Check order status answer, asked by order id or by reference (the one asked): the HTTP
 * status (0 when no answer came) and the parsed body.
 */
export interface StatusAnswer {
  orderId?: string;
  reference?: string;
  httpStatus: number;
  body?: unknown;
}

/** Some orders only (a batch's), by id or by reference. */
export interface OnlyOrders {
  orderIds: readonly string[];
  references: readonly string[];
}

export interface ReconcileOptions {
  /** How long an order may stay pending or processing, in ms (default 30 minutes). */
  stuckAfterMs?: number;
  now: number;
  /** The IANA zone the API's times without a zone are read in (the target's; the browser's when left out). */
  timeZone?: string;
  /**
   * Check only these orders (a batch's): entries naming one of the ids or references. The running
   * balance is still checked over every entry read.
   */
  only?: OnlyOrders;
  /** How this target's answers are read: its dialect (status words, fields) and its wallet's currency. */
  answers?: AnswerContext;
}

export const STUCK_AFTER_MS = 30 * 60 * 1000;

export type FindingKind =
  | "double_debit"
  | "debit_without_order"
  | "missing_refund"
  | "double_refund"
  | "amount_mismatch"
  | "balance_jump"
  | "stuck";

/**
 * Money in hundredths of the currency's unit (see `toHundredths`), whatever units the body used:
 * Rp 177.000 is 17,700,000 here, $14.99 is 1,499.
 */
export interface FindingAmounts {
  debited?: number;
  refunded?: number;
  price?: number;
  expected?: number;
  found?: number;
  /** The money this finding puts at stake. */
  atStake: number;
}

export interface Finding {
  kind: FindingKind;
  orderId?: string;
  reference?: string;
  /**
   * The order's status word as its answer sent it ("Gagal", "Pending"), when it named one. What the
   * word means is read from it with the target's dialect when shown, never kept beside it.
   */
  status?: string;
  amounts: FindingAmounts;
  /** The entries that show it, by their place in the pages taken together. */
  entryIndexes: number[];
  /** The date of the last entry that shows it (or when a stuck order began), as sent. */
  at?: string;
}

/** Why something could not be matched: a code with its params, worded by the view. */
export type UnmatchedReason =
  | "page-no-records"
  | "page-limit"
  | "page-no-amount-field"
  | "page-no-amount"
  | "no-amount"
  | "no-order-id"
  | "status-refused"
  | "no-status"
  | "no-price"
  | "no-date"
  | "no-balance"
  /** A page came back the same as the one before (the API ignored `page`): reading stopped there. */
  | "page-repeated"
  /** Entries whose own id an earlier page already had (a new entry shifted the pages): read once. */
  | "repeated-entry"
  /** A batch's order id or reference that no entry read names. */
  | "no-entry"
  /**
   * An entry's amount (or balance) reads two ways ("15.000": fifteen thousand, or fifteen) and
   * nothing names the currency: its order is not checked, and the running balance not past it.
   */
  | "ambiguous-amount"
  /** A status answer's price reads two ways: the order's debits are not checked against it. */
  | "ambiguous-price";

export interface Unmatched {
  reason: UnmatchedReason;
  entryIndexes: number[];
  page?: number;
  orderId?: string;
  reference?: string;
  httpStatus?: number;
  /** A 2xx status answer whose body says it failed (`{"status": 0, "error_msg": …}`). */
  bodyRefused?: boolean;
  /** The API's own words for a refused check, as sent. */
  said?: string;
  /** An ambiguous amount as sent, and every number it could be (in the currency's units). */
  text?: string;
  readings?: number[];
}

export interface ReconcileSummary {
  /** The entries checked: every entry read, or a batch's. */
  entries: number;
  counts: Record<FindingKind, number>;
  /** Hundredths of the currency's unit (`toHundredths`). */
  atStake: number;
}

export interface Reconciliation {
  findings: Finding[];
  unmatched: Unmatched[];
  summary: ReconcileSummary;
}

/** One wallet entry as the check reads it: money in hundredths, its place in the pages taken together. */
export interface WalletEntry {
  index: number;
  /** Its page (from 0) and its place among that page's records. */
  page: number;
  row: number;
  /** Hundredths of the currency's unit (`toHundredths`), signed: money out is negative. */
  cents: number;
  balance?: number;
  /** As sent. */
  date?: string;
  /** The date read as a moment (ms since the epoch), in the target's zone when it names none. */
  time?: number;
  orderId?: string;
  reference?: string;
  /** The entry's own word for its kind, as sent. */
  type?: string;
  /**
   * True for an entry whose amount, or balance, reads two ways: not checked (amount 0, no balance),
   * and no balance is compared across it.
   */
  unread?: boolean;
}

type Entry = WalletEntry;

/**
 * The one unit reconciliation counts money in: hundredths of the currency's unit, whatever the
 * currency's own minor digits (`value × 100`). Rp 177.000 is 17,700,000, $14.99 is 1,499, so sums
 * and comparisons are whole numbers, and every view divides by 100 (`fromHundredths`) before it
 * formats the amount with the currency's own digits (none for Rupiah). A field whose name says
 * minor units (`amount_cents`) holds the currency's own minor units: 10^digits of them to the unit.
 */
export function toHundredths(value: number, minor = false, currency?: string): number {
  return Math.round(minor ? (value / 10 ** minorDigits(currency)) * 100 : value * 100);
}

/** Hundredths back to the currency's unit: what every view, the CSV and the report show. */
export const fromHundredths = (hundredths: number) => hundredths / 100;

export interface WalletRead {
  entries: Entry[];
  /** Entries whose amount reads two ways: listed as ambiguous-amount, their orders not checked. */
  unread: Entry[];
  unmatched: Unmatched[];
  balanced: boolean;
}

/**
 * The record's own id by name (a plain `id` too), other than the field its order id is read from
 * (the wallet entry's order id names, as the ledger reads them: `transaction_id` may be the entry's own).
 */
export function entryIdOf(record: Record<string, unknown>): string | undefined {
  const orderField = fieldFor(record, "entryOrderId");
  const others = { ...record };
  if (orderField !== undefined) delete others[orderField];
  const field = fieldFor(others, "entryId", "entryId");
  return field === undefined ? undefined : textOf(record[field]);
}

/**
 * Every page's entries, read once: what reconcileRead checks and the views are drawn from. Dates that
 * name no zone are read in `timeZone`, the target's; amounts that name no currency, anywhere on
 * their page, in `currency` (the wallet's), so "15.000" is fifteen thousand Rupiah, not fifteen.
 */
export function readWalletPages(
  pages: readonly unknown[],
  timeZone: string = browserTimeZone(),
  currency?: string,
): WalletRead {
  const entries: Entry[] = [];
  const unread: Entry[] = [];
  const unmatched: Unmatched[] = [];
  const noAmount: number[] = [];
  // Entries' own ids by the page they were first read on: one seen on an earlier page is a repeat.
  const seen = new Map<string, number>();
  const repeated: number[] = [];
  let offset = 0;
  let balanced = true;
  const timeOf = (date: string | undefined) => (date === undefined ? undefined : readTime(date, timeZone));
  pages.forEach((body, page) => {
    const read = readLedgerEntries(body, currency === undefined ? {} : { currency });
    if (!read.ok) {
      unmatched.push({ reason: `page-${read.reason}`, entryIndexes: [], page });
      return;
    }
    if (read.balanceField === undefined) balanced = false;
    const records = findRecords(body)?.records ?? [];
    for (const row of read.entries) {
      const record = records[row.record];
      const id = record === undefined ? undefined : entryIdOf(record);
      if (id !== undefined) {
        const first = seen.get(id);
        if (first === undefined) seen.set(id, page);
        else if (first < page) {
          repeated.push(offset + row.record);
          continue;
        }
      }
      const readIn = currencyCode(row.currency) ?? read.currency;
      const entry: Entry = {
        index: offset + row.record,
        page,
        row: row.record,
        cents: toHundredths(row.amount, read.minorUnits, readIn),
      };
      if (row.balance !== undefined) entry.balance = toHundredths(row.balance, read.minorUnits, readIn);
      if (row.date !== undefined) {
        entry.date = row.date;
        const time = timeOf(row.date);
        if (time !== undefined) entry.time = time;
      }
      if (row.orderId !== undefined) entry.orderId = row.orderId;
      if (row.reference !== undefined) entry.reference = row.reference;
      if (row.kind !== undefined) entry.type = row.kind;
      if (row.balanceUnread) {
        entry.unread = true;
        unmatched.push(ambiguousAt(entry, row.balanceUnread));
      }
      entries.push(entry);
    }
    // An amount that reads two ways: the entry stays in its place, unread, and says so.
    for (const each of read.unread) {
      const entry: Entry = { index: offset + each.record, page, row: each.record, cents: 0, unread: true };
      const time = timeOf(each.date);
      if (each.date !== undefined) entry.date = each.date;
      if (time !== undefined) entry.time = time;
      if (each.orderId !== undefined) entry.orderId = each.orderId;
      if (each.reference !== undefined) entry.reference = each.reference;
      unread.push(entry);
      unmatched.push(ambiguousAt(entry, each));
    }
    for (const at of read.noAmount) noAmount.push(offset + at);
    offset += read.records;
  });
  if (noAmount.length > 0) unmatched.push({ reason: "no-amount", entryIndexes: noAmount });
  if (repeated.length > 0) unmatched.push({ reason: "repeated-entry", entryIndexes: repeated });
  return { entries, unread, unmatched, balanced: balanced && entries.length > 0 };
}

/** An entry whose amount or balance reads two ways, as Not matched lists it. */
function ambiguousAt(entry: Entry, amount: { text: string; readings: number[] }): Unmatched {
  return {
    reason: "ambiguous-amount",
    entryIndexes: [entry.index],
    ...named(entry.orderId, entry.reference),
    text: amount.text,
    readings: amount.readings,
  };
}

/** The distinct order ids the wallet's entries name, in first-seen order, to ask Check order status about. */
export function orderIdsIn(pages: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const entry of readWalletPages(pages).entries) if (entry.orderId !== undefined) ids.add(entry.orderId);
  return [...ids];
}

/**
 * The order's date by field name: in the object one level down that holds the order (`data`) first,
 * then at the top of the answer (where a timestamp may be the response's own), then one level down.
 */
function dateIn(body: unknown): string | undefined {
  if (!isJsonObject(body)) return undefined;
  const below = Object.values(body).filter(isJsonObject);
  const holds = (value: Record<string, unknown>) =>
    fieldFor(value, "orderId") !== undefined || fieldFor(value, "resellerRef") !== undefined;
  for (const holder of [...below.filter(holds), body, ...below]) {
    const date = valueFor(holder, "date");
    if (date !== undefined) return date;
  }
  return undefined;
}

interface OrderState {
  /** Asked, but the answer was refused or never came: nothing is known, the debits are listed with it. */
  refused?: Unmatched;
  status?: string;
  price?: number;
  date?: string;
  /** The order's reference as its status answer names it: a finding shows it when the entries do not. */
  reference?: string;
  /** The answer's price reads two ways, as listed (ambiguous-price): the debits are not checked against it. */
  priceUnread?: Unmatched;
  known: boolean;
}

function readAnswers(answers: readonly StatusAnswer[], unmatched: Unmatched[], context?: AnswerContext) {
  const byId = new Map<string, OrderState>();
  const byRef = new Map<string, OrderState>();
  for (const answer of answers) {
    const asked = named(answer.orderId, answer.reference);
    const keep = (state: OrderState) => {
      if (answer.orderId !== undefined) byId.set(answer.orderId, state);
      if (answer.reference !== undefined) byRef.set(answer.reference, state);
    };
    if (answer.httpStatus === 404) {
      keep({ known: false });
      continue;
    }
    const reading = readAnswerBody(answer.body, context);
    const success = answer.httpStatus >= 200 && answer.httpStatus < 300;
    // A 2xx whose body says it failed, naming no status, refused the question like a 4xx
    // (`{"status": 0, "error_msg": "Transaksi tidak ditemukan"}`): it says nothing of the order.
    const bodyRefused = success && reading.envelope?.says === "failed" && reading.status === undefined;
    if (!success || bodyRefused) {
      const said = reading.words.message;
      const refused: Unmatched = {
        reason: "status-refused",
        ...asked,
        httpStatus: answer.httpStatus,
        ...(bodyRefused && { bodyRefused }),
        ...(said !== undefined && { said }),
        entryIndexes: [],
      };
      unmatched.push(refused);
      keep({ known: false, refused });
      continue;
    }
    const state: OrderState = { known: true };
    if (reading.status !== undefined) state.status = reading.status.value.word;
    else unmatched.push({ reason: "no-status", ...asked, entryIndexes: [] });
    if (reading.price) state.price = toHundredths(reading.price.value);
    else if (reading.priceProblem) {
      const { text, readings } = reading.priceProblem;
      state.priceUnread = { reason: "ambiguous-price", ...asked, text, readings, entryIndexes: [] };
      unmatched.push(state.priceUnread);
    }
    const date = dateIn(answer.body);
    if (date !== undefined) state.date = date;
    const reference = reading.reference?.value;
    const orderId = reading.orderId?.value;
    if (reference !== undefined) state.reference = reference;
    keep(state);
    // An answer asked by one names the other too: an order asked by id is found by its reference.
    if (reference !== undefined && !byRef.has(reference)) byRef.set(reference, state);
    if (orderId !== undefined && !byId.has(orderId)) byId.set(orderId, state);
  }
  return { byId, byRef };
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const sum = (entries: readonly Entry[]) => entries.reduce((total, entry) => total + Math.abs(entry.cents), 0);
/** Later by the moments the dates name; by their text where one cannot be read. */
const later = (a: Balanced, b: Balanced) =>
  a.time !== undefined && b.time !== undefined ? a.time > b.time : (a.date ?? "") > (b.date ?? "");
/** The date of the latest entry, as sent. */
const lastDate = (entries: readonly Entry[]) =>
  entries.reduce<Entry | undefined>(
    (last, entry) => (entry.date && (!last || later(entry, last)) ? entry : last),
    undefined,
  )?.date;
const idsOf = (entries: readonly Entry[]) => entries.map((entry) => entry.index);
const named = (orderId: string | undefined, reference: string | undefined) => ({
  ...(orderId === undefined ? {} : { orderId }),
  ...(reference === undefined ? {} : { reference }),
});
const dated = (at: string | undefined) => (at === undefined ? {} : { at });

interface Balanced {
  date?: string;
  time?: number;
  cents: number;
  balance?: number;
}

/** How many times a balance does not follow from the one before and the entry's amount, walked as listed. */
function breaks(entries: readonly Balanced[]): number {
  let count = 0;
  let previous: Balanced | undefined;
  for (const entry of entries) {
    if (entry.balance === undefined) continue;
    if (previous?.balance !== undefined && previous.balance + entry.cents !== entry.balance) count += 1;
    previous = entry;
  }
  return count;
}

/**
 * Entries in time order: a list newest first (by its dates) is walked from the end. Where its dates
 * do not tell (the first and last the same, as two orders placed in one millisecond, or none), the
 * way the balances follow from the amounts does.
 */
export function timeOrder<T extends Balanced>(entries: readonly T[]): readonly T[] {
  const first = entries[0];
  const last = entries.at(-1);
  const apart =
    first?.time !== undefined && last?.time !== undefined ? first.time !== last.time : first?.date !== last?.date;
  if (first?.date && last?.date && apart) return later(first, last) ? [...entries].reverse() : entries;
  const reversed = [...entries].reverse();
  return breaks(reversed) < breaks(entries) ? reversed : entries;
}

/** Running balances in time order (timeOrder); none is compared across an entry that could not be read. */
function balanceJumps(entries: readonly Entry[]): Finding[] {
  const findings: Finding[] = [];
  let previous: Entry | undefined;
  for (const entry of timeOrder(entries)) {
    if (entry.unread && entry.balance === undefined) previous = undefined;
    if (entry.balance === undefined) continue;
    if (previous?.balance !== undefined) {
      const expected = previous.balance + entry.cents;
      if (expected !== entry.balance) {
        findings.push({
          kind: "balance_jump",
          ...named(entry.orderId, entry.reference),
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
function inOrders(only: OnlyOrders | undefined, entries: readonly Entry[]): (entry: Entry) => boolean {
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
function noEntry(only: OnlyOrders, entries: readonly Entry[], byId: ReadonlyMap<string, OrderState>): Unmatched[] {
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
  const unmatched = [...read.unmatched];
  // Orders with an entry whose amount reads two ways: their money is not known, so not checked.
  const unreadOrders = new Set<string>();
  for (const entry of read.unread) {
    if (entry.orderId !== undefined) unreadOrders.add(entry.orderId);
    if (entry.reference !== undefined) unreadOrders.add(`ref:${entry.reference}`);
  }
  const unreadOrder = (list: readonly Entry[]) =>
    list.some(
      (entry) =>
        (entry.orderId !== undefined && unreadOrders.has(entry.orderId)) ||
        (entry.reference !== undefined && unreadOrders.has(`ref:${entry.reference}`)),
    );
  const { byId, byRef } = readAnswers(answers, unmatched, options.answers);
  const checked = inOrders(options.only, entries);
  let entriesChecked = 0;
  const findings: Finding[] = [];

  const debitsByOrder = new Map<string, Entry[]>();
  const debitsByRef = new Map<string, Entry[]>();
  const creditsByOrder = new Map<string, Entry[]>();
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

  const stateOf = (key: string, list: readonly Entry[]) => {
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
    const who = { ...named(orderId, reference), ...(word !== undefined && { status: word }) };
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
        ...dated(lastDate(debits)),
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
        ...dated(lastDate(debits)),
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
        ...dated(lastDate(debits)),
      });
    }
    if (credits.length > 1 && credited > debited - expected) {
      findings.push({
        kind: "double_refund",
        ...named(orderId, credits[0]?.reference ?? reference),
        ...(word !== undefined && { status: word }),
        amounts: { refunded: credited, atStake: credited - (debited - expected) },
        entryIndexes: idsOf(credits),
        ...dated(lastDate(credits)),
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
      ...dated(lastDate(debits)),
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
