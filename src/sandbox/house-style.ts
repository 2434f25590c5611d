import type { AnswerStyle } from "./answer-style";
import { entryView } from "./entry-view";
import { CURRENCY, majorUnits } from "./game-catalog";
import { orderView } from "./order-view";
import { sendResult } from "./respond";

/**
 * The sandbox's own style, documented in docs/sandbox.md: dollars with two decimals beside "USD",
 * ISO 8601 times in UTC, `{ data, meta? }`, and errors as `{ error }` with each code's HTTP status.
 */
export const houseStyle: AnswerStyle = {
  currency: CURRENCY,
  priceOf: (product) => product.price,
  money: majorUnits,
  time: (ms) => new Date(ms).toISOString(),
  dayOffsetMs: 0,
  order: orderView,
  entry: entryView,
  send: sendResult,
};
