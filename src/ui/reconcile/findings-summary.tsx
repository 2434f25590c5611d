import "./findings.css";
import type { ReconcileResult } from "../../reconcile/reconcile-result";
import type { FindingKind } from "../../reconcile/reconcile-types";
import type { ReconcileWords } from "./use-reconcile-text";

interface FindingsSummaryProps {
  words: ReconcileWords;
  result: ReconcileResult;
  /** The kinds found, each with its count. */
  found: readonly FindingKind[];
  currency: string | undefined;
}

/** What the check found, said once: clean, or how many findings and the money at stake, then the count of each kind. */
export function FindingsSummary({ words, result, found, currency }: FindingsSummaryProps) {
  const { m, kinds: kindWords, format, count, money } = words;
  const { summary, findings, unmatched } = result;
  return (
    <>
      <p role="status" className={findings.length === 0 && unmatched.length === 0 ? "reconcile-clean" : undefined}>
        {findings.length === 0
          ? (unmatched.length === 0 ? m.clean : m.noFindingsUnmatched)(count(m.entries, summary.entries))
          : m.summary({
              entries: count(m.entries, summary.entries),
              findings: count(m.findings, findings.length),
              atStake: money(summary.atStake, currency),
            })}
      </p>
      {found.length > 0 && (
        <ul className="reconcile-counts" aria-label={m.counts}>
          {found.map((kind) => (
            <li key={kind}>{m.kindCount(kindWords[kind], format.number(summary.counts[kind]))}</li>
          ))}
        </ul>
      )}
    </>
  );
}
