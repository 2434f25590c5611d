import "./batch.css";
import { useId, useState } from "react";
import { resultsCsv } from "../../batch/results-csv";
import { rowsOf } from "../../batch/shown-batch";
import { downloadText } from "../../lib/download-text";
import { BatchConfirmDialog } from "./batch-confirm-dialog";
import { BatchTable, type TableRow } from "./batch-table";
import { BatchView } from "./batch-view";
import { DryRunProgressLine } from "./dry-run-progress-line";
import { DryRunSummary } from "./dry-run-summary";
import { SheetInput } from "./sheet-input";
import { SheetNotes } from "./sheet-notes";
import { useBatchRun } from "./use-batch-run";
import { useBatchWords } from "./use-batch-text";
import { useDryRun } from "./use-dry-run";
import { useSheet } from "./use-sheet";

const CONCURRENCY = [1, 2, 3, 4];

/** The "Batch orders" region: a spreadsheet of top-ups, a dry run, then the orders, paced and resumable. */
export default function BatchPanel({ id }: { id: string }) {
  const titleId = useId();
  const words = useBatchWords();
  const { m } = words;
  const { sheet, reading, read, edit, include } = useSheet();
  const dry = useDryRun();
  const run = useBatchRun();
  const [concurrency, setConcurrency] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const included = sheet.rows.filter((row) => !sheet.excluded.has(row.line));
  const stale = dry.result !== undefined && dry.result.revision !== sheet.revision;
  const ready = dry.result && !stale ? dry.result.summary.ready : 0;

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

  const download = () => {
    const batch = run.batch;
    if (!batch) return;
    downloadText(resultsCsv(rowsOf(batch)), `batch-${batch.meta.id}-results.csv`, "text/csv");
  };

  const place = () => {
    const result = dry.result;
    setConfirming(false);
    if (!result) return;
    void run.start(result, concurrency, sheet.fileName).then(dry.clear);
  };

  const concurrencyControl = (
    <div className="inline">
      <label htmlFor={`${id}-concurrency`}>{m.concurrency}</label>
      <select
        id={`${id}-concurrency`}
        aria-describedby={`${id}-concurrency-hint`}
        value={concurrency}
        disabled={run.running}
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
  );

  return (
    <section id={id} aria-labelledby={titleId} className="batch">
      <h2 id={titleId}>{m.title}</h2>
      <p className="hint">{m.intro}</p>
      {!run.durable && <p className="warning">{m.memoryOnly}</p>}
      {run.batch ? (
        <BatchView run={run} concurrency={concurrency} concurrencyControl={concurrencyControl} onDownload={download} />
      ) : (
        <>
          <SheetInput reading={reading} onRead={(text, file) => void read(text, file)} disabled={false} />
          {sheet.parsed && <SheetNotes parsed={sheet.parsed} encoding={sheet.encoding} />}
          {sheet.rows.length > 0 && (
            <>
              {concurrencyControl}
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
              {dry.result && !stale && ready > 0 && (
                <div className="inline">
                  <button type="button" className="primary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
                    {words.count(m.place, ready)}
                  </button>
                </div>
              )}
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
        </>
      )}
      {confirming && dry.result && (
        <BatchConfirmDialog dry={dry.result} onConfirm={place} onCancel={() => setConfirming(false)} />
      )}
    </section>
  );
}
