import type { OrderMoney } from "./order-case";
import type { Finding, FindingKind, Reconciliation } from "./reconcile-types";
import type { RuleFinding, UnstakedFinding } from "./rules/rule-finding";

/**
 * The findings with their stakes, and the summary: the entries checked, a count per kind and the
 * money at stake. The one place money at stake is worked out, from what the rules reported.
 */
export function sumUp(found: readonly RuleFinding[], entries: number): Omit<Reconciliation, "unmatched"> {
  const counts: Record<FindingKind, number> = {
    double_debit: 0,
    debit_without_order: 0,
    missing_refund: 0,
    double_refund: 0,
    over_refund: 0,
    amount_mismatch: 0,
    balance_jump: 0,
    stuck: 0,
  };
  const findings = found.map(({ finding, money }): Finding => {
    counts[finding.kind] += 1;
    // Each rule made its finding afresh: its stake is written into it here, once, last of its amounts.
    finding.amounts.atStake = stakeOf(finding, money);
    return finding as Finding;
  });
  return { findings, summary: { entries, counts, atStake: totalAtStake(found) } };
}

/** A finding's own money at stake, by its kind: the "at stake" column of docs/reconcile.md. */
export function stakeOf(finding: UnstakedFinding, money?: OrderMoney): number {
  const { amounts } = finding;
  const { debited = 0, credited = 0, expected = 0, largestDebit = 0 } = money ?? {};
  switch (finding.kind) {
    case "double_debit":
      // The debits beyond the largest, as far as what the order leaves owed keeps them.
      return Math.min(debited - largestDebit, Math.max(debited - credited - expected, 0));
    case "debit_without_order":
      return Math.max(debited - credited, 0);
    case "missing_refund":
      return debited - credited;
    case "double_refund":
    case "over_refund":
      return credited - (debited - expected);
    case "amount_mismatch":
      return Math.abs((amounts.debited ?? 0) - (amounts.price ?? 0));
    case "balance_jump":
      return Math.abs((amounts.found ?? 0) - (amounts.expected ?? 0));
    case "stuck":
      return debited - credited;
  }
}

/**
 * The summary's money at stake: each order's money once, however many findings it has
 * (`orderAtStake`); a reference debited under several orders only when none of those orders has a
 * finding; each balance jump its own.
 */
function totalAtStake(found: readonly RuleFinding[]): number {
  const withFinding = new Set<OrderMoney>();
  const withoutOrder = new Set<OrderMoney>();
  const stuck = new Set<OrderMoney>();
  let total = 0;
  for (const { finding, money } of found) {
    if (!money) {
      total += stakeOf(finding);
      continue;
    }
    withFinding.add(money);
    if (finding.kind === "debit_without_order") withoutOrder.add(money);
    if (finding.kind === "stuck") stuck.add(money);
  }
  const counted = new Set<string>();
  for (const money of withFinding) if (!money.shared) for (const order of money.orders) counted.add(order);
  for (const money of withFinding) {
    if (money.shared && money.orders.some((order) => counted.has(order))) continue;
    total += orderAtStake(money, withoutOrder.has(money), stuck.has(money));
  }
  return total;
}

/**
 * One order's money at stake: what its entries leave owed against what it should, |D − C − E|; for
 * a stuck order D − C when that is more; for an order Check order status does not know, D − C, never
 * below nothing.
 */
function orderAtStake(money: OrderMoney, withoutOrder: boolean, stuck: boolean): number {
  const { debited, credited, expected } = money;
  if (withoutOrder) return Math.max(debited - credited, 0);
  const owed = Math.abs(debited - credited - expected);
  return stuck ? Math.max(owed, debited - credited) : owed;
}
