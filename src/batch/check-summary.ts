import { type BatchFunds, batchFunds } from "./batch-funds";
import type { RowCheck, RowProblem } from "./row-findings";

export interface CheckSummary {
  rows: number;
  ready: number;
  problem: number;
  /** Ready rows with something to know (a repeat allowed, no price, an earlier placement …). */
  warned: number;
  /** How many rows have each problem. */
  byProblem: Partial<Record<RowProblem["code"], number>>;
  funds: BatchFunds;
}

export function summarizeChecks(checks: readonly RowCheck[], balance?: number): CheckSummary {
  const byProblem: CheckSummary["byProblem"] = {};
  for (const check of checks) {
    for (const code of new Set(check.problems.map((problem) => problem.code))) {
      byProblem[code] = (byProblem[code] ?? 0) + 1;
    }
  }
  const ready = checks.filter((check) => check.verdict === "ready");
  return {
    rows: checks.length,
    ready: ready.length,
    problem: checks.length - ready.length,
    warned: ready.filter((check) => check.warnings.length > 0).length,
    byProblem,
    funds: batchFunds(checks, balance),
  };
}
