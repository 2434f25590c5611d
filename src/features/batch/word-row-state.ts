import type { RowState, UnknownCause } from "../../batch/row-state";
import type { RunEnd } from "../../batch/run-end";
import type { StatusCheckNote } from "../../batch/status-answer";
import type { TrackingOutcome } from "../../workspace/order-tracking/tracked-order";
import type { BatchMessages } from "./batch-messages";

/*
 * A batch row's state and a run's end in words: which message says each, and with what. The
 * messages are in batch-messages.ts; the API's words and status codes are passed in as sent.
 */

/** Why a row was refused or paused for the balance: how the answer came, then the API's words. */
export function wordRefusal(
  m: BatchMessages,
  state: Extract<RowState, { kind: "refused" | "paused_balance" }>,
): string {
  const words = state.message ?? state.code;
  const said = words || (state.kind === "paused_balance" ? m.balanceTooLow : undefined);
  if (!state.status) return m.notSent(said);
  return state.status < 300 ? m.refusedInBody(state.status, said) : m.refusedHttp(state.status, said);
}

export function wordUnknownCause(m: BatchMessages, cause: UnknownCause): string {
  if (cause.kind === "duplicate") return m.unknownDuplicate(cause.status, cause.message ?? cause.code);
  return cause.kind === "status" ? m.unknownStatus(cause.status) : m.unknownCause[cause.kind];
}

/** What the last Check order status of an unknown row said; `time` words a moment. */
export function wordLastStatusCheck(m: BatchMessages, note: StatusCheckNote, time: (ms: number) => string): string {
  switch (note.code) {
    case "too_soon":
      return m.tooSoon(time(note.checkAfter));
    case "not_found_unconfirmed":
      return m.notFoundUnconfirmed(note.status);
    case "other_order":
      return m.otherOrder(note.reference);
    case "no_order_in_answer":
      return m.noOrderInAnswer(note.status);
    case "refused":
      return m.checkRefused(note.status, note.message);
    case "rate_limited":
      return m.checkRateLimited;
    case "no_answer":
      return m.checkNoAnswer;
    case "absent_after_duplicate":
      return m.absentAfterDuplicate;
  }
}

/** Why a placed order is no longer followed. */
export function wordUnfollowed(m: BatchMessages, outcome: TrackingOutcome): string {
  switch (outcome.kind) {
    case "refused":
      return m.unfollowedRefused(outcome.status);
    case "wait-past-limit":
      return m.unfollowedWaitPastLimit;
    case "gave-up":
      return m.unfollowedGaveUp(outcome.minutes);
    case "broken":
      return m.unfollowedBroken(outcome.problem);
    default:
      return m.unfollowed;
  }
}

export function wordRunEnd(m: BatchMessages, end: RunEnd): string {
  switch (end.kind) {
    case "journal_failed":
      return m.journalFailed(end.detail);
    case "cannot_build":
      return m.cannotBuild(end.message);
    default:
      return m.runEnd[end.kind];
  }
}
