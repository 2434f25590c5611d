import { randomHex } from "../catalog/new-reference";

/** What a batch's references start with unless the person chooses another. */
export const DEFAULT_PREFIX = "ref";

/** A new batch's id: its day and 6 random hex digits, e.g. 20261122-a1b2c3. Each file placed gets a new one. */
export function newBatchId(date: Date = new Date()): string {
  const day = date.toISOString().slice(0, 10).replaceAll("-", "");
  return `${day}-${randomHex(3)}`;
}

/**
 * A row's reference: the file's own when it gives one, else `<prefix>-<batch>-<line>`. Fixed before
 * anything is sent, so every attempt for the row carries the same one.
 */
export function rowReference(given: string, prefix: string, batchId: string, line: number): string {
  return given !== "" ? given : `${prefix}-${batchId}-${line}`;
}
