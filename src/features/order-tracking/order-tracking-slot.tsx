import { lazy, Suspense, useState } from "react";
import { createOrder } from "../../catalog/actions/create-order";
import { useLatestSend } from "../../ui/latest-send";

// Tracking loads with the first answered order, so the first screen carries none of it.
const OrderTracking = lazy(() => import("./order-tracking"));

/** Where the Order tracking region appears once an order has been placed; it stays for the page's life. */
export function OrderTrackingSlot() {
  const latest = useLatestSend();
  const [needed, setNeeded] = useState(false);
  if (!needed && latest?.status === "success" && latest.variables?.actionId === createOrder.id) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <OrderTracking />
    </Suspense>
  );
}
