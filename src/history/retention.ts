import type { HistoryLimits } from "./history-limits";

export interface Retained {
  id: string;
  sentAt: number;
  pinned: boolean;
  storedBytes: number;
}

/**
 * The retention rule, in one place: pinned entries are always kept; the others are kept
 * newest first while the whole history stays within both the count and the size limit, and
 * everything older than the first one that does not fit is removed. Returns the ids to remove.
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
    const fits =
      removed.length === 0 && count + 1 <= limits.maxEntries && bytes + entry.storedBytes <= limits.maxTotalBytes;
    if (fits) {
      count += 1;
      bytes += entry.storedBytes;
    } else {
      removed.push(entry.id);
    }
  }
  return removed;
}
