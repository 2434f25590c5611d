import type { BatchRow } from "../../batch/row-state";
import { sentOrders } from "../../batch/sent-orders";
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
 * batch, the results CSV, and reconciling every row it ever sent once nothing runs (here or in another tab). A batch another tab runs is never
 * resumed from here.
 */
export function BatchControls({ run, rows, unfinished, concurrency, onDownload }: BatchControlsProps) {
  const { m } = useBatchWords();
  const openReconcile = useOpenReconcile();
  const { batch, running, following, elsewhere } = run;
  if (!batch) return null;
  // Every row ever sent may have been charged: it is reconciled whatever its state, the batch finished or not.
  const sent = sentOrders(rows);
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
      {openReconcile && !running && !elsewhere && sent.references.length > 0 && (
        <button
          type="button"
          onClick={() =>
            openReconcile({
              from: "batch",
              ...(batch.meta.fileName !== undefined && { fileName: batch.meta.fileName }),
              placedAt: batch.meta.createdAt,
              ...sent,
            })
          }
        >
          {m.reconcileBatch}
        </button>
      )}
    </div>
  );
}
