// The work on many orders at once, loaded as one part when either region is first opened: Batch
// orders places them, Reconciliation checks the wallet against them (and a finished batch opens it).
export { default as BatchPanel } from "../features/batch/batch-panel";
export { default as ReconcilePanel } from "../features/reconcile/reconcile-panel";
