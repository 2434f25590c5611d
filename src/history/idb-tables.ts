import { committed, openDatabase, requested } from "../lib/idb";
import { HISTORY_DATABASE } from "./history-database";
import type { HistoryTables } from "./history-tables";

const VERSION = 1;
const SUMMARIES = "summaries";
const ENTRIES = "entries";
const SET_ASIDE = "set-aside";

function upgrade(db: IDBDatabase): void {
  // Keys are given with each record (no keyPath), so a foreign record under any key can
  // still be read, reported and moved aside.
  for (const name of [SUMMARIES, ENTRIES]) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
  if (!db.objectStoreNames.contains(SET_ASIDE)) db.createObjectStore(SET_ASIDE, { autoIncrement: true });
}

/** The history's tables in IndexedDB: they survive reloads, one database per site. */
export async function openIdbTables(factory: IDBFactory = indexedDB): Promise<HistoryTables> {
  const db = await openDatabase(factory, HISTORY_DATABASE, VERSION, upgrade);
  const read = (name: string) => db.transaction(name, "readonly").objectStore(name);
  return {
    async summaries() {
      const store = read(SUMMARIES);
      const [keys, values] = await Promise.all([requested(store.getAllKeys()), requested(store.getAll())]);
      return keys.map((key, at) => [key, values[at]]);
    },
    entryKeys: () => requested(read(ENTRIES).getAllKeys()),
    entry: (key) => requested(read(ENTRIES).get(key)),
    async apply(change) {
      const transaction = db.transaction([SUMMARIES, ENTRIES, SET_ASIDE], "readwrite");
      const done = committed(transaction);
      const summaries = transaction.objectStore(SUMMARIES);
      const entries = transaction.objectStore(ENTRIES);
      for (const record of change.setAside ?? []) {
        if (record.from === "summaries") summaries.delete(record.key);
        else if (record.from === "entries") entries.delete(record.key);
        transaction.objectStore(SET_ASIDE).add(record);
      }
      for (const id of change.remove ?? []) {
        summaries.delete(id);
        entries.delete(id);
      }
      for (const { summary, entry } of change.put ?? []) {
        summaries.put(summary, summary.id);
        if (entry) entries.put(entry, entry.id);
      }
      await done;
    },
    setAside: () => requested(read(SET_ASIDE).getAll()),
    async clearSetAside() {
      const transaction = db.transaction(SET_ASIDE, "readwrite");
      transaction.objectStore(SET_ASIDE).clear();
      await committed(transaction);
    },
  };
}
