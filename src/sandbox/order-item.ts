import type { Order } from "./account";
import { findGame, findProduct } from "./game-catalog";

/** What an order bought and for whom, with the names of its game and package: the same in both answer styles. */
export function orderItem(order: Order) {
  return {
    game_id: order.game_id,
    game_name: findGame(order.game_id)?.name ?? null,
    product_id: order.product_id,
    product_name: findProduct(order.product_id)?.name ?? null,
    user_id: order.user_id,
    zone_id: order.zone_id,
  };
}
