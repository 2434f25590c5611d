import type { QueryClient } from "@tanstack/react-query";
import { createOrder } from "../catalog/actions/create-order";
import { SEND_KEY, type SendVariables } from "../transport/send-variables";

/**
 * Earlier orders the record keeps for order tracking: every order placed while its code is still
 * loading, or sent back to back ("Send both"), is still there when it looks.
 */
export const ORDERS_KEPT = 10;

/**
 * What stays of the earlier sends when a new one starts, decided here alone. The new send is the
 * one every panel shows, so of the others only the last few orders stay, for order tracking. An
 * answer can be 12 MB, and the record holds it as long as the page is open (a send is never
 * collected on its own): so at most one answer of any size is kept beside a few orders' answers,
 * which name an order and are small.
 */
export function keptBeforeSend<T extends { actionId: string | undefined }>(earlier: readonly T[]): T[] {
  return earlier.filter((send) => send.actionId === createOrder.id).slice(-ORDERS_KEPT);
}

/** Applies keptBeforeSend to react-query's mutation cache, the record of sends. */
export function makeRoomForSend(client: QueryClient): void {
  const cache = client.getMutationCache();
  const earlier = cache.findAll({ mutationKey: SEND_KEY }).map((mutation) => ({
    mutation,
    actionId: (mutation.state.variables as SendVariables | undefined)?.actionId,
  }));
  const kept = new Set(keptBeforeSend(earlier).map(({ mutation }) => mutation));
  for (const { mutation } of earlier) if (!kept.has(mutation)) cache.remove(mutation);
}
