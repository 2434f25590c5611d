import { committed, openDatabase, requested } from "../lib/idb";
import type { BatchJournal, BatchMeta } from "./batch-journal";
import type { BatchRow } from "./row-state";

export const BATCH_DATABASE = "reseller-console-batches";
const VERSION = 1;
const BATCHES = "batches";
const ROWS = "rows";
const BY_BATCH = "batchId";

function upgrade(db: IDBDatabase): void {
  if (!db.objectStoreNames.contains(BATCHES)) db.createObjectStore(BATCHES, { keyPath: "id" });
  if (!db.objectStoreNames.contains(ROWS)) {
    db.createObjectStore(ROWS, { keyPath: ["batchId", "line"] }).createIndex(BY_BATCH, "batchId");
  }
}

/**
 * The batch journal in IndexedDB. Writes ask for strict durability: the transaction completes
 * only once the browser has flushed it, because a write-ahead that a crash could lose is none.
 */
export async function openIdbJournal(factory: IDBFactory = indexedDB): Promise<BatchJournal> {
  const db = await openDatabase(factory, BATCH_DATABASE, VERSION, upgrade);
  const write = async (names: string[], fill: (transaction: IDBTransaction) => void) => {
    const transaction = db.transaction(names, "readwrite", { durability: "strict" });
    const done = committed(transaction);
    fill(transaction);
    await done;
  };
  const read = (name: string) => db.transaction(name, "readonly").objectStore(name);
  return {
    create: (meta, rows) =>
      write([BATCHES, ROWS], (transaction) => {
        transaction.objectStore(BATCHES).put(meta);
        const store = transaction.objectStore(ROWS);
        for (const row of rows) store.put(row);
      }),
    putMeta: (meta) => write([BATCHES], (transaction) => transaction.objectStore(BATCHES).put(meta)),
    put: (row) => write([ROWS], (transaction) => transaction.objectStore(ROWS).put(row)),
    batch: (id) => requested<BatchMeta | undefined>(read(BATCHES).get(id)),
    batches: () => requested<BatchMeta[]>(read(BATCHES).getAll()),
    async rows(batchId) {
      const rows = await requested<BatchRow[]>(read(ROWS).index(BY_BATCH).getAll(IDBKeyRange.only(batchId)));
      return rows.sort((a, b) => a.line - b.line);
    },
  };
}
