import { balance } from "./actions/balance";
import { createOrder } from "./actions/create-order";
import { games } from "./actions/games";
import { orderStatus } from "./actions/order-status";
import { products } from "./actions/products";
import { statistics } from "./actions/statistics";
import { validatePlayer } from "./actions/validate-player";
import { walletHistory } from "./actions/wallet-history";
import type { ActionDefinition } from "./define-action";

/**
 * Every console action, in the order the spec lists them. The form, request building, cURL import,
 * history and the OpenAPI export all read this list; a new action is its file in actions/ and an
 * entry here, plus its handler in the sandbox (src/sandbox/action-handlers.ts).
 */
export const actions: readonly ActionDefinition[] = [
  balance,
  games,
  products,
  createOrder,
  orderStatus,
  validatePlayer,
  walletHistory,
  statistics,
];

export function findAction(id: string): ActionDefinition | undefined {
  return actions.find((action) => action.id === id);
}

/** The action's label for display; a record from elsewhere can name an action this console lacks. */
export function actionLabel(id: string): string {
  return findAction(id)?.label ?? `Unknown action "${id}"`;
}

export function getAction(id: string): ActionDefinition {
  const action = findAction(id);
  if (!action) throw new Error(`Unknown action "${id}"`);
  return action;
}
