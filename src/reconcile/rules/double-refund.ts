import { entryIndexesOf } from "../entry-indexes-of";
import { latestDate } from "../latest-date";
import type { OrderCase } from "../order-case";
import { orderNaming } from "../order-naming";
import { withDate } from "../with-date";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * double_refund: an order Check order status knows, with debits, credited more than once, beyond what
 * it leaves owed (C > D − E). The finding shows the credits, named by the first one's reference.
 */
export function doubleRefund(order: OrderCase): readonly RuleFinding[] {
  const { credits, money, names } = order;
  if (order.lookup !== "found" || credits.length < 2) return NO_FINDINGS;
  if (money.credited <= money.debited - money.expected) return NO_FINDINGS;
  return [
    {
      finding: {
        kind: "double_refund",
        ...orderNaming(names.orderId, credits[0]?.reference ?? names.reference),
        ...(names.status !== undefined && { status: names.status }),
        amounts: { refunded: money.credited },
        entryIndexes: entryIndexesOf(credits),
        ...withDate(latestDate(credits)),
      },
      money,
    },
  ];
}
