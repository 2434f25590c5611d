import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { createOrder } from "../../catalog/actions/create-order";
import { sendKey } from "../../transport/send-variables";
import type { SendState } from "../../ui/latest-send";

// Tracking loads with the first answered order, so the first screen carries none of it.
const OrderTracking = lazy(() => import("./order-tracking"));

// Enough for any orders placed while the tracker loads; the tracker remembers which it has seen.
const KEEP = 10;
const ORDER_SENDS = sendKey(createOrder.id);

/**
 * Where the Order tracking region appears once an order has been answered; it stays for the page's
 * life. Every answered order is collected from react-query's mutation cache as it settles, so two
 * sent back to back (the contract check's "Send both") are both followed, and one placed while the
 * tracker is still loading is not missed.
 */
export function OrderTrackingSlot() {
  const client = useQueryClient();
  const [answered, setAnswered] = useState<SendState[]>([]);
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        const key = event.mutation.options.mutationKey;
        if (key?.[0] !== ORDER_SENDS[0] || key[1] !== ORDER_SENDS[1]) return;
        const state = event.mutation.state as SendState;
        setAnswered((earlier) => [...earlier, state].slice(-KEEP));
      }),
    [client],
  );
  if (answered.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OrderTracking answered={answered} />
    </Suspense>
  );
}
