import { databaseMayExist } from "../lib/database-may-exist";
import { openIdbReconciliationLog, RECONCILIATION_DATABASE } from "../reconcile/idb-reconciliation-log";
import type { KeptReconciliation } from "../reconcile/kept-reconciliation";
import { createMemoryReconciliationLog } from "../reconcile/memory-reconciliation-log";
import type { ReconciliationLog } from "../reconcile/reconciliation-log";

/** The query under which History lists the reconciliations: the region that keeps one marks it stale. */
export const RECONCILIATIONS_KEY = ["reconciliation-log", "history"] as const;

let opened: Promise<{ log: ReconciliationLog; durable: boolean }> | undefined;

/** The reconciliations of this browser, opened once per page: in IndexedDB, or in memory where there is none. */
export function reconciliationLog(): Promise<{ log: ReconciliationLog; durable: boolean }> {
  opened ??= (
    typeof indexedDB === "undefined" ? Promise.reject(new Error("no IndexedDB")) : openIdbReconciliationLog()
  ).then(
    (log) => ({ log, durable: true }),
    () => ({ log: createMemoryReconciliationLog(), durable: false }),
  );
  return opened;
}

/** Keeps a reconciliation that ended. */
export async function keepReconciliation(run: KeptReconciliation): Promise<void> {
  await (await reconciliationLog()).log.put(run);
}

/**
 * Whether this browser may hold reconciliations, asked without opening (so creating) their
 * database: History then keeps nothing in a browser that never reconciled.
 */
export async function mayHoldReconciliations(): Promise<boolean> {
  return opened !== undefined || databaseMayExist(RECONCILIATION_DATABASE);
}

/** The next reconciliationLog() opens anew: in memory, none kept. Tests start each as a fresh browser would. */
export function forgetReconciliationLog(): void {
  opened = undefined;
}
