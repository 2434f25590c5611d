// Apart from idb.ts: the first screen asks this, and nothing else of IndexedDB, before any work starts.

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
