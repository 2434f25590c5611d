import type { StatusKind } from "../../answer/status-words";
import type { TrackingNote, TrackingOutcome } from "../../workspace/order-tracking/tracked-order";
import type { OrderTrackingMessages } from "./order-tracking-messages";

/*
 * Order tracking's notes and outcomes in words: which message says each, with what. The messages
 * are in order-tracking-messages.ts; waits are said in whole seconds.
 */

const seconds = (ms: number) => Math.round(ms / 1000);

/** What a status word was read as: final (with what), not final, or a word the console does not know. */
export function wordStatusMeaning(m: OrderTrackingMessages, kind: StatusKind | undefined): string {
  if (kind === undefined) return m.unknownWord;
  return kind === "pending" ? m.notFinal : m.final(m.kinds[kind]);
}

/** Why tracking waits before its next check. */
export function wordTrackingNote(m: OrderTrackingMessages, note: TrackingNote): string {
  switch (note.kind) {
    case "no-answer":
      return (note.timedOut ? m.timedOut : m.noAnswer)(note.check, seconds(note.waitMs));
    case "rate-limited":
      return (note.retryAfter ? m.retryAfter : m.backOff)(note.check, note.status, seconds(note.waitMs));
    case "backing-off":
      return m.backingOff(note.check, note.status, seconds(note.waitMs));
    case "no-status":
      return m.noStatus(note.check, note.status, note.looked.join(", "));
    case "other-order":
      return m.otherOrder(note.check, note.named);
  }
}

/**
 * How tracking ended. `checks`: the outcome's count of checks, worded; `kind`: what a final status
 * word means, worded, while it is still read as final.
 */
export function wordTrackingEnd(
  m: OrderTrackingMessages,
  outcome: TrackingOutcome,
  checks: string,
  kind?: string,
): string {
  switch (outcome.kind) {
    case "final":
      return m.endedFinal(outcome.status, checks, kind);
    case "refused":
      return m.endedRefused(outcome.check, outcome.status, outcome.message);
    case "wait-past-limit":
      return m.endedWaitPastLimit(seconds(outcome.waitMs));
    case "gave-up":
      return m.endedGaveUp(outcome.minutes);
    case "target-changed":
      return m.endedTargetChanged;
    case "by-you":
      return m.endedByYou;
    case "broken":
      return m.endedBroken(outcome.problem);
  }
}
