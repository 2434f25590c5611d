import type { Order } from "./account";
import { CURRENCY, majorUnits } from "./game-catalog";
import { orderItem } from "./order-item";
import { statusSteps } from "./order-timing";

const iso = (ms: number) => new Date(ms).toISOString();

/** An order as the API shows it at sandbox time `now`. */
export function orderView(order: Order, now: number) {
  const steps = statusSteps(order, now);
  const last = steps[steps.length - 1] ?? { status: "pending", at: order.createdAt };
  const failed = last.status === "failed";
  return {
    order_id: order.order_id,
    reseller_ref: order.reseller_ref,
    status: last.status,
    ...orderItem(order),
    price: majorUnits(order.price),
    currency: CURRENCY,
    created_at: iso(order.createdAt),
    updated_at: iso(last.at),
    status_history: steps.map((step) => ({ status: step.status, at: iso(step.at) })),
    failure_reason: failed ? "The game publisher rejected the top-up for this player." : null,
    refunded: failed && order.refundedAt !== null,
  };
}
