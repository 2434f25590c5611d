import { entryIndexesOf } from "../entry-indexes-of";
import { latestDate } from "../latest-date";
import type { OrderCase } from "../order-case";
import { orderNaming } from "../order-naming";
import { withDate } from "../with-date";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * over_refund: an order that ended (Check order status knows it, its word final), with debits, paid
 * back by one credit more than it leaves owed (C > D − E): a refund larger than what was debited, or
 * a refund of an order that succeeded (beyond a duplicate debit's). Two credits or more are
 * double_refund's; an order not final yet may still be refunded rightly.
 */
export function overRefund(order: OrderCase): readonly RuleFinding[] {
  const { credits, money, names } = order;
  if (order.lookup !== "found" || order.finalKind === undefined || credits.length !== 1) return NO_FINDINGS;
  if (money.credited <= money.debited - money.expected) return NO_FINDINGS;
  return [
    {
      finding: {
        kind: "over_refund",
        ...orderNaming(names.orderId, credits[0]?.reference ?? names.reference),
        ...(names.status !== undefined && { status: names.status }),
        amounts: { debited: money.debited, refunded: money.credited },
        entryIndexes: entryIndexesOf(credits),
        ...withDate(latestDate(credits)),
      },
      money,
    },
  ];
}
