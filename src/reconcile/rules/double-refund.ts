import type { OrderCase } from "../order-case";
import { paidBackBeyondOwed, refundFinding } from "./refund-finding";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * double_refund: an order Check order status knows, with debits, credited more than once, beyond what
 * it leaves owed (C > D − E). The finding shows the credits, named by the first one's reference.
 */
export function doubleRefund(order: OrderCase): readonly RuleFinding[] {
  if (order.lookup !== "found" || order.credits.length < 2 || !paidBackBeyondOwed(order.money)) return NO_FINDINGS;
  return [refundFinding(order, "double_refund", { refunded: order.money.credited })];
}
