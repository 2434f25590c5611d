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
