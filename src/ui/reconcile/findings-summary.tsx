import "./findings.css";
import type { ReconcileResult } from "../../reconcile/reconcile-result";
import type { FindingKind } from "../../reconcile/reconcile-types";
import type { ReconcileWords } from "./use-reconcile-text";

/** What a summary is said from: its counts, and whether anything could not be matched. */
type Summed = Pick<ReconcileResult, "summary" | "unmatched">;

/** Clean, or how many findings and the money at stake, counted from the summary (a kept run keeps only the first findings). */
export function summaryLine(words: ReconcileWords, { summary, unmatched }: Summed, currency: string | undefined) {
  const { m, count, money } = words;
  const findings = Object.values(summary.counts).reduce((sum, each) => sum + each, 0);
  if (findings === 0)
    return (unmatched.length === 0 ? m.clean : m.noFindingsUnmatched)(count(m.entries, summary.entries));
  return m.summary({
    entries: count(m.entries, summary.entries),
    findings: count(m.findings, findings),
    atStake: money(summary.atStake, currency),
  });
}

interface FindingsSummaryProps {
  words: ReconcileWords;
  result: Summed;
  /** The kinds found, each with its count. */
  found: readonly FindingKind[];
  currency: string | undefined;
}

/** What the check found, said once: clean, or how many findings and the money at stake, then the count of each kind. */
export function FindingsSummary({ words, result, found, currency }: FindingsSummaryProps) {
  const { m, kinds: kindWords, format } = words;
  const { summary } = result;
  return (
    <>
      <p role="status" className={found.length === 0 && result.unmatched.length === 0 ? "reconcile-clean" : undefined}>
        {summaryLine(words, result, currency)}
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
