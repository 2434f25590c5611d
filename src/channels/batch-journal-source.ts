import { webBatchLocks } from "../batch/batch-locks";
import type { JournalSource } from "../batch/batch-run";
import { BATCH_DATABASE, openIdbJournal } from "../batch/idb-journal";
import { createMemoryJournal } from "../batch/memory-journal";
import { databaseMayExist } from "../lib/database-may-exist";

let opened: Promise<JournalSource> | undefined;

/**
 * The batches of this browser, opened once per page: in IndexedDB, or in memory where there is none;
 * with the browser's Web Locks, one runner per batch across its tabs (each run keeps a heartbeat
 * where the browser has none).
 */
export function batchJournal(): Promise<JournalSource> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  const shared = locks ? { locks: webBatchLocks(locks) } : {};
  opened ??= (typeof indexedDB === "undefined" ? Promise.reject(new Error("no IndexedDB")) : openIdbJournal()).then(
    (journal) => ({ journal, durable: true, ...shared }),
    () => ({ journal: createMemoryJournal(), durable: false, ...shared }),
  );
  return opened;
}

/**
 * Whether this browser may hold batches, asked without opening (so creating) their database: a
 * reader such as History then keeps nothing in a browser that never placed a batch.
 */
export async function mayHoldBatches(): Promise<boolean> {
  return opened !== undefined || databaseMayExist(BATCH_DATABASE);
}

/**
 * The next batchJournal() opens anew: in IndexedDB the same batches, in memory none. Tests of the
 * region use it so that each starts with no batch, as a fresh browser would.
 */
export function forgetBatchJournal(): void {
  opened = undefined;
}
