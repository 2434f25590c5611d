import { entryIndexesOf } from "../entry-indexes-of";
import { latestDate } from "../latest-date";
import type { OrderCase, OrderMoney } from "../order-case";
import { orderNaming } from "../order-naming";
import type { FindingAmounts } from "../reconcile-types";
import { withDate } from "../with-date";
import type { RuleFinding } from "./rule-finding";

/** More came back than the order leaves owed: C > D − E, what double_refund and over_refund both read. */
export const paidBackBeyondOwed = (money: OrderMoney) => money.credited > money.debited - money.expected;

/**
 * A finding about what came back to an order: shown on its credits, named by the first one's
 * reference (else the order's), with the order's status word as sent.
 */
export function refundFinding(
  order: OrderCase,
  kind: "double_refund" | "over_refund",
  amounts: Omit<FindingAmounts, "atStake">,
): RuleFinding {
  const { credits, money, names } = order;
  return {
    finding: {
      kind,
      ...orderNaming(names.orderId, credits[0]?.reference ?? names.reference),
      ...(names.status !== undefined && { status: names.status }),
      amounts,
      entryIndexes: entryIndexesOf(credits),
      ...withDate(latestDate(credits)),
    },
    money,
  };
}
