import { useId, useMemo, useState } from "react";
import { useConnection } from "../../contexts/use-connection";
import { useAnswerContext } from "../../queries/use-answer-context";
import { useWalletCurrency } from "../../queries/use-wallet-currency";
import type { ReconcileResult } from "../../reconcile/reconcile-result";
import type { FindingKind } from "../../reconcile/reconcile-types";
import { FindingsSummary } from "../../ui/reconcile/findings-summary";
import { type FindingsFilter, FindingsTable } from "../../ui/reconcile/findings-table";
import { inTimeOrder } from "../../ui/reconcile/in-time-order";
import { ResultExports, UnmatchedList } from "../../ui/reconcile/result-parts";
import { useReconcileWords } from "../../ui/reconcile/use-reconcile-text";
import { BalanceLine } from "./balance-line";
import { useFindingsReport } from "./use-findings-report";

/** The findings: a summary, the balance drawn with each finding on it, the table, what was not matched, and how to share it. */
export function ReconcileResults({ result, madeFor }: { result: ReconcileResult; madeFor: string }) {
  const words = useReconcileWords();
  const ids = useId();
  const [filter, setFilter] = useState<FindingsFilter>("all");
  const [selected, setSelected] = useState<string>();
  const { summary, unmatched } = result;
  const sameTarget = useConnection().target === madeFor;
  // The pages' currency, else the wallet's as Check wallet balance names it, on the target checked.
  const wallet = useWalletCurrency(sameTarget && result.currency === undefined);
  const currency = result.currency ?? (sameTarget ? wallet : undefined);
  // The target's corrections, for what its status words mean; another target's findings read the list alone.
  const { dialect } = useAnswerContext({ askWallet: false });
  const corrections = (sameTarget && dialect?.words) || {};
  const findings = useMemo(() => inTimeOrder(result.findings, result.timeZone), [result.findings, result.timeZone]);
  const report = useFindingsReport(result, currency, sameTarget);
  const found = (Object.keys(summary.counts) as FindingKind[]).filter((kind) => summary.counts[kind] > 0);

  return (
    <div className="reconcile-results">
      {!sameTarget && <p className="warning">{words.m.otherTarget}</p>}
      <FindingsSummary words={words} result={result} found={found} currency={currency} />
      <BalanceLine
        words={words}
        result={result}
        findings={findings}
        currency={currency}
        selected={selected}
        filter={filter}
      />
      {findings.length > 0 && (
        <FindingsTable
          words={words}
          result={result}
          findings={findings}
          found={found}
          currency={currency}
          corrections={corrections}
          filter={filter}
          onFilter={setFilter}
          selected={selected}
          onSelect={setSelected}
        />
      )}
      {unmatched.length > 0 && <UnmatchedList id={`${ids}-unmatched`} words={words} unmatched={unmatched} />}
      <ResultExports id={`${ids}-report`} words={words} findings={findings} currency={currency} report={report} />
    </div>
  );
}
