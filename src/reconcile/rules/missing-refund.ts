import { entryIndexesOf } from "../entry-indexes-of";
import { latestDate } from "../latest-date";
import { type OrderCase, shownEntries } from "../order-case";
import { withDate } from "../with-date";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * missing_refund: the order ended failed or refunded, and less came back than was debited (no
 * refund, or a short one).
 */
export function missingRefund(order: OrderCase): readonly RuleFinding[] {
  const { debits, money } = order;
  if (!order.failed || money.credited >= money.debited) return NO_FINDINGS;
  return [
    {
      finding: {
        kind: "missing_refund",
        ...order.names,
        amounts: { debited: money.debited, refunded: money.credited },
        entryIndexes: entryIndexesOf(shownEntries(order)),
        ...withDate(latestDate(debits)),
      },
      money,
    },
  ];
}
