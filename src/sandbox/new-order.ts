import type { NewOrder } from "./account";
import { findGame, type Product } from "./game-catalog";
import { fulfilmentFails } from "./special-players";

/** The order record for a product, shared by the create_order handler and the seed. */
export function newOrderFor(
  product: Product,
  input: { user_id: string; zone_id?: string | undefined; reseller_ref: string },
): NewOrder {
  const gameName = findGame(product.game_id)?.name ?? `game ${product.game_id}`;
  return {
    reseller_ref: input.reseller_ref,
    product_id: product.product_id,
    game_id: product.game_id,
    user_id: input.user_id,
    zone_id: input.zone_id ?? null,
    price: product.price,
    description: `${product.name} (${gameName}) for player ${input.user_id}`,
    fails: fulfilmentFails(input.user_id),
  };
}
