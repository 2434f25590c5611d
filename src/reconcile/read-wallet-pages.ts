import type { Dialect } from "../answer/dialect";
import { FEE_FIELDS, isFeeWord } from "../answer/fee-words";
import { dayMonthOrderOf, isDayMonthDate, readDayMonthTime } from "../lib/day-month-dates";
import { type AmountReading, currencyCode, readAmount } from "../lib/money-text";
import { browserTimeZone } from "../lib/time-zone-name";
import { readTime } from "../lib/zoned-time";
import { readLedgerEntries } from "../response/ledger";
import { findRecords } from "../response/records-table";
import { entryIdOf } from "./entry-id-of";
import { toHundredths } from "./hundredths";
import { orderNaming } from "./order-naming";
import type { Unmatched, WalletEntry } from "./reconcile-types";

export interface WalletRead {
  entries: WalletEntry[];
  /** Entries whose amount reads two ways: listed as ambiguous-amount, their orders not checked. */
  unread: WalletEntry[];
  unmatched: Unmatched[];
  /** Every page read names a balance (and there is an entry): the running balance can be walked. */
  balanced: boolean;
  /** How many records the pages hold: where the entries of pages read after them are placed. */
  records: number;
  /**
   * Entries read past "To" (`withAfterTo`): only their credits are used, as refunds of orders
   * debited in the range. They are neither checked nor walked.
   */
  afterTo?: WalletEntry[];
}

/**
 * Every page's entries, read once: what reconcileRead checks and the views are drawn from. Dates that
 * name no zone are read in `timeZone`, the target's; amounts that name no currency, anywhere on
 * their page, in `currency` (the wallet's), so "15.000" is fifteen thousand Rupiah, not fifteen.
 * Fees are read by their type words and fee fields, with the target's own fee words (`dialect`).
 */
export function readWalletPages(
  pages: readonly unknown[],
  timeZone: string = browserTimeZone(),
  currency?: string,
  dialect?: Dialect,
): WalletRead {
  const entries: WalletEntry[] = [];
  const unread: WalletEntry[] = [];
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
      const entry: WalletEntry = {
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
      // A fee's word says money went out, whatever the amount's own sign ("Biaya Admin": 500).
      if (isFeeWord(row.kind, dialect)) {
        entry.cents = -Math.abs(entry.cents);
        entry.isFee = true;
      }
      const fee = record === undefined ? undefined : feeBeside(record, readIn);
      if (fee?.kind === "amount" && fee.value !== 0)
        entry.fee = -Math.abs(toHundredths(fee.value, read.minorUnits, readIn));
      const twoWays = row.balanceUnread ?? (fee?.kind === "ambiguous" ? fee : undefined);
      if (twoWays) {
        entry.unread = true;
        unmatched.push(ambiguousAmount(entry, twoWays));
      }
      entries.push(entry);
    }
    // An amount that reads two ways: the entry stays in its place, unread, and says so.
    for (const each of read.unread) {
      const entry: WalletEntry = { index: offset + each.record, page, row: each.record, cents: 0, unread: true };
      const time = timeOf(each.date);
      if (each.date !== undefined) entry.date = each.date;
      if (time !== undefined) entry.time = time;
      if (each.orderId !== undefined) entry.orderId = each.orderId;
      if (each.reference !== undefined) entry.reference = each.reference;
      unread.push(entry);
      unmatched.push(ambiguousAmount(entry, each));
    }
    for (const at of read.noAmount) noAmount.push(offset + at);
    offset += read.records;
  });
  unmatched.push(...readDayMonthDates([...entries, ...unread], timeZone));
  if (noAmount.length > 0) unmatched.push({ reason: "no-amount", entryIndexes: noAmount });
  if (repeated.length > 0) unmatched.push({ reason: "repeated-entry", entryIndexes: repeated });
  return { entries, unread, unmatched, balanced: balanced && entries.length > 0, records: offset };
}

/**
 * The range's pages read with the pages of the days past "To" (`after-to.ts`): their entries are
 * kept apart, placed after the range's (pages and places counted on), for the refunds among them.
 */
export function withAfterTo(read: WalletRead, after: WalletRead, pages: number): WalletRead {
  const placed = after.entries.map((entry) => ({
    ...entry,
    index: entry.index + read.records,
    page: entry.page + pages,
  }));
  return { ...read, afterTo: placed };
}

const FOLDED_FEE_FIELDS = new Set(FEE_FIELDS.map((name) => name.replace(/[\s_-]/g, "")));

/**
 * The fee a record names beside its amount (`FEE_FIELDS`), in the record's units, read as its amount
 * is: in the entry's currency ("1.500" is Rp 1.500 where "10.000" is Rp 10.000), or two ways when
 * nothing names one.
 */
function feeBeside(record: Record<string, unknown>, currency: string | undefined): AmountReading | undefined {
  for (const [name, value] of Object.entries(record)) {
    if (!FOLDED_FEE_FIELDS.has(name.toLowerCase().replace(/[\s_-]/g, ""))) continue;
    const fee = readAmount(value, currency === undefined ? {} : { currency });
    if (fee !== undefined) return fee;
  }
  return undefined;
}

/**
 * Dates written with the year last ("21/11/2025 10:00:00", "11/21/2025"): the list's own values tell
 * day-first from month-first (`dayMonthOrderOf`), and each such entry's time is read so. When they
 * do not tell, no time is read (the entries keep the list's order) and Not matched says so.
 */
function readDayMonthDates(entries: readonly WalletEntry[], timeZone: string): Unmatched[] {
  const yearLast = entries.filter((entry) => entry.time === undefined && entry.date && isDayMonthDate(entry.date));
  if (yearLast.length === 0) return [];
  const order = dayMonthOrderOf(yearLast.map((entry) => entry.date ?? ""));
  if (order === undefined) {
    const indexes = yearLast.map((entry) => entry.index).sort((a, b) => a - b);
    return [{ reason: "ambiguous-date", entryIndexes: indexes, text: yearLast[0]?.date ?? "" }];
  }
  for (const entry of yearLast) {
    const time = readDayMonthTime(entry.date ?? "", order, timeZone);
    if (time !== undefined) entry.time = time;
  }
  return [];
}

/** An entry whose amount or balance reads two ways, as Not matched lists it. */
function ambiguousAmount(entry: WalletEntry, amount: { text: string; readings: number[] }): Unmatched {
  return {
    reason: "ambiguous-amount",
    entryIndexes: [entry.index],
    ...orderNaming(entry.orderId, entry.reference),
    text: amount.text,
    readings: amount.readings,
  };
}
