import { useQuery } from "@tanstack/react-query";
import {
  mayHoldReconciliations,
  RECONCILIATIONS_KEY,
  reconciliationLog,
} from "../../channels/reconciliation-log-source";
import type { KeptReconciliation } from "../../reconcile/kept-reconciliation";

async function readReconciliations(): Promise<{ durable: boolean; runs: KeptReconciliation[] }> {
  if (!(await mayHoldReconciliations())) return { durable: true, runs: [] };
  const { log, durable } = await reconciliationLog();
  return { durable, runs: await log.list() };
}

/**
 * Every reconciliation kept in this browser, newest first: read when History opens, and again
 * when the Reconciliation region keeps a run that ended (it marks the query stale).
 */
export function useReconciliations() {
  const query = useQuery({ queryKey: RECONCILIATIONS_KEY, queryFn: readReconciliations, refetchOnMount: "always" });
  return {
    runs: query.data?.runs ?? [],
    read: query.data !== undefined,
    durable: query.data?.durable ?? true,
    pending: query.isPending,
    error: query.error,
  };
}
