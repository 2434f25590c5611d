import type { Order } from "./account";
import { CURRENCY, findGame, findProduct, majorUnits } from "./game-catalog";
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
    game_id: order.game_id,
    game_name: findGame(order.game_id)?.name ?? null,
    product_id: order.product_id,
    product_name: findProduct(order.product_id)?.name ?? null,
    user_id: order.user_id,
    zone_id: order.zone_id,
    price: majorUnits(order.price),
    currency: CURRENCY,
    created_at: iso(order.createdAt),
    updated_at: iso(last.at),
    status_history: steps.map((step) => ({ status: step.status, at: iso(step.at) })),
    failure_reason: failed ? "The game publisher rejected the top-up for this player." : null,
    refunded: failed && order.refundedAt !== null,
  };
}
