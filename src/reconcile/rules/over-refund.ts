import type { OrderCase } from "../order-case";
import { paidBackBeyondOwed, refundFinding } from "./refund-finding";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * over_refund: an order that ended (Check order status knows it, its word final), with debits, paid
 * back by one credit more than it leaves owed (C > D − E): a refund larger than what was debited, or
 * a refund of an order that succeeded (beyond a duplicate debit's). Two credits or more are
 * double_refund's; an order not final yet may still be refunded rightly.
 */
export function overRefund(order: OrderCase): readonly RuleFinding[] {
  const { credits, money } = order;
  if (order.lookup !== "found" || order.finalKind === undefined || credits.length !== 1) return NO_FINDINGS;
  if (!paidBackBeyondOwed(money)) return NO_FINDINGS;
  return [refundFinding(order, "over_refund", { debited: money.debited, refunded: money.credited })];
}
