import type { ResponseRecord } from "./response-record";

/**
 * Whether a response proves what became of the request: a 2xx says it was done, a 4xx that it was
 * refused, and a request that could not even be built was never sent. Anything else (no answer, a
 * timeout, a cancel, a 5xx, an unexpected 1xx or 3xx) leaves open whether an order was placed, so a
 * retry must carry the same reference for the API to recognise it.
 */
export function isSettled(record: ResponseRecord): boolean {
  if (record.kind === "failure") return record.failure === "invalid-request";
  return (record.status >= 200 && record.status < 300) || (record.status >= 400 && record.status < 500);
}

/** Why an answer leaves open whether an order was placed; the form words it ("The last attempt timed out"). */
export type UnsettledReason =
  | { kind: "status"; status: number }
  | { kind: "timeout" }
  | { kind: "cancelled" }
  /** No answer at all: the network, or CORS. */
  | { kind: "no-answer" };

export function unsettledReason(record: ResponseRecord): UnsettledReason {
  if (record.kind === "http") return { kind: "status", status: record.status };
  if (record.failure === "timeout") return { kind: "timeout" };
  if (record.failure === "cancelled") return { kind: "cancelled" };
  return { kind: "no-answer" };
}
