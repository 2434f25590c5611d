import type { HistoryLimits } from "./history-limits";

export interface Retained {
  id: string;
  sentAt: number;
  pinned: boolean;
  storedBytes: number;
}

/**
 * The retention rule, in one place: pinned entries are always kept; the others are taken
 * newest first, and each is kept if it still fits within both the count and the size limit.
 * One that does not fit is removed, and older ones are still considered, so a single large
 * entry cannot push out every smaller one behind it. Returns the ids to remove.
 */
export function overLimits(entries: readonly Retained[], limits: Pick<HistoryLimits, "maxEntries" | "maxTotalBytes">) {
  const pinned = entries.filter((entry) => entry.pinned);
  let count = pinned.length;
  let bytes = pinned.reduce((sum, entry) => sum + entry.storedBytes, 0);
  const unpinned = entries
    .filter((entry) => !entry.pinned)
    .sort((a, b) => b.sentAt - a.sentAt || (a.id < b.id ? 1 : -1));
  const removed: string[] = [];
  for (const entry of unpinned) {
    const fits = count + 1 <= limits.maxEntries && bytes + entry.storedBytes <= limits.maxTotalBytes;
    if (fits) {
      count += 1;
      bytes += entry.storedBytes;
    } else {
      removed.push(entry.id);
    }
  }
  return removed;
}
