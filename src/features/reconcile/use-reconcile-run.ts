import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { setReconcileSection } from "../../channels/reconcile-report";
import { keepReconciliation, RECONCILIATIONS_KEY } from "../../channels/reconciliation-log-source";
import { useConnection } from "../../contexts/use-connection";
import { useTimeZone } from "../../contexts/use-time-zone";
import { useAnswerContext } from "../../queries/use-answer-context";
import { createReconcileRun, type ReconcileConnection } from "../../reconcile/reconcile-run";
import type { ReconcileSource } from "../../reconcile/run-reconciliation";

export type { RunState } from "../../reconcile/reconcile-run";

/**
 * The region's reconciliation (reconcile/reconcile-run.ts) as React sees it: the store decides, this
 * renders. It is told the target of the moment: its settings, how its answers are read (the
 * target's dialect, and the wallet's currency once some view has asked for it: nothing is asked for
 * the check alone), its time zone, and where History keeps each run that ends (one record, its
 * requests and findings, never among the sends).
 */
export function useReconcileRun() {
  const where = useConnection();
  const context = useAnswerContext({ askWallet: false });
  const { zone } = useTimeZone();
  const client = useQueryClient();
  const target = useMemo(
    (): ReconcileConnection => ({
      target: where.target,
      settings: where.settings,
      send: where.send,
      context,
      timeZone: zone,
      keep: (ended) =>
        void keepReconciliation(ended).then(() => client.invalidateQueries({ queryKey: RECONCILIATIONS_KEY })),
    }),
    [where, context, zone, client],
  );
  const [run] = useState(() => createReconcileRun(target));
  const state = useSyncExternalStore(run.subscribe, run.getSnapshot, run.getSnapshot);
  useEffect(() => run.setTarget(target), [run, target]);
  useEffect(() => run.dispose, [run]);

  const start = (source: ReconcileSource, stuckAfterMs: number) => {
    // The last findings leave the ticket report as a new run begins.
    setReconcileSection(undefined);
    return run.start(source, stuckAfterMs);
  };
  return { state, start, cancel: run.cancel };
}
