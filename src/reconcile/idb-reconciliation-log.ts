import { committed, openDatabase, requested } from "../lib/idb";
import type { KeptReconciliation } from "./kept-reconciliation";
import { newestFirst, pastTheLimit, type ReconciliationLog } from "./reconciliation-log";

export const RECONCILIATION_DATABASE = "reseller-console-reconciliations";
const VERSION = 1;
const RUNS = "runs";

function upgrade(db: IDBDatabase): void {
  if (!db.objectStoreNames.contains(RUNS)) db.createObjectStore(RUNS, { keyPath: "id" });
}

/** The log in IndexedDB: a run and the letting go of the oldest are one transaction. */
export async function openIdbReconciliationLog(factory: IDBFactory = indexedDB): Promise<ReconciliationLog> {
  const db = await openDatabase(factory, RECONCILIATION_DATABASE, VERSION, upgrade);
  return {
    async put(run) {
      const transaction = db.transaction(RUNS, "readwrite");
      const done = committed(transaction);
      const store = transaction.objectStore(RUNS);
      store.put(run);
      const all = await requested<KeptReconciliation[]>(store.getAll());
      for (const id of pastTheLimit(all)) store.delete(id);
      await done;
    },
    list: async () =>
      newestFirst(await requested<KeptReconciliation[]>(db.transaction(RUNS, "readonly").objectStore(RUNS).getAll())),
  };
}
