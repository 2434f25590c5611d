import type { HistoryLimits } from "./history-limits";
import { createHistoryStore, type HistoryStore } from "./history-store";
import { createMemoryTables, type MemorySeed } from "./memory-tables";

/** A history that lasts as long as the page: tests, and browsers that refuse IndexedDB. */
export function createMemoryHistoryStore(seed?: MemorySeed, limits?: HistoryLimits): HistoryStore {
  return createHistoryStore(createMemoryTables(seed), { where: "page", ...(limits ? { limits } : {}) });
}
