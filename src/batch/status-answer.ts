import { notFoundAboutOrder, otherOrderNamed, provesLookupOf } from "../answer/not-found-about-order";
import { type AnswerContext, readAnswer, refusesQuestion } from "../answer/read-answer";
import type { ResponseRecord } from "../request/response-record";
import { type UnsettledReason, unsettledReason } from "../request/settled-outcome";

/**
 * How long after a send a "not found" can be believed: an order the API was still making when
 * the answer was lost may appear later. Five minutes is longer than a send waits for its answer,
 * and than the slowest answer the sandbox gives (its hang scenario ends at five minutes).
 */
export const SETTLE_MS = 5 * 60_000;

/** Why a status check settled nothing: the row stays unknown. Worded where shown. */
export type StatusCheckNote =
  /** Not found, but asked too soon after the send: ask again from `checkAfter`. */
  | { code: "too_soon"; checkAfter: number }
  /** A 404 that may be about the route, not the order (see readStatusAnswer). */
  | { code: "not_found_unconfirmed"; status: number }
  | { code: "other_order"; reference: string }
  | { code: "no_order_in_answer"; status: number }
  | { code: "refused"; status: number; message?: string }
  | { code: "rate_limited" }
  /** Not found, though the order's own answer said its reference was taken: the row waits for a person. */
  | { code: "absent_after_duplicate" }
  | { code: "no_answer"; cause: UnsettledReason };

export type StatusVerdict =
  | { kind: "placed"; orderId?: string; orderStatus?: string }
  /** The API certainly has no order with the reference: the row may go again, with the same reference. */
  | { kind: "absent" }
  | { kind: "unclear"; note: StatusCheckNote };

export interface StatusQuestion {
  /** The reference asked about: the row's own. */
  reference: string;
  /** When the row's order request last left. */
  sentAt: number;
  /** When the answer came. */
  now: number;
  settleMs?: number;
  /**
   * True once this status endpoint, asked by reference on the batch's target, has answered a 2xx
   * naming the very order asked about: then its 404 means "no such order", not "no such route".
   */
  lookupProven: boolean;
}

/** Whether an answer shows that lookups by reference work: a 2xx naming the order asked about. */
export function provesLookup(record: ResponseRecord, reference: string, context?: AnswerContext): boolean {
  if (record.kind !== "http" || record.status < 200 || record.status >= 300) return false;
  return provesLookupOf(readAnswer(record, context), { reference });
}

/**
 * A Check order status answer about an unknown row, asked by its reference → what became of it.
 *
 * A 2xx naming an order (and no other reference) says it was placed. Resending is allowed only
 * when the API certainly has no such order, which a "not found" shows only when all of these hold:
 * - the answer is a 404 about the order, not the route (`notFoundAboutOrder`, the rule
 *   reconciliation reads a 404 by too): JSON that names the reference asked about, or this endpoint
 *   has already found another of the batch's orders by its reference (`lookupProven`);
 * - it came at least `settleMs` after the send, so an order still being made has had time to appear.
 * Anything else leaves the row unknown, with a note saying why. The row then goes again with the
 * same reference, so an API that knows its references still catches a "not found" that was wrong.
 *
 * A 2xx whose body says it failed (`{"status": 0, "error_msg": …}`) proves nothing about the order
 * unless it names the order and its status word (Digiflazz answers a failed order so): it is a
 * refused check, never a "not found".
 */
export function readStatusAnswer(
  record: ResponseRecord,
  question: StatusQuestion,
  context?: AnswerContext,
): StatusVerdict {
  if (record.kind === "failure")
    return { kind: "unclear", note: { code: "no_answer", cause: unsettledReason(record) } };
  const { status } = record;
  const reading = readAnswer(record, context);
  const reference = reading.reference?.value;
  const orderId = reading.orderId?.value;
  if (status >= 200 && status < 300) {
    const other = otherOrderNamed(reading, { reference: question.reference });
    if (other !== undefined) return { kind: "unclear", note: { code: "other_order", reference: other } };
    const { message } = reading.words;
    if (refusesQuestion(reading, reading.bodyRefused)) {
      return { kind: "unclear", note: { code: "refused", status, ...(message !== undefined && { message }) } };
    }
    if (orderId === undefined && reference === undefined) {
      return { kind: "unclear", note: { code: "no_order_in_answer", status } };
    }
    return {
      kind: "placed",
      ...(orderId !== undefined && { orderId }),
      ...(reading.status !== undefined && { orderStatus: reading.status.value.word }),
    };
  }
  if (status === 404) {
    if (!notFoundAboutOrder(reading, reading.json, { reference: question.reference }, question.lookupProven))
      return { kind: "unclear", note: { code: "not_found_unconfirmed", status } };
    const checkAfter = question.sentAt + (question.settleMs ?? SETTLE_MS);
    if (question.now < checkAfter) return { kind: "unclear", note: { code: "too_soon", checkAfter } };
    return { kind: "absent" };
  }
  if (status === 429) return { kind: "unclear", note: { code: "rate_limited" } };
  if (status >= 400 && status < 500) {
    const { message } = reading.words;
    return { kind: "unclear", note: { code: "refused", status, ...(message !== undefined && { message }) } };
  }
  return { kind: "unclear", note: { code: "no_answer", cause: unsettledReason(record) } };
}
