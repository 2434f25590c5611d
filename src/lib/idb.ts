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
