import { useId, useMemo, useState } from "react";
import type { KeptReconciliation } from "../../reconcile/kept-reconciliation";
import type { FindingKind } from "../../reconcile/reconcile-types";
import { FindingsSummary } from "../../ui/reconcile/findings-summary";
import { type FindingsFilter, FindingsTable } from "../../ui/reconcile/findings-table";
import { inTimeOrder } from "../../ui/reconcile/in-time-order";
import { UnmatchedList } from "../../ui/reconcile/result-parts";
import type { ReconcileWords } from "../../ui/reconcile/use-reconcile-text";
import { ReconciliationRequests } from "./reconciliation-requests";
import type { ReconciliationsMessages } from "./reconciliations-messages";
import { useCorrectionsOf } from "./use-corrections-of";

interface OpenReconciliationProps {
  run: KeptReconciliation;
  /** How it ended, when it ended short of its findings. */
  ended: string | undefined;
  words: ReconcileWords;
  m: ReconciliationsMessages;
  onClose: () => void;
}

/** One kept reconciliation: its findings as the region showed them (the kept ones), then every request it kept. */
export function OpenReconciliation({ run, ended, words, m, onClose }: OpenReconciliationProps) {
  const titleId = useId();
  const { format } = words;
  const [filter, setFilter] = useState<FindingsFilter>("all");
  const [selected, setSelected] = useState<string>();
  const time = format.dateTime(run.startedAt);
  const kept = run.outcome.kind === "done" ? run.outcome.findings : undefined;
  const findings = useMemo(() => (kept ? inTimeOrder(kept.findings, kept.timeZone) : []), [kept]);
  const found = kept
    ? (Object.keys(kept.summary.counts) as FindingKind[]).filter((k) => kept.summary.counts[k] > 0)
    : [];
  // Its status words read with its target's corrections of now, as Batches reads a batch's.
  const corrections = useCorrectionsOf()(run.target) ?? {};
  const some = (say: (kept: string, all: string) => string, shown: number, left: number) =>
    left > 0 && <p className="notice">{say(format.number(shown), format.number(shown + left))}</p>;
  return (
    <section aria-labelledby={titleId} className="history-entry">
      <h4 id={titleId}>{m.runTitle(time)}</h4>
      <button type="button" onClick={onClose}>
        {m.closeRun}
      </button>
      {ended && <p>{ended}</p>}
      {kept && (
        <div>
          <FindingsSummary words={words} result={kept} found={found} currency={kept.currency} />
          {some(m.someFindings, kept.findings.length, kept.leftOut.findings)}
          {findings.length > 0 && (
            <FindingsTable
              words={words}
              result={kept}
              findings={findings}
              found={found}
              currency={kept.currency}
              corrections={corrections}
              filter={filter}
              onFilter={setFilter}
              selected={selected}
              onSelect={setSelected}
            />
          )}
          {kept.unmatched.length > 0 && (
            <UnmatchedList id={`${titleId}-unmatched`} words={words} unmatched={kept.unmatched} />
          )}
          {some(m.someUnmatched, kept.unmatched.length, kept.leftOut.unmatched)}
        </div>
      )}
      <h5>{m.requestsTitle}</h5>
      {some(m.someRequests, run.requests.length, run.requestCount - run.requests.length)}
      <ReconciliationRequests requests={run.requests} caption={m.requestsCaption(time)} m={m} />
    </section>
  );
}
