import { lazy, Suspense, useState } from "react";
import { createOrder } from "../../catalog/actions/create-order";
import { type SendState, useLatestSend } from "../../ui/latest-send";

// Tracking loads with the first answered order, so the first screen carries none of it.
const OrderTracking = lazy(() => import("./order-tracking"));

// Enough for any orders placed while the tracker loads; the tracker remembers which it has seen.
const KEEP = 10;

/**
 * Where the Order tracking region appears once an order has been answered; it stays for the page's
 * life. The cache keeps only the latest send, so the answered orders are collected here: one placed
 * while the tracker is still loading is not missed.
 */
export function OrderTrackingSlot() {
  const latest = useLatestSend();
  const [answered, setAnswered] = useState<SendState[]>([]);
  const sentAt = latest?.variables?.sentAt;
  if (
    latest?.status === "success" &&
    latest.variables?.actionId === createOrder.id &&
    !answered.some((send) => send.variables?.sentAt === sentAt)
  ) {
    setAnswered([...answered, latest].slice(-KEEP));
  }
  if (answered.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OrderTracking answered={answered} />
    </Suspense>
  );
}
