import type { NewOrder } from "./account";
import { findGame, type Product } from "./game-catalog";
import { fulfilmentFails } from "./special-players";

/** What an order buys and for whom, as its ledger debit describes it. */
export function orderDescription(product: Product, userId: string): string {
  const gameName = findGame(product.game_id)?.name ?? `game ${product.game_id}`;
  return `${product.name} (${gameName}) for player ${userId}`;
}

/** The order record for a product, shared by the create_order handler and the seeds. */
export function newOrderFor(
  product: Product,
  input: { user_id: string; zone_id?: string | undefined; reseller_ref: string },
): NewOrder {
  return {
    reseller_ref: input.reseller_ref,
    product_id: product.product_id,
    game_id: product.game_id,
    user_id: input.user_id,
    zone_id: input.zone_id ?? null,
    price: product.price,
    description: orderDescription(product, input.user_id),
    fails: fulfilmentFails(input.user_id),
  };
}
