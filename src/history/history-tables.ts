import type { HistoryEntry, HistorySummary } from "./history-entry";
import type { SetAsideReason } from "./set-aside-reason";

/**
 * A record that could not be read, moved out of the way with why, never deleted silently. An
 * entry refused from an imported file is noted here too; the file itself still holds it.
 */
export interface SetAsideRecord {
  from: "summaries" | "entries" | "import";
  /** Its key in its table, or for an import the file's name and the entry's place in it. */
  key: IDBValidKey;
  reason: SetAsideReason;
  value: unknown;
  /** When it was set aside, in ms since the epoch. */
  at: number;
}

export interface TableChange {
  /** Summaries to write, each with its entry unless only the summary changes (pinning). */
  put?: { summary: HistorySummary; entry?: HistoryEntry }[];
  /** Ids whose summary and entry go. */
  remove?: string[];
  /** Records moved from their table (or noted from an import) into the set-aside one. */
  setAside?: SetAsideRecord[];
}

/**
 * The storage under the history: two tables by id (small summaries for the list, whole entries
 * opened one at a time) and a table of set-aside records. IndexedDB in the browser, maps in
 * tests and where IndexedDB is not available. Values come back unchecked: the store checks them.
 */
export interface HistoryTables {
  summaries(): Promise<[key: IDBValidKey, value: unknown][]>;
  entryKeys(): Promise<IDBValidKey[]>;
  entry(key: IDBValidKey): Promise<unknown>;
  /** All of it or nothing. */
  apply(change: TableChange): Promise<void>;
  /** As stored: a reason written by an older console is English text (see storedReason). */
  setAside(): Promise<StoredSetAsideRecord[]>;
  clearSetAside(): Promise<void>;
}

export type StoredSetAsideRecord = Omit<SetAsideRecord, "reason"> & { reason: unknown };
