import { products } from "../../catalog/actions/products";
import type { AnswerStyle } from "../answer-style";
import { success } from "../api-result";
import { defineHandler } from "../define-handler";
import { findGame, PRODUCTS, type Product } from "../game-catalog";
import { gameNotFound } from "../game-not-found";

const productView = (product: Product, style: AnswerStyle) => ({
  ...product,
  price: style.money(style.priceOf(product)),
  currency: style.currency,
});

export const productsHandler = defineHandler(products, ({ game_id }, { style }) => {
  const view = (product: Product) => productView(product, style);
  if (game_id === undefined) return success(PRODUCTS.map(view));
  if (!findGame(game_id)) return gameNotFound(game_id);
  return success(PRODUCTS.filter((item) => item.game_id === game_id).map(view));
});
