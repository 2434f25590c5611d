/**
 * The status words after which an order no longer changes, in any case: tracking stops at the
 * first of them. The API publishes no list, so this is the one place to add a word it uses; the
 * tracking panel shows the list as it is here.
 */
export const FINAL_STATUSES = [
  "success",
  "successful",
  "succeeded",
  "completed",
  "complete",
  "done",
  "delivered",
  "fulfilled",
  "failed",
  "failure",
  "error",
  "refunded",
  "cancelled",
  "canceled",
  "rejected",
  "declined",
  "expired",
  "reversed",
] as const;

const finals = new Set<string>(FINAL_STATUSES);

/** "Completed", "FAILED", " refunded " and "Cancelled" are final; "PENDING" and "processing" are not. */
export function isFinalStatus(status: string): boolean {
  return finals.has(status.trim().toLowerCase());
}

/** What a final status means for the money: delivered, failed (its price returned), or refunded after all. */
export type FinalKind = "success" | "failed" | "refunded";

const SUCCESS_WORDS = new Set<string>(FINAL_STATUSES.slice(0, FINAL_STATUSES.indexOf("failed")));
const REFUND_WORDS = new Set(["refunded", "reversed"]);

/** "Completed" is success, "Refunded" and "reversed" are refunded, any other final word failed; undefined when not final. */
export function finalKind(status: string): FinalKind | undefined {
  if (!isFinalStatus(status)) return undefined;
  const word = status.trim().toLowerCase();
  if (SUCCESS_WORDS.has(word)) return "success";
  return REFUND_WORDS.has(word) ? "refunded" : "failed";
}
