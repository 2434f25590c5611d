import { type FinalKind, finalKindOf, type WordCorrections } from "../answer/status-words";
import type { BatchRow } from "./row-state";

/**
 * The status word a placed row's order ended on, or may have: the one following stored as final,
 * else the last one a Check order status answer gave. The order's own answer's word is left out:
 * `"status": "success"` beside a new order usually says only that the request worked.
 */
export function finalWordOf(row: BatchRow): string | undefined {
  const { state } = row;
  if (state.kind !== "placed") return undefined;
  if (state.final) return state.final.status;
  return state.checked ? state.orderStatus : undefined;
}

/**
 * What kind of end a row's order came to, read from its stored word with the target's corrections
 * (answer/status-words.ts) at the moment it is asked. The kind is never stored: a word corrected in
 * the answer map ("Gagal" is a refund here) changes every count of the batch at once.
 */
export function rowFinalKind(row: BatchRow, corrections?: WordCorrections): FinalKind | undefined {
  const word = finalWordOf(row);
  return word === undefined ? undefined : finalKindOf(word, corrections);
}

/**
 * A placed row whose order has no final status (as its word reads now): following has work there,
 * again after it gave up, or when a correction says the word it stopped on is not final after all.
 */
export const needsFollowing = (row: BatchRow, corrections?: WordCorrections): boolean =>
  row.state.kind === "placed" && rowFinalKind(row, corrections) === undefined;

export type FinalCounts = Record<FinalKind | "following", number>;

/** How many placed orders ended each way (partial apart from success), and how many are still open. */
export function finalCounts(rows: Iterable<BatchRow>, corrections?: WordCorrections): FinalCounts {
  const counts: FinalCounts = { success: 0, partial: 0, failed: 0, refunded: 0, following: 0 };
  for (const row of rows) {
    if (row.state.kind !== "placed") continue;
    const kind = rowFinalKind(row, corrections);
    counts[kind ?? "following"]++;
  }
  return counts;
}
