import type { BatchMeta } from "./batch-journal";
import type { BatchRow } from "./row-state";

export const BATCH_EXPORT_FORMAT = "reseller-console-batch";
export const BATCH_EXPORT_VERSION = 1;

/**
 * A batch as a file: its meta and its rows exactly as the journal keeps them (docs/batch.md).
 * The journal never holds the key (its target names the key only by fingerprint), so neither does this.
 */
export interface BatchExport {
  format: typeof BATCH_EXPORT_FORMAT;
  version: typeof BATCH_EXPORT_VERSION;
  exportedAt: number;
  batch: BatchMeta;
  /** By line. */
  rows: BatchRow[];
}

export function batchExport(batch: BatchMeta, rows: readonly BatchRow[], exportedAt: number): BatchExport {
  return {
    format: BATCH_EXPORT_FORMAT,
    version: BATCH_EXPORT_VERSION,
    exportedAt,
    batch,
    rows: [...rows].sort((a, b) => a.line - b.line),
  };
}

/**
 * Where a batch was placed, as a person reads it: the environment and base URL of its target,
 * without the path style and the key's fingerprint (workspace/order-tracking/tracking-target.ts).
 */
export function targetShown(target: string): string {
  const parts = target.split(" ");
  return parts.length >= 4 ? parts.slice(0, -2).join(" ") : target;
}

/**
 * The environment and base URL of a batch's target, for reading its answers with that target's
 * corrections (config/dialect-store.ts keeps them by base URL); undefined for a target not so written.
 */
export function targetPlace(target: string): { environment: string; baseUrl: string } | undefined {
  const parts = target.split(" ");
  const baseUrl = parts.at(-3);
  return parts.length >= 4 && baseUrl ? { environment: parts.slice(0, -3).join(" "), baseUrl } : undefined;
}
