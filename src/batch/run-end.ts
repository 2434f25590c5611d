import type { BatchRow, RowStateKind } from "./row-state";

export type RowCounts = Record<RowStateKind, number>;

/** How a run of the batch ended, as data: the interface words it. */
export type RunEnd =
  | { kind: "finished" | "paused" | "stopped" | "paused_balance"; counts: RowCounts }
  | { kind: "journal_failed"; detail: string; counts: RowCounts }
  /** The request could not be built (the base URL): nothing was sent. */
  | { kind: "cannot_build"; message: string }
  | { kind: "no_batch" }
  | { kind: "wrong_target"; batchTarget: string };

export function countStates(rows: Iterable<BatchRow>): RowCounts {
  const counts: RowCounts = { pending: 0, sending: 0, placed: 0, refused: 0, paused_balance: 0, unknown: 0 };
  for (const row of rows) counts[row.state.kind]++;
  return counts;
}
