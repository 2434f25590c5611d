import type { OrderMoney } from "../order-case";
import type { Finding, FindingAmounts } from "../reconcile-types";

/**
 * A finding as its rule reports it: what it names, the amounts it shows and the money of what it is
 * about, but no stake: `sumUp` derives every stake from these, once.
 */
export interface RuleFinding extends Omit<Finding, "amounts"> {
  amounts: Omit<FindingAmounts, "atStake">;
  /** The order's money (D, C, E); none for a balance jump, which is about the walk, not an order. */
  money?: OrderMoney;
}
