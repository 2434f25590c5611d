import { createOrder } from "../../catalog/actions/create-order";
import { placeOrder } from "../account";
import { failure, success } from "../api-result";
import { defineHandler } from "../define-handler";
import { findOrderByRef } from "../find-order";
import { findGame, findProduct } from "../game-catalog";
import { newOrderFor } from "../new-order";
import { playerExists } from "../special-players";

export const createOrderHandler = defineHandler(createOrder, (params, { account, now, style }) => {
  const { product_id, user_id, zone_id, reseller_ref } = params;
  // Idempotency comes first: a retry must never be charged twice, whatever changed since.
  const existing = findOrderByRef(account, reseller_ref);
  if (existing) {
    const same =
      existing.product_id === product_id && existing.user_id === user_id && existing.zone_id === (zone_id ?? null);
    if (same) return success(style.order(existing, now), { headers: { "Idempotent-Replayed": "true" } });
    // The existing order comes along, so the client sees what the reference already bought.
    return failure("DUPLICATE_REFERENCE", `reseller_ref "${reseller_ref}" was already used for a different order.`, {
      details: { order_id: existing.order_id, order: style.order(existing, now) },
    });
  }
  const product = findProduct(product_id);
  if (!product) return failure("PRODUCT_NOT_FOUND", `There is no product ${product_id}.`, { details: { product_id } });
  const game = findGame(product.game_id);
  if (game?.requires_zone && zone_id === undefined) {
    const message = `${game.name} needs a zone_id (${game.zone_label}).`;
    return failure("ZONE_REQUIRED", message, { fields: { zone_id: [message] } });
  }
  if (!playerExists(user_id)) {
    return failure("INVALID_PLAYER", `No player "${user_id}" in ${game?.name ?? "this game"}.`, {
      details: { game_id: product.game_id, user_id },
    });
  }
  const price = style.priceOf(product);
  if (account.balance < price) {
    return failure("INSUFFICIENT_BALANCE", "The wallet balance is lower than the product's price.", {
      details: { balance: style.money(account.balance), price: style.money(price), currency: style.currency },
    });
  }
  const order = placeOrder(account, { ...newOrderFor(product, { user_id, zone_id, reseller_ref }), price }, now);
  return success(style.order(order, now), { status: 201 });
});
