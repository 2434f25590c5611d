import { databaseMayExist } from "../lib/database-may-exist";

/** The IndexedDB database the history is kept in, one per site. */
export const HISTORY_DATABASE = "reseller-console-history";

/**
 * Whether the browser may hold a stored history: false only when it lists its databases and this
 * one is not among them (a first visit, or a history never written). Where it cannot say, true.
 */
export const historyDatabaseMayExist = (factory: IDBFactory | undefined = globalThis.indexedDB) =>
  databaseMayExist(HISTORY_DATABASE, factory);
