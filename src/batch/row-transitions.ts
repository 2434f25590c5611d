import type { AnswerContext } from "../answer/read-answer";
import type { ResponseRecord } from "../request/response-record";
import { readOrderAnswer } from "./order-answer";
import type { BatchRow, RowState, RowStateKind } from "./row-state";
import type { StatusVerdict } from "./status-answer";

/** After this many 429s in a row, the row is refused instead of queued again. */
export const MAX_RATE_LIMITED = 5;

function requireState(row: BatchRow, kind: RowStateKind, move: string): void {
  // A caller bug, not a user's situation: the runner offers each move only from its state.
  if (row.state.kind !== kind) throw new Error(`${move}: row ${row.line} is ${row.state.kind}, not ${kind}`);
}

const withState = (row: BatchRow, state: RowState): BatchRow => ({ ...row, state });

/** The write-ahead: stored before the request leaves, so a crash mid-send is found on reopening. */
export function writeAhead(row: BatchRow, now: number): BatchRow {
  requireState(row, "pending", "writeAhead");
  return { ...row, state: { kind: "sending", sentAt: now }, sends: row.sends + 1 };
}

/** The row once its order request has been answered (or has failed to be). */
export function afterOrderAnswer(
  row: BatchRow,
  record: ResponseRecord,
  now: number,
  context?: AnswerContext,
): BatchRow {
  if (row.state.kind !== "sending") throw new Error(`afterOrderAnswer: row ${row.line} is ${row.state.kind}`);
  const { sentAt } = row.state;
  const outcome = readOrderAnswer(record, context);
  switch (outcome.kind) {
    case "placed": {
      const { kind: _, ...found } = outcome;
      return { ...withState(row, { kind: "placed", at: now, via: "answer", ...found }), rateLimited: 0 };
    }
    case "refused":
    case "paused_balance":
      return { ...withState(row, { ...outcome, at: now }), rateLimited: 0 };
    case "rate_limited": {
      const rateLimited = row.rateLimited + 1;
      if (rateLimited >= MAX_RATE_LIMITED) {
        return { ...withState(row, { kind: "refused", at: now, status: outcome.status }), rateLimited };
      }
      return { ...withState(row, { kind: "pending" }), rateLimited };
    }
    case "duplicate": {
      // The reference is taken: the order may exist and have been charged. Asked about, never refused.
      const { kind: _, ...cause } = outcome;
      return { ...withState(row, { kind: "unknown", sentAt, cause: { kind: "duplicate", ...cause } }), rateLimited: 0 };
    }
    case "unknown":
      return withState(row, { kind: "unknown", sentAt, cause: outcome.cause });
  }
}

/** A row found `sending` when the batch is opened: the page closed between the write-ahead and the answer. */
export function interrupted(row: BatchRow): BatchRow {
  if (row.state.kind !== "sending") throw new Error(`interrupted: row ${row.line} is ${row.state.kind}`);
  return withState(row, { kind: "unknown", sentAt: row.state.sentAt, cause: { kind: "interrupted" } });
}

/**
 * An unknown row after Check order status answered about its reference. A row refused as a
 * duplicate becomes placed (and so followed) or stays unknown: never pending on its own.
 */
export function afterStatusCheck(row: BatchRow, verdict: StatusVerdict, now: number): BatchRow {
  if (row.state.kind !== "unknown") throw new Error(`afterStatusCheck: row ${row.line} is ${row.state.kind}`);
  switch (verdict.kind) {
    case "placed": {
      const { kind: _, ...found } = verdict;
      // The word came from Check order status itself: a final one there is the order's end.
      const checked = found.orderStatus !== undefined && { checked: true as const };
      return withState(row, { kind: "placed", at: now, via: "status_check", ...found, ...checked });
    }
    case "absent":
      // The API said this reference was taken: its "no such order" contradicts it, so a person decides.
      if (row.state.cause.kind === "duplicate") {
        return withState(row, { ...row.state, lastCheck: { at: now, note: { code: "absent_after_duplicate" } } });
      }
      return withState(row, { kind: "pending" });
    case "unclear":
      return withState(row, { ...row.state, lastCheck: { at: now, note: verdict.note } });
  }
}

/** The one way an unknown row goes again: a person's explicit choice, with the row's same reference. */
export function sendAgainSameReference(row: BatchRow): BatchRow {
  requireState(row, "unknown", "sendAgainSameReference");
  return withState(row, { kind: "pending" });
}

/** A row refused for the balance goes again when the batch is resumed (after a top-up). A refusal placed nothing. */
export function afterTopUp(row: BatchRow): BatchRow {
  requireState(row, "paused_balance", "afterTopUp");
  return withState(row, { kind: "pending" });
}
