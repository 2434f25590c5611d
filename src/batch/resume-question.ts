import type { BatchJournal, BatchMeta } from "./batch-journal";
import { orderKey } from "./order-key";
import { earlierRows } from "./placed-before";
import type { BatchRow } from "./row-state";

/** What Resume asks before it sends anything, when sending could top a player up twice. */
export interface ResumeQuestion {
  /** When New batch left this batch with rows still to place. */
  abandonedAt?: number;
  /** Rows Resume would send whose order another batch on the same target placed or sent. */
  placedByOthers: number;
}

const TO_SEND = new Set(["pending", "sending", "unknown", "paused_balance"]);

/**
 * Checked again at each Resume, not only at the dry run: a batch left for another one, or whose
 * rows another batch has placed since (the same file placed again), is not resumed without asking.
 * Undefined when Resume may go on at once.
 */
export async function resumeQuestion(
  journal: BatchJournal,
  meta: BatchMeta,
  rows: readonly BatchRow[],
): Promise<ResumeQuestion | undefined> {
  const toSend = rows.filter((row) => TO_SEND.has(row.state.kind));
  if (toSend.length === 0) return undefined;
  const others = new Set((await earlierRows(journal, meta.target, meta.id)).map((row) => orderKey(row.order)));
  const placedByOthers = toSend.filter((row) => others.has(orderKey(row.order))).length;
  if (placedByOthers === 0 && meta.abandonedAt === undefined) return undefined;
  return { ...(meta.abandonedAt !== undefined && { abandonedAt: meta.abandonedAt }), placedByOthers };
}
