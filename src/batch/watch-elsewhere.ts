import type { BatchJournal } from "./batch-journal";
import type { BatchLocks } from "./batch-locks";
import type { BatchNews } from "./batch-news";
import type { BatchRow } from "./row-state";

export interface ElsewhereWatch {
  batchId: string;
  journal: BatchJournal;
  locks: BatchLocks;
  news: BatchNews;
  /** The batch's rows as the journal holds them: each time the running tab tells, and once more when it ends. */
  onRows: (rows: BatchRow[], free: boolean) => void;
  /** Ends the watch (the region closes, or shows another batch). */
  signal: AbortSignal;
}

/**
 * A batch another tab runs, watched from this one: its rows are read again whenever that tab tells
 * of a change, and once its lock is free, last (`free`), so the batch is shown as that tab left it.
 */
export function watchElsewhere({ batchId, journal, locks, news, onRows, signal }: ElsewhereWatch): void {
  const reread = async (free: boolean) => {
    const rows = await journal.rows(batchId);
    if (!signal.aborted) onRows(rows, free);
  };
  const unlisten = news.listen(batchId, () => void reread(false));
  signal.addEventListener("abort", unlisten, { once: true });
  void locks.whenFree(batchId, signal).then(() => {
    unlisten();
    if (!signal.aborted) return reread(true);
  });
}
