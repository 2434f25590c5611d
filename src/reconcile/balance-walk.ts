import { type Dated, isLater } from "./latest-date";
import type { WalletRead } from "./read-wallet-pages";
import type { WalletEntry } from "./reconcile-types";

/** What walking the running balance needs of an entry: when, its amount (and fee) and the balance after it. */
export interface BalancedEntry extends Dated {
  cents: number;
  fee?: number;
  balance?: number;
}

/** Whether `entry`'s balance follows from `before`: its amount, with the fee its fee field names or within it. */
export const follows = (before: number, entry: BalancedEntry) =>
  entry.balance === before + entry.cents + (entry.fee ?? 0) || entry.balance === before + entry.cents;

/**
 * The running balance's walk: every entry read, oldest first (`timeOrder`), with the entries whose
 * amount reads two ways in their places, so the balance is not compared across them.
 */
export function balanceWalk(read: WalletRead): readonly WalletEntry[] {
  const { entries, unread } = read;
  return timeOrder(unread.length === 0 ? entries : [...entries, ...unread].sort((a, b) => a.index - b.index));
}

/**
 * Entries in time order, oldest first. A list newest first (by its dates, read as moments, never
 * compared as text: "21/11/2025" is not before "05/12/2025") is walked from the end; where its dates
 * do not tell (the first and last the same, or none), the way the balances follow from the amounts
 * does. When every date reads as a moment, the entries sorted by it, and those of one moment (two
 * orders in one second) in the order their balances chain, are walked instead if more balances follow
 * so: no jump is reported that an order of the entries the dates allow explains. (The list's own order
 * stays when it explains more: an API may date an entry by when it was written, not when it counted.)
 */
export function timeOrder<T extends BalancedEntry>(entries: readonly T[]): readonly T[] {
  const listed = listedOrder(entries);
  if (listed.length < 2 || listed.some((entry) => entry.time === undefined)) return listed;
  // Stable: entries of one moment keep the list's direction until their balances say otherwise.
  const sorted = [...listed].sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
  const walked: T[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end]?.time === sorted[start]?.time) end += 1;
    walked.push(...chained(sorted.slice(start, end), lastBalance(walked)));
    start = end;
  }
  return balanceBreaks(walked) < balanceBreaks(listed) ? walked : listed;
}

/** The list as written, turned oldest first by its dates, else by how its balances follow. */
function listedOrder<T extends BalancedEntry>(entries: readonly T[]): readonly T[] {
  const first = entries[0];
  const last = entries.at(-1);
  const apart =
    first?.time !== undefined && last?.time !== undefined ? first.time !== last.time : first?.date !== last?.date;
  if (first?.date && last?.date && apart) return isLater(first, last) ? [...entries].reverse() : entries;
  const reversed = [...entries].reverse();
  return balanceBreaks(reversed) < balanceBreaks(entries) ? reversed : entries;
}

const lastBalance = (entries: readonly BalancedEntry[]) =>
  entries.findLast((entry) => entry.balance !== undefined)?.balance;

/**
 * Entries of one moment, each next the one whose balance follows from the balance before it and its
 * amount; the first, when nothing came before, the one whose balance before is no other's balance
 * after. Where none follows, the next as listed: the walk then reports the jump it is.
 */
function chained<T extends BalancedEntry>(tie: readonly T[], before: number | undefined): T[] {
  if (tie.length < 2) return [...tie];
  const left = [...tie];
  const afters = new Set(tie.map((entry) => entry.balance));
  const beforeOf = (entry: BalancedEntry) => (entry.balance ?? 0) - entry.cents - (entry.fee ?? 0);
  const opening = tie.find((entry) => entry.balance !== undefined && !afters.has(beforeOf(entry)));
  let balance = before ?? (opening === undefined ? undefined : beforeOf(opening));
  const walked: T[] = [];
  while (left.length > 0) {
    const at = balance === undefined ? -1 : left.findIndex((entry) => follows(balance ?? 0, entry));
    const [next] = left.splice(Math.max(at, 0), 1);
    if (next === undefined) break;
    walked.push(next);
    if (next.balance !== undefined) balance = next.balance;
  }
  return walked;
}

/** How many times a balance does not follow from the one before and the entry's amount, walked as listed. */
function balanceBreaks(entries: readonly BalancedEntry[]): number {
  let count = 0;
  let previous: BalancedEntry | undefined;
  for (const entry of entries) {
    if (entry.balance === undefined) continue;
    if (previous?.balance !== undefined && !follows(previous.balance, entry)) count += 1;
    previous = entry;
  }
  return count;
}
