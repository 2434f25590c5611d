import { createHistoryStore, type HistoryStore } from "./history-store";
import { openIdbTables } from "./idb-tables";
import { createMemoryHistoryStore } from "./memory-history-store";

export interface OpenedHistory {
  store: HistoryStore;
  /**
   * Set when the browser's storage could not be used and the history lasts for this page only: the
   * browser's reason, which the console words in its language.
   */
  unavailable?: string;
}

/** The history in IndexedDB, or in memory (with the reason) where the browser refuses it. */
export async function openHistoryStore(): Promise<OpenedHistory> {
  try {
    return { store: createHistoryStore(await openIdbTables()) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { store: createMemoryHistoryStore(), unavailable: why };
  }
}
