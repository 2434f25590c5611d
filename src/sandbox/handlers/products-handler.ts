import { products } from "../../catalog/actions/products";
import { failure, success } from "../api-result";
import { defineHandler } from "../define-handler";
import { findGame, PRODUCTS } from "../game-catalog";

export const productsHandler = defineHandler(products, ({ game_id }) => {
  if (game_id === undefined) return success(PRODUCTS);
  if (!findGame(game_id)) return failure("GAME_NOT_FOUND", `There is no game ${game_id}.`, { details: { game_id } });
  return success(PRODUCTS.filter((item) => item.game_id === game_id));
});
