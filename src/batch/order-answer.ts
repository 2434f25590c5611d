import { parseJson } from "../lib/parse-json";
import type { ResponseRecord } from "../request/response-record";
import { isSettled, type UnsettledReason, unsettledReason } from "../request/settled-outcome";
import { readOrderFields } from "../response/order-fields";
import { type ApiWords, apiWords } from "./api-words";

/** What a Place top-up order answer says became of the row's order. */
export type OrderOutcome =
  | { kind: "placed"; orderId?: string; orderStatus?: string }
  | ({ kind: "refused"; status: number } & ApiWords)
  | ({ kind: "paused_balance"; status: number } & ApiWords)
  /** A 429: not placed; the same row goes again once the API's wait is over. */
  | { kind: "rate_limited"; status: number }
  | { kind: "unknown"; cause: UnsettledReason };

// The API publishes no error codes: a 402, or words that say the wallet is short.
const SHORT_OF_MONEY =
  /insufficient[\s_-]*(balance|funds|credit)|not[\s_-]*enough[\s_-]*(balance|funds|credit)|saldo[\s_-]*(tidak[\s_-]*(cukup|mencukupi)|kurang)/i;

const isShortOfMoney = (status: number, words: ApiWords) =>
  status === 402 || SHORT_OF_MONEY.test(words.code ?? "") || SHORT_OF_MONEY.test(words.message ?? "");

/**
 * A create_order answer → the row's outcome, by the console's one rule for unsettled answers
 * (request/settled-outcome.ts): a 2xx placed the order (its id and status found by field name), a
 * 4xx refused it, and anything else (no answer, a timeout, a 5xx) leaves it unknown.
 */
export function readOrderAnswer(record: ResponseRecord): OrderOutcome {
  if (!isSettled(record)) return { kind: "unknown", cause: unsettledReason(record) };
  if (record.kind === "failure") {
    // Settled without an answer: the request could not even be made, so nothing left.
    return { kind: "refused", status: 0, message: record.detail };
  }
  const { status } = record;
  if (status >= 200 && status < 300) {
    const parsed = parseJson(record.body);
    const fields = readOrderFields(parsed.ok ? parsed.value : undefined);
    return {
      kind: "placed",
      ...(fields.orderId !== undefined && { orderId: fields.orderId }),
      ...(fields.status !== undefined && { orderStatus: fields.status }),
    };
  }
  if (status === 429) return { kind: "rate_limited", status };
  const words = apiWords(record);
  return { kind: isShortOfMoney(status, words) ? "paused_balance" : "refused", status, ...words };
}
