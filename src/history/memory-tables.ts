import type { HistoryTables, SetAsideRecord, TableChange } from "./history-tables";

export interface MemorySeed {
  summaries?: [IDBValidKey, unknown][];
  entries?: [IDBValidKey, unknown][];
}

/** Tables in this page's memory: for tests, and for browsers without IndexedDB. */
export function createMemoryTables(seed: MemorySeed = {}): HistoryTables {
  // Copies in and out, as IndexedDB does, so no caller can change what is stored by accident.
  const summaries = new Map<IDBValidKey, unknown>(seed.summaries?.map(([key, value]) => [key, structuredClone(value)]));
  const entries = new Map<IDBValidKey, unknown>(seed.entries?.map(([key, value]) => [key, structuredClone(value)]));
  let setAside: SetAsideRecord[] = [];
  return {
    summaries: async () => [...summaries].map(([key, value]) => [key, structuredClone(value)]),
    entryKeys: async () => [...entries.keys()],
    entry: async (key) => structuredClone(entries.get(key)),
    apply: async (change: TableChange) => {
      for (const record of change.setAside ?? []) {
        if (record.from === "summaries") summaries.delete(record.key);
        else if (record.from === "entries") entries.delete(record.key);
        setAside.push(structuredClone(record));
      }
      for (const id of change.remove ?? []) {
        summaries.delete(id);
        entries.delete(id);
      }
      for (const { summary, entry } of change.put ?? []) {
        summaries.set(summary.id, structuredClone(summary));
        if (entry) entries.set(entry.id, structuredClone(entry));
      }
    },
    setAside: async () => structuredClone(setAside),
    clearSetAside: async () => {
      setAside = [];
    },
  };
}
