import type { BatchRow } from "./row-state";

/** A batch as the journal keeps it, beside its rows. */
export interface BatchMeta {
  id: string;
  createdAt: number;
  /**
   * Where the batch is placed, as one comparable text (environment, base URL, path style and the
   * key's fingerprint: workspace/order-tracking/tracking-target.ts). A batch resumes only there: a
   * status check elsewhere would find nothing and prove nothing.
   */
  target: string;
  prefix: string;
  fileName?: string;
  rowCount: number;
  /** Set when a person stopped the batch. */
  stoppedAt?: number;
  /**
   * Set when New batch left it with rows still to place: it is not reopened as interrupted, and its
   * Resume (from History) asks first. Cleared when a person resumes it anyway.
   */
  abandonedAt?: number;
}

/**
 * Where batches survive the page. Each write resolves only once it is stored: the runner sends a
 * row's request only after its `sending` state is written (the write-ahead), so after a crash the
 * journal is the truth. IndexedDB in the browser (idb-journal.ts), a Map in tests (memory-journal.ts).
 */
export interface BatchJournal {
  /** A new batch and its rows, all or nothing. */
  create(meta: BatchMeta, rows: readonly BatchRow[]): Promise<void>;
  putMeta(meta: BatchMeta): Promise<void>;
  put(row: BatchRow): Promise<void>;
  batch(id: string): Promise<BatchMeta | undefined>;
  batches(): Promise<BatchMeta[]>;
  /** The batch's rows, by line. */
  rows(batchId: string): Promise<BatchRow[]>;
}
