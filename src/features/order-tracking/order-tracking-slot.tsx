import { lazy, Suspense } from "react";
import { createOrder } from "../../catalog/actions/create-order";
import { useSends } from "../../queries/send-record";

// Tracking loads with the first answered order, so the first screen carries none of it.
const OrderTracking = lazy(() => import("./order-tracking"));

/**
 * Where the Order tracking region appears once an order has been answered; it stays for the page's
 * life (the record of sends keeps the last orders, see send-retention.ts). The tracker reads every
 * answered order from that record itself, so two sent back to back (the contract check's "Send
 * both") are both followed, and one placed while the tracker is still loading is not missed.
 */
export function OrderTrackingSlot() {
  const answered = useSends(createOrder.id).some((send) => send.status === "success");
  if (!answered) return null;
  return (
    <Suspense fallback={null}>
      <OrderTracking />
    </Suspense>
  );
}
