import type { ApiWords } from "../answer/api-words";
import { saysBalanceShort } from "../answer/balance-short";
import { saysDuplicateReference } from "../answer/duplicate-reference";
import { type AnswerContext, readAnswer } from "../answer/read-answer";
import type { ResponseRecord } from "../request/response-record";
import type { UnsettledReason } from "../request/settled-outcome";

/** What a Place top-up order answer says became of the row's order. */
export type OrderOutcome =
  | { kind: "placed"; orderId?: string; orderStatus?: string }
  | ({ kind: "refused"; status: number } & ApiWords)
  | ({ kind: "paused_balance"; status: number } & ApiWords)
  /** Refused because the reference was used before: the order may exist, so it is asked about. */
  | ({ kind: "duplicate"; status: number } & ApiWords)
  /** A 429: not placed; the same row goes again once the API's wait is over. */
  | { kind: "rate_limited"; status: number }
  | { kind: "unknown"; cause: UnsettledReason };

/**
 * A create_order answer → the row's outcome, by the console's one reader of answers
 * (answer/read-answer.ts): a 2xx placed the order unless its body says it failed, a 4xx or such a
 * body refused it (pausing the batch when the words say the balance is short: answer/balance-short.ts),
 * a refusal that says the reference was used before may have been placed (answer/duplicate-reference.ts),
 * and anything else (no answer, a timeout, a 5xx) leaves it unknown.
 */
export function readOrderAnswer(record: ResponseRecord, context?: AnswerContext): OrderOutcome {
  const reading = readAnswer(record, context);
  if (reading.order === "unknown") return { kind: "unknown", cause: reading.unsettled ?? { kind: "no-answer" } };
  if (record.kind === "failure") {
    // Settled without an answer: the request could not even be made, so nothing left.
    return { kind: "refused", status: 0, message: record.detail };
  }
  const { status } = record;
  if (reading.order === "placed") {
    return {
      kind: "placed",
      ...(reading.orderId && { orderId: reading.orderId.value }),
      ...(reading.status && { orderStatus: reading.status.value.word }),
    };
  }
  if (status === 429) return { kind: "rate_limited", status };
  const words = reading.words;
  if (saysDuplicateReference(status, reading)) return { kind: "duplicate", status, ...words };
  return { kind: saysBalanceShort(status, words) ? "paused_balance" : "refused", status, ...words };
}
