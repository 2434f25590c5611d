import { type Dated, isLater } from "./latest-date";
import type { WalletRead } from "./read-wallet-pages";
import type { WalletEntry } from "./reconcile-types";

/** What walking the running balance needs of an entry: when, its amount and the balance after it. */
export interface BalancedEntry extends Dated {
  cents: number;
  balance?: number;
}

/**
 * The running balance's walk: every entry read, oldest first (`timeOrder`), with the entries whose
 * amount reads two ways in their places, so the balance is not compared across them.
 */
export function balanceWalk(read: WalletRead): readonly WalletEntry[] {
  const { entries, unread } = read;
  return timeOrder(unread.length === 0 ? entries : [...entries, ...unread].sort((a, b) => a.index - b.index));
}

/**
 * Entries in time order: a list newest first (by its dates) is walked from the end. Where its dates
 * do not tell (the first and last the same, as two orders placed in one millisecond, or none), the
 * way the balances follow from the amounts does.
 */
export function timeOrder<T extends BalancedEntry>(entries: readonly T[]): readonly T[] {
  const first = entries[0];
  const last = entries.at(-1);
  const apart =
    first?.time !== undefined && last?.time !== undefined ? first.time !== last.time : first?.date !== last?.date;
  if (first?.date && last?.date && apart) return isLater(first, last) ? [...entries].reverse() : entries;
  const reversed = [...entries].reverse();
  return balanceBreaks(reversed) < balanceBreaks(entries) ? reversed : entries;
}

/** How many times a balance does not follow from the one before and the entry's amount, walked as listed. */
function balanceBreaks(entries: readonly BalancedEntry[]): number {
  let count = 0;
  let previous: BalancedEntry | undefined;
  for (const entry of entries) {
    if (entry.balance === undefined) continue;
    if (previous?.balance !== undefined && previous.balance + entry.cents !== entry.balance) count += 1;
    previous = entry;
  }
  return count;
}
