/** How an order moves with sandbox time, derived from its creation time (no timers). */
export const PROCESSING_AFTER_MS = 5_000;
export const COMPLETE_AFTER_MS = 15_000;

export type OrderStatus = "pending" | "processing" | "success" | "failed";

/** What the timeline of an order needs to know of it. */
export interface OrderTimes {
  createdAt: number;
  /** When it fails, or null for an order that succeeds. */
  failsAt: number | null;
  /** Fulfilment hangs: the order stays processing however much time passes (a planted fault). */
  stalled?: boolean;
}

/** When an order fails, if it is one that will: it completes, badly, at the usual time. */
export function failureTime(createdAt: number, fails: boolean): number | null {
  return fails ? createdAt + COMPLETE_AFTER_MS : null;
}

export interface StatusStep {
  status: OrderStatus;
  at: number;
}

/** The steps the order has reached by `now`, oldest first. */
export function statusSteps(order: OrderTimes, now: number): StatusStep[] {
  const timeline: StatusStep[] = [
    { status: "pending", at: order.createdAt },
    { status: "processing", at: order.createdAt + PROCESSING_AFTER_MS },
  ];
  if (!order.stalled) {
    timeline.push({ status: order.failsAt === null ? "success" : "failed", at: order.createdAt + COMPLETE_AFTER_MS });
  }
  // An order is pending from the start, even seen from a clock moved back before it.
  return timeline.filter((step, index) => index === 0 || now >= step.at);
}

/** The step reached last. */
export function statusAt(order: OrderTimes, now: number): OrderStatus {
  return statusSteps(order, now).at(-1)?.status ?? "pending";
}
