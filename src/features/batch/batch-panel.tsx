import "./batch.css";
import { useId, useState } from "react";
import { useMessages } from "../../ui/i18n-context";
import { batchMessages } from "./batch-messages";
import { BatchTable, type TableRow } from "./batch-table";
import { DryRunSummary } from "./dry-run-summary";
import { SheetInput } from "./sheet-input";
import { SheetNotes } from "./sheet-notes";
import { useBatchWords } from "./use-batch-words";
import { type DryRunProgress, useDryRun } from "./use-dry-run";
import { useSheet } from "./use-sheet";

const CONCURRENCY = [1, 2, 3, 4];

/** The "Batch orders" region: a spreadsheet of top-ups, a dry run, then the orders, paced and resumable. */
export default function BatchPanel({ id }: { id: string }) {
  const titleId = useId();
  const words = useBatchWords();
  const { m } = words;
  const { sheet, reading, read, edit, include } = useSheet();
  const dry = useDryRun();
  const [concurrency, setConcurrency] = useState(1);
  const included = sheet.rows.filter((row) => !sheet.excluded.has(row.line));
  const stale = dry.result !== undefined && dry.result.revision !== sheet.revision;

  const rowAt = (index: number): TableRow => {
    const row = sheet.rows[index];
    if (!row) throw new Error(`no batch row at ${index}`);
    const base = { line: row.line, cells: row.cells, included: !sheet.excluded.has(row.line) };
    const check = dry.result?.byLine.get(row.line);
    if (!base.included) return { ...base, verdict: m.verdicts.excluded, reason: "", tone: "none" };
    if (!check) return { ...base, verdict: m.verdicts.unchecked, reason: "", tone: "none" };
    const tone = check.verdict === "problem" ? "problem" : check.warnings.length > 0 ? "warning" : "ok";
    return { ...base, verdict: m.verdicts[check.verdict], reason: words.findings(check), tone };
  };

  return (
    <section id={id} aria-labelledby={titleId} className="batch">
      <h2 id={titleId}>{m.title}</h2>
      <p className="hint">{m.intro}</p>
      <SheetInput reading={reading} onRead={(text, fileName) => void read(text, fileName)} disabled={false} />
      {sheet.parsed && <SheetNotes parsed={sheet.parsed} />}
      {sheet.rows.length > 0 && (
        <>
          <div className="inline">
            <label htmlFor={`${id}-concurrency`}>{m.concurrency}</label>
            <select
              id={`${id}-concurrency`}
              aria-describedby={`${id}-concurrency-hint`}
              value={concurrency}
              onChange={(event) => setConcurrency(Number(event.target.value))}
            >
              {CONCURRENCY.map((value) => (
                <option key={value} value={value}>
                  {words.format.number(value)}
                </option>
              ))}
            </select>
            <span id={`${id}-concurrency-hint`} className="hint">
              {m.concurrencyHint}
            </span>
          </div>
          <div className="inline">
            <button
              type="button"
              aria-describedby={`${id}-dry-hint`}
              disabled={dry.progress !== undefined || included.length === 0}
              onClick={() => void dry.run(included, sheet.revision, concurrency)}
            >
              {m.dryRun}
            </button>
            <span id={`${id}-dry-hint`} className="hint">
              {m.dryRunHint}
            </span>
          </div>
          <DryRunProgressLine progress={dry.progress} />
          {dry.result && <DryRunSummary result={dry.result} stale={stale} />}
          <BatchTable
            count={sheet.rows.length}
            rowAt={rowAt}
            editable
            verdictTitle={m.columns.verdict}
            onEdit={edit}
            onInclude={include}
            onSendAgain={() => undefined}
          />
        </>
      )}
    </section>
  );
}

function DryRunProgressLine({ progress }: { progress: DryRunProgress | undefined }) {
  const m = useMessages(batchMessages);
  const { format } = useBatchWords();
  let text = "";
  if (progress?.step === "listing") text = m.listing;
  else if (progress?.step === "players")
    text = m.checkingPlayers(format.number(progress.done), format.number(progress.total));
  else if (progress?.step === "balance") text = m.checkingBalance;
  return (
    <p className="hint" aria-live="polite">
      {text}
    </p>
  );
}
