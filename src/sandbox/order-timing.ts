import type { Order } from "./account";

/** How an order moves with sandbox time, derived from its creation time (no timers). */
export const PROCESSING_AFTER_MS = 5_000;
export const COMPLETE_AFTER_MS = 15_000;

export type OrderStatus = "pending" | "processing" | "success" | "failed";

export interface StatusStep {
  status: OrderStatus;
  at: number;
}

/** The steps the order has reached by `now`, oldest first. */
export function statusSteps(order: Pick<Order, "createdAt" | "failsAt">, now: number): StatusStep[] {
  const steps: StatusStep[] = [{ status: "pending", at: order.createdAt }];
  const processingAt = order.createdAt + PROCESSING_AFTER_MS;
  const completeAt = order.createdAt + COMPLETE_AFTER_MS;
  if (now >= processingAt) steps.push({ status: "processing", at: processingAt });
  if (now >= completeAt) steps.push({ status: order.failsAt === null ? "success" : "failed", at: completeAt });
  return steps;
}

export function statusAt(order: Pick<Order, "createdAt" | "failsAt">, now: number): OrderStatus {
  const age = now - order.createdAt;
  if (age < PROCESSING_AFTER_MS) return "pending";
  if (age < COMPLETE_AFTER_MS) return "processing";
  return order.failsAt === null ? "success" : "failed";
}
