import { products } from "../../catalog/actions/products";
import { success } from "../api-result";
import { defineHandler } from "../define-handler";
import { findGame, majorUnits, PRODUCTS, type Product } from "../game-catalog";
import { gameNotFound } from "../game-not-found";

const productView = (product: Product) => ({ ...product, price: majorUnits(product.price) });

export const productsHandler = defineHandler(products, ({ game_id }) => {
  if (game_id === undefined) return success(PRODUCTS.map(productView));
  if (!findGame(game_id)) return gameNotFound(game_id);
  return success(PRODUCTS.filter((item) => item.game_id === game_id).map(productView));
});
