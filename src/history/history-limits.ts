export interface HistoryLimits {
  /** Most entries kept, pinned ones included. */
  maxEntries: number;
  /** Most room all entries take together, in bytes of text. */
  maxTotalBytes: number;
  /** A body longer than this keeps its beginning only, marked as truncated. */
  maxBodyBytes: number;
}

const MB = 1024 * 1024;

/**
 * Room for a day of support work, small enough for any browser's storage quota. A 12.5 MB
 * wallet history is kept as its first 5 MB rather than pushing out a dozen other entries.
 */
export const HISTORY_LIMITS: HistoryLimits = { maxEntries: 200, maxTotalBytes: 50 * MB, maxBodyBytes: 5 * MB };
