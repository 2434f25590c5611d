/** The IndexedDB database the history is kept in, one per site. */
export const HISTORY_DATABASE = "reseller-console-history";

/**
 * Whether the browser may hold a stored history: false only when it lists its databases and this
 * one is not among them (a first visit, or a history never written). Where it cannot say, true.
 */
export async function historyDatabaseMayExist(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<boolean> {
  if (typeof factory?.databases !== "function") return true;
  try {
    return (await factory.databases()).some((database) => database.name === HISTORY_DATABASE);
  } catch {
    return true;
  }
}
