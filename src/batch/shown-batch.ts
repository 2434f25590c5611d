import type { BatchMeta } from "./batch-journal";
import type { BatchRow } from "./row-state";

/** A batch as a run shows it: its meta and rows as the journal holds them. */
export interface ShownBatch {
  meta: BatchMeta;
  rows: ReadonlyMap<number, BatchRow>;
  /** Its lines in file order. */
  lines: readonly number[];
  /** Found unfinished when the page opened: a crash, a reload or a closed tab stopped it. */
  interrupted: boolean;
}

/**
 * A batch as the journal gives it (its rows by line), in the shape a run's snapshot has: History
 * lists the batches no run shows in the same shape as the one a run does.
 */
export function shownBatch(meta: BatchMeta, rows: readonly BatchRow[], interrupted = false): ShownBatch {
  return { meta, rows: new Map(rows.map((row) => [row.line, row])), lines: rows.map((row) => row.line), interrupted };
}

/** The batch's rows in file order. */
export function rowsOf(batch: ShownBatch): BatchRow[] {
  return batch.lines.flatMap((line) => batch.rows.get(line) ?? []);
}
