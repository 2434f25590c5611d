import { useState } from "react";
import { targetShown } from "../../batch/batch-export";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { plural } from "../../lib/i18n/plural";
import type { KeptReconciliation, KeptSource } from "../../reconcile/kept-reconciliation";
import { endLine } from "../../ui/reconcile/end-line";
import { summaryLine } from "../../ui/reconcile/findings-summary";
import { useReconcileWords } from "../../ui/reconcile/use-reconcile-text";
import { BatchesTable } from "./batches-table";
import { KeptSection } from "./kept-section";
import { OpenReconciliation } from "./open-reconciliation";
import { type ReconciliationsMessages, reconciliationsMessages } from "./reconciliations-messages";
import { useReconciliations } from "./use-reconciliations";

const COLUMNS = [
  "started",
  "source",
  "target",
  "outcome",
  "entry",
] as const satisfies readonly (keyof ReconciliationsMessages["columns"])[];

function sourceLine(m: ReconciliationsMessages, source: KeptSource): string {
  const { sources } = m;
  if (source.kind === "entries") return sources.entries;
  if (source.kind === "batch") return sources.batch(source.from);
  if (source.from && source.to) return sources.range(source.from, source.to);
  if (source.from) return sources.since(source.from);
  return source.to ? sources.until(source.to) : sources.whole;
}

/**
 * History's "Reconciliations": each run kept as one entry (when, what, where, how it ended, how
 * many requests), opened to its findings and requests. Its requests are never among the sends, so
 * reconciling thousands of orders pushes out nothing the person sent.
 */
export function ReconciliationsSection() {
  const m = useMessages(reconciliationsMessages);
  const words = useReconcileWords();
  const { locale } = useI18n();
  const listing = useReconciliations();
  const [openId, setOpenId] = useState<string>();
  const open = listing.runs.find((run) => run.id === openId);
  const outcomeLine = ({ outcome }: KeptReconciliation) =>
    outcome.kind === "done" ? summaryLine(words, outcome.findings, outcome.findings.currency) : endLine(words, outcome);

  return (
    <KeptSection m={m} listing={{ ...listing, count: listing.runs.length }}>
      {listing.runs.length > 0 && (
        <BatchesTable
          caption={m.caption}
          heads={COLUMNS.map((column) => m.columns[column])}
          className="history-list kept-list"
        >
          {listing.runs.map((run) => {
            const time = words.format.dateTime(run.startedAt);
            return (
              <tr key={run.id} aria-current={run.id === openId ? "true" : undefined}>
                <td>{time}</td>
                <td>{sourceLine(m, run.source)}</td>
                <td>
                  <code>{targetShown(run.target)}</code>
                </td>
                <td>
                  {outcomeLine(run)}{" "}
                  {plural(locale, run.requestCount, m.requests, words.format.number(run.requestCount))}
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={m.openRun(time)}
                    aria-pressed={run.id === openId}
                    onClick={() => setOpenId(run.id === openId ? undefined : run.id)}
                  >
                    {m.open}
                  </button>
                </td>
              </tr>
            );
          })}
        </BatchesTable>
      )}
      {open && (
        <OpenReconciliation
          key={open.id}
          run={open}
          ended={endLine(words, open.outcome)}
          words={words}
          m={m}
          onClose={() => setOpenId(undefined)}
        />
      )}
    </KeptSection>
  );
}
