import type { AnswerStyle } from "./answer-style";
import { JAKARTA_OFFSET_MS, jakartaTime } from "./jakarta-time";
import { marketEntry } from "./market-entry-view";
import { marketOrder } from "./market-order-view";
import { marketRefusal } from "./market-refusals";
import { sendError } from "./respond";
import { rupiahPrice } from "./rupiah-prices";

/**
 * The Indonesian top-up market's style, where Digiflazz's and Apigames' public docs agree: every
 * answer is HTTP 200 with `{"status": 1, "data": …}`, and a refusal is HTTP 200 with
 * `{"status": 0, "error_msg": "<Indonesian words>", "rc": "<code>"}` (Apigames, "Cek Status
 * Transaksi v2": https://docs.apigames.id/docs/v2/cek-status/cek-status-get, and "Cek Akun Game":
 * https://docs.apigames.id/docs/cek-username; codes from Digiflazz, "Response Code":
 * https://developer.digiflazz.com/api/buyer/response-code). Money is whole Rupiah (Digiflazz's
 * `price` is an integer: https://developer.digiflazz.com/api/buyer/bayar-tagihan), named "IDR";
 * times are Jakarta wall-clock times without a zone ("2026-11-20 10:00:00", as Apigames writes
 * them: "Cek Status Radeem", https://docs.apigames.id/docs/radeem/status). A paged list keeps its `meta` beside `data`, as the sandbox's own lists do.
 */
export const marketStyle: AnswerStyle = {
  currency: "IDR",
  priceOf: rupiahPrice,
  money: (rupiah) => rupiah,
  time: jakartaTime,
  dayOffsetMs: JAKARTA_OFFSET_MS,
  order: marketOrder,
  entry: marketEntry,
  send(c, result, headers = {}) {
    const sent = { ...headers, ...result.headers };
    if (result.ok) {
      const body = result.meta ? { status: 1, data: result.data, meta: result.meta } : { status: 1, data: result.data };
      return c.json(body, 200, sent);
    }
    const refusal = marketRefusal(result.error);
    if (!refusal) return sendError(c, result.error, sent);
    return c.json({ status: 0, error_msg: refusal.error_msg, rc: refusal.rc }, 200, sent);
  },
};
