import { entryIndexesOf } from "../entry-indexes-of";
import { latestDate } from "../latest-date";
import { type OrderCase, shownEntries } from "../order-case";
import { withDate } from "../with-date";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * debit_without_order: a debit whose order Check order status does not know: it answers 404, or no
 * answer names the order. (A refused check says nothing of the order: its debits are Not matched.)
 */
export function debitWithoutOrder(order: OrderCase): readonly RuleFinding[] {
  if (order.lookup !== "not-found") return NO_FINDINGS;
  const { debits, money } = order;
  return [
    {
      finding: {
        kind: "debit_without_order",
        ...order.names,
        amounts: { debited: money.debited },
        entryIndexes: entryIndexesOf(shownEntries(order)),
        ...withDate(latestDate(debits)),
      },
      money,
    },
  ];
}
