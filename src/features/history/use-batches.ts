import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type ShownBatch, shownBatch } from "../../batch/shown-batch";
import { batchJournal, mayHoldBatches } from "../../channels/batch-journal-source";
import { useLiveBatch } from "../../channels/live-batch-run";

const BATCHES_KEY = ["batch-journal", "history"] as const;

interface BatchListing {
  durable: boolean;
  batches: ShownBatch[];
}

/** Every batch in the journal with its rows, newest first. */
async function readBatches(): Promise<BatchListing> {
  if (!(await mayHoldBatches())) return { durable: true, batches: [] };
  const { journal, durable } = await batchJournal();
  const metas = (await journal.batches()).sort((a, b) => b.createdAt - a.createdAt);
  return {
    durable,
    batches: await Promise.all(metas.map(async (meta) => shownBatch(meta, await journal.rows(meta.id)))),
  };
}

/** The listing with the live batch in its own entry's place, or first when it began after the listing was read. */
function withLive(listed: readonly ShownBatch[], live: ShownBatch | undefined): readonly ShownBatch[] {
  if (!live) return listed;
  if (!listed.some((batch) => batch.meta.id === live.meta.id)) return [live, ...listed];
  return listed.map((batch) => (batch.meta.id === live.meta.id ? live : batch));
}

/**
 * Every batch of this browser, newest first. The journal is read when History opens; the batch the
 * Batch orders region shows is its run's own snapshot (ui/live-batch-run.ts), so while it runs
 * History counts its rows from the store the region renders, as they settle, and keeps no copy.
 * When the region shows another batch or none, the journal, which holds each row as it ended, is read again.
 */
export function useBatches() {
  const live = useLiveBatch();
  const query = useQuery({ queryKey: [...BATCHES_KEY, "listing"], queryFn: readBatches, refetchOnMount: "always" });
  const { refetch } = query;
  const liveId = live?.meta.id;
  const readWith = useRef(liveId);
  useEffect(() => {
    if (readWith.current === liveId) return;
    readWith.current = liveId;
    void refetch();
  }, [liveId, refetch]);
  return {
    batches: withLive(query.data?.batches ?? [], live),
    read: query.data !== undefined,
    durable: query.data?.durable ?? true,
    pending: query.isPending,
    error: query.error,
  };
}
