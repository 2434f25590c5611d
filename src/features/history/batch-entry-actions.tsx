import type { ShownBatch } from "../../batch/shown-batch";
import { useOpenBatch } from "../../channels/batch-opener";
import { liveBatchRun } from "../../channels/live-batch-run";
import type { BatchesMessages } from "./batches-messages";

interface BatchEntryActionsProps {
  batch: ShownBatch;
  /** The batch's name and time, as its Open button names it. */
  name: string;
  time: string;
  m: BatchesMessages;
}

const WAITING = new Set(["pending", "sending", "unknown", "paused_balance"]);

/**
 * An unfinished batch's ways on from History, whichever batch the Batch orders region shows:
 * "Ask about unknown rows" and Resume open the region with this batch and do it there, behind the
 * batch's lock, so a batch another tab runs is only shown running, and Resume still asks first when
 * it could top a player up twice.
 */
export function BatchEntryActions({ batch, name, time, m }: BatchEntryActionsProps) {
  const openRegion = useOpenBatch();
  if (!openRegion) return null;
  const rows = [...batch.rows.values()];
  const unknown = rows.some((row) => row.state.kind === "unknown" || row.state.kind === "sending");
  const waiting = rows.some((row) => WAITING.has(row.state.kind));
  const go = (then: "ask" | "resume") => {
    liveBatchRun.request({ batchId: batch.meta.id, then });
    openRegion();
  };
  return (
    <>
      {unknown && (
        <button type="button" aria-label={m.askUnknownOf(name, time)} onClick={() => go("ask")}>
          {m.askUnknown}
        </button>
      )}
      {waiting && (
        <button type="button" aria-label={m.resumeOf(name, time)} onClick={() => go("resume")}>
          {m.resume}
        </button>
      )}
    </>
  );
}
