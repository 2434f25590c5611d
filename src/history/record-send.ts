import type { HistoryEntry } from "./history-entry";
import { HISTORY_LIMITS } from "./history-limits";
import { makeHistoryEntry, type SentRequest } from "./make-entry";

/**
 * The entry for a send under the console's limits. Loaded on the first send (only ever by a
 * dynamic import), so the first screen carries none of this.
 */
export function historyEntryOf(sent: SentRequest): HistoryEntry {
  return makeHistoryEntry(sent, HISTORY_LIMITS);
}
