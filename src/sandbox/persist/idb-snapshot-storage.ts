import { committed, requested } from "../../lib/idb";
import type { SnapshotStorage } from "./snapshot-storage";

const DATABASE = "reseller-console-sandbox";
const STORE = "state";
const KEY = "current";

async function open(factory: IDBFactory, onGone: () => void): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  const db = await requested(request);
  // A newer version in another tab asks us to step aside; the next use opens it again.
  db.onversionchange = () => {
    db.close();
    onGone();
  };
  db.onclose = onGone;
  return db;
}

/** The embedded sandbox's one record, in this browser's IndexedDB. */
export function idbSnapshotStorage(factory: IDBFactory): SnapshotStorage {
  let db: Promise<IDBDatabase> | undefined;
  const forget = () => {
    db = undefined;
  };
  const database = () => {
    db ??= open(factory, forget).catch((error: unknown) => {
      forget();
      throw error;
    });
    return db;
  };
  return {
    async read() {
      const store = (await database()).transaction(STORE).objectStore(STORE);
      return requested(store.get(KEY));
    },
    async write(record) {
      const transaction = (await database()).transaction(STORE, "readwrite");
      transaction.objectStore(STORE).put(record, KEY);
      await committed(transaction);
    },
  };
}
