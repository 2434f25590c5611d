import type { Order } from "./account";
import { jakartaTime } from "./jakarta-time";
import { orderItem } from "./order-item";
import { type OrderStatus, type StatusStep, statusSteps } from "./order-timing";

/**
 * The market's status words: a transaction is "Pending", then "Sukses" or "Gagal" (Digiflazz,
 * "Response Code", whose table gives each code's status in these words:
 * https://developer.digiflazz.com/api/buyer/response-code; Apigames, "Cek Status Transaksi v2",
 * whose failed example says "Gagal": https://docs.apigames.id/docs/v2/cek-status/cek-status-get).
 * The sandbox's processing step has no word of its own there: it is still "Pending".
 */
export const MARKET_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  pending: "Pending",
  processing: "Pending",
  success: "Sukses",
  failed: "Gagal",
};

/** Why a failed top-up failed, in the serial number's place, as Apigames puts it there. */
export const MARKET_FAILURE_NOTE = "Ditolak penerbit game untuk pemain ini";

/** The serial number of a done top-up: made up, the same every time for the same order. */
const serialOf = (order: Order, done: StatusStep) =>
  `SN${order.order_id.replace(/\D/g, "")}${jakartaTime(done.at).replace(/\D/g, "")}`;

/**
 * An order as the market shows it: `trx_id` (the provider's order id, what Check order status takes
 * as `order_id`), `ref_id` (the reseller's own reference), Rupiah, zone-less Jakarta times, and `sn`,
 * the serial number that proves a top-up (empty until done). Follows Apigames' status answer,
 * whose `data` holds trx_id, ref_id, status and sn (Apigames, "Cek Status Transaksi v2":
 * https://docs.apigames.id/docs/v2/cek-status/cek-status-get), with the order's own product and
 * player fields as the console sent them.
 */
export function marketOrder(order: Order, now: number) {
  const steps = statusSteps(order, now);
  const last = steps.at(-1) ?? { status: "pending", at: order.createdAt };
  const word = MARKET_STATUS_WORDS[last.status];
  // Updated when the word last changed: processing is still "Pending".
  const since = steps.find((step) => MARKET_STATUS_WORDS[step.status] === word) ?? last;
  return {
    trx_id: order.order_id,
    ref_id: order.reseller_ref,
    status: word,
    ...orderItem(order),
    price: order.price,
    currency: "IDR",
    sn: last.status === "success" ? serialOf(order, last) : last.status === "failed" ? MARKET_FAILURE_NOTE : "",
    created_at: jakartaTime(order.createdAt),
    updated_at: jakartaTime(since.at),
  };
}
