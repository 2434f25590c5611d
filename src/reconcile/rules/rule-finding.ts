import type { OrderMoney } from "../order-case";
import type { Finding, FindingAmounts } from "../reconcile-types";

/** A finding as the views show it, less its stake: `sumUp` writes `atStake` into its amounts. */
export type UnstakedFinding = Omit<Finding, "amounts"> & {
  amounts: Omit<FindingAmounts, "atStake"> & { atStake?: number };
};

/**
 * What a rule reports: what it found, and the money of the order it is about (D, C, E), never a
 * stake: `sumUp` derives every stake from these, once.
 */
export interface RuleFinding {
  finding: UnstakedFinding;
  /** None for a balance jump: it is about the walk, not an order. */
  money?: OrderMoney;
}

/** What a rule returns when it finds nothing: one shared empty list, as most orders have nothing to find. */
export const NO_FINDINGS: readonly RuleFinding[] = Object.freeze([]);
