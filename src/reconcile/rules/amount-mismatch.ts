import type { OrderCase } from "../order-case";
import { withDate } from "../with-date";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * amount_mismatch: a debit that is not the price the status answer gives, on an order that did not
 * fail (one finding per such debit). A price that is missing or reads two ways is not compared.
 */
export function amountMismatch(order: OrderCase): readonly RuleFinding[] {
  const price = order.answer?.price;
  if (order.lookup !== "found" || price === undefined || order.failed) return NO_FINDINGS;
  const found: RuleFinding[] = [];
  for (const debit of order.debits) {
    const paid = Math.abs(debit.cents);
    // An amount that holds the fee its fee field names is the price and the fee: not a wrong amount.
    if (paid === price || paid - Math.abs(debit.fee ?? 0) === price) continue;
    found.push({
      finding: {
        kind: "amount_mismatch",
        ...order.names,
        amounts: { debited: paid, price },
        entryIndexes: [debit.index],
        ...withDate(debit.date),
      },
      money: order.money,
    });
  }
  return found;
}
