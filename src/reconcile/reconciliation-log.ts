import type { KeptReconciliation } from "./kept-reconciliation";

/**
 * Reconciliations kept, the newest first: a person reconciles a few times a day, and a ticket
 * asks about the last days' runs, not the last months'. Each holds at most a few thousand
 * requests and findings (kept-reconciliation.ts), so the log stays within a few megabytes.
 */
export const KEPT_RECONCILIATIONS = 20;

/**
 * Where the reconciliations of this browser are kept, apart from the history of sends, so a run's
 * hundreds of requests never push out what the person sent: IndexedDB in the browser
 * (idb-reconciliation-log.ts), a Map where there is none and in tests (memory-reconciliation-log.ts).
 */
export interface ReconciliationLog {
  /** Keeps a run, and lets go of those past the newest KEPT_RECONCILIATIONS. */
  put(run: KeptReconciliation): Promise<void>;
  /** Newest first. */
  list(): Promise<KeptReconciliation[]>;
}

/** Newest first, as History lists them. */
export const newestFirst = (runs: readonly KeptReconciliation[]) => [...runs].sort((a, b) => b.startedAt - a.startedAt);

/** The ids past the newest KEPT_RECONCILIATIONS, which the log lets go. */
export const pastTheLimit = (runs: readonly KeptReconciliation[]) =>
  newestFirst(runs)
    .slice(KEPT_RECONCILIATIONS)
    .map((run) => run.id);
