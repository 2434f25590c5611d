import type { ActionHandler } from "./define-handler";
import { balanceHandler } from "./handlers/balance-handler";
import { createOrderHandler } from "./handlers/create-order-handler";
import { gamesHandler } from "./handlers/games-handler";
import { orderStatusHandler } from "./handlers/order-status-handler";
import { productsHandler } from "./handlers/products-handler";
import { statisticsHandler } from "./handlers/statistics-handler";
import { validatePlayerHandler } from "./handlers/validate-player-handler";
import { walletHistoryHandler } from "./handlers/wallet-history-handler";

/** The sandbox's behaviour for each catalog action: one handler per action, in any order. */
export const actionHandlers: readonly ActionHandler[] = [
  balanceHandler,
  gamesHandler,
  productsHandler,
  createOrderHandler,
  orderStatusHandler,
  validatePlayerHandler,
  walletHistoryHandler,
  statisticsHandler,
];
