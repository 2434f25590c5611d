/** IDBRequest as a promise. */
export function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves when a transaction has committed, rejects when it aborts: all or nothing. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("The storage transaction was aborted"));
  });
}

export function openDatabase(
  factory: IDBFactory,
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): Promise<IDBDatabase> {
  const open = factory.open(name, version);
  open.onupgradeneeded = () => upgrade(open.result);
  return new Promise((resolve, reject) => {
    open.onsuccess = () => {
      const db = open.result;
      // Another tab with a newer version asks us to step aside; the next use reopens.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error("The history storage is held by another tab of an older version"));
  });
}

/**
 * Whether the browser may hold a database, asked without opening (so creating) it: false only when
 * it lists its databases and this one is not among them. Where it cannot say, true.
 */
export async function databaseMayExist(
  name: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<boolean> {
  if (typeof factory?.databases !== "function") return true;
  try {
    return (await factory.databases()).some((database) => database.name === name);
  } catch {
    return true;
  }
}
