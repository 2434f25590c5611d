import type { BatchJournal, BatchMeta } from "./batch-journal";
import type { RowCheck } from "./row-findings";
import { batchRows } from "./row-state";

export interface NewBatch {
  batchId: string;
  target: string;
  prefix: string;
  fileName?: string;
  now: number;
}

/** Writes a new batch of the dry run's ready rows, all pending, before any of them is sent. */
export async function startBatch(journal: BatchJournal, checks: readonly RowCheck[], batch: NewBatch) {
  const rows = batchRows(batch.batchId, checks);
  const meta: BatchMeta = {
    id: batch.batchId,
    createdAt: batch.now,
    target: batch.target,
    prefix: batch.prefix,
    ...(batch.fileName !== undefined && { fileName: batch.fileName }),
    rowCount: rows.length,
  };
  await journal.create(meta, rows);
  return { meta, rows };
}
