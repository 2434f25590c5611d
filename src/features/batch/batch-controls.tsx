import type { BatchRow } from "../../batch/row-state";
import { useOpenReconcile } from "../../channels/reconcile-opener";
import type { useBatchRun } from "./use-batch-run";
import { useBatchWords } from "./use-batch-text";

interface BatchControlsProps {
  run: ReturnType<typeof useBatchRun>;
  rows: readonly BatchRow[];
  /** Rows are left to place, or orders to follow that no one follows now. */
  unfinished: boolean;
  concurrency: number;
  onDownload: () => void;
}

/**
 * What a person can do with the batch on screen: Pause and Stop while it runs, else Resume and New
 * batch, the results CSV, and reconciling it once it is done. A batch another tab runs is never
 * resumed from here.
 */
export function BatchControls({ run, rows, unfinished, concurrency, onDownload }: BatchControlsProps) {
  const { m } = useBatchWords();
  const openReconcile = useOpenReconcile();
  const { batch, running, following, elsewhere } = run;
  if (!batch) return null;
  return (
    <div className="inline">
      {running ? (
        <>
          <button type="button" onClick={run.pause}>
            {m.pause}
          </button>
          <button type="button" onClick={run.stop}>
            {m.stop}
          </button>
        </>
      ) : (
        <>
          {following && (
            <button type="button" onClick={run.stop}>
              {m.stop}
            </button>
          )}
          {unfinished && !elsewhere && !run.asking && (
            <button type="button" className="primary" onClick={() => run.resume(concurrency)}>
              {m.resume}
            </button>
          )}
          <button type="button" onClick={run.close}>
            {m.newBatch}
          </button>
        </>
      )}
      <button type="button" onClick={onDownload}>
        {m.downloadCsv}
      </button>
      {openReconcile && !running && !unfinished && (
        <button
          type="button"
          onClick={() =>
            openReconcile({
              from: "batch",
              ...(batch.meta.fileName !== undefined && { fileName: batch.meta.fileName }),
              placedAt: batch.meta.createdAt,
              orderIds: rows.flatMap((row) =>
                row.state.kind === "placed" && row.state.orderId !== undefined ? [row.state.orderId] : [],
              ),
              // Every row that may have been charged: placed, or sent with its answer lost. A refused
              // row (and one never sent) charged nothing, so no entry is looked for under it.
              references: rows.flatMap((row) =>
                row.state.kind === "placed" || row.state.kind === "unknown" || row.state.kind === "sending"
                  ? [row.order.reseller_ref]
                  : [],
              ),
            })
          }
        >
          {m.reconcileBatch}
        </button>
      )}
    </div>
  );
}
