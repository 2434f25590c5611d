import { type ReactNode, useId } from "react";
import type { WordCorrections } from "../../answer/status-words";
import { finalWordOf, needsFollowing, rowFinalKind } from "../../batch/row-final";
import type { BatchRow } from "../../batch/row-state";
import { rowsOf } from "../../batch/shown-batch";
import { BatchControls } from "./batch-controls";
import { BatchNotices } from "./batch-notices";
import { BatchProgress } from "./batch-progress";
import { BatchTable, type TableRow } from "./batch-table";
import type { useBatchRun } from "./use-batch-run";
import { type BatchWords, useBatchWords } from "./use-batch-text";
import { wordLastStatusCheck, wordRefusal, wordRunEnd, wordUnfollowed, wordUnknownCause } from "./word-row-state";

interface BatchViewProps {
  run: ReturnType<typeof useBatchRun>;
  concurrency: number;
  concurrencyControl: ReactNode;
  onDownload: () => void;
}

function rowView(row: BatchRow, words: BatchWords, corrections?: WordCorrections): TableRow {
  const { m, s, format } = words;
  const { state } = row;
  const base = { line: row.line, cells: { ...cellsOf(row) }, verdict: s.states[state.kind] };
  switch (state.kind) {
    case "placed": {
      const kind = rowFinalKind(row, corrections);
      const word = finalWordOf(row);
      if (kind && word !== undefined) {
        return {
          ...base,
          verdict: m.finalStates[kind],
          reason: m.finalReason(state.orderId, word),
          tone: kind === "success" ? "ok" : "warning",
        };
      }
      const seen = state.orderId ? m.orderId(state.orderId, state.orderStatus) : (state.orderStatus ?? "");
      const unfollowed = state.unfollowed && wordUnfollowed(m, state.unfollowed.outcome);
      return { ...base, reason: [seen, unfollowed].filter(Boolean).join(" "), tone: unfollowed ? "warning" : "ok" };
    }
    case "refused":
    case "paused_balance":
      return {
        ...base,
        reason: wordRefusal(m, state),
        tone: "problem",
      };
    case "unknown": {
      const check = state.lastCheck && wordLastStatusCheck(m, state.lastCheck.note, format.dateTime);
      return {
        ...base,
        reason: [wordUnknownCause(m, state.cause), check].filter(Boolean).join(" "),
        tone: "warning",
        sendAgain: true,
      };
    }
    default:
      return { ...base, reason: "", tone: "none" };
  }
}

function cellsOf(row: BatchRow) {
  const { product_id, user_id, zone_id, reseller_ref } = row.order;
  return { product_id: String(product_id), user_id, zone_id: zone_id ?? "", reseller_ref };
}

/** A batch placed (or being placed): its controls, its progress and its rows in their states. */
export function BatchView({ run, concurrency, concurrencyControl, onDownload }: BatchViewProps) {
  const id = useId();
  const words = useBatchWords();
  const { m, format } = words;
  const { batch, running, following, end, waitUntil, corrections } = run;
  if (!batch) return null;
  const rows = rowsOf(batch);
  const unknown = rows.some((row) => row.state.kind === "unknown");
  const toFollow = rows.filter((row) => needsFollowing(row, corrections)).length;
  const unfinished =
    rows.some((row) => row.state.kind !== "placed" && row.state.kind !== "refused") || (!following && toFollow > 0);
  return (
    <>
      <BatchNotices run={run} rows={rows.length} onResume={() => run.resume(concurrency, true)} />
      {concurrencyControl}
      <BatchControls run={run} rows={rows} unfinished={unfinished} concurrency={concurrency} onDownload={onDownload} />
      <BatchProgress rows={rows} corrections={corrections} />
      {following && toFollow > 0 && <p className="hint">{words.count(m.following, toFollow)}</p>}
      {running && waitUntil !== undefined && <p className="hint">{m.waiting(format.dateTime(waitUntil))}</p>}
      {end && (
        <p className={end.kind === "finished" ? "notice" : "warning"} role="status">
          {wordRunEnd(m, end)}
        </p>
      )}
      {unknown && (
        <p id={`${id}-again`} className="notice">
          {m.sendAgainNote}
        </p>
      )}
      <BatchTable
        count={rows.length}
        rowAt={(index) => {
          const row = rows[index];
          if (!row) throw new Error(`no batch row at ${index}`);
          const view = rowView(row, words, corrections);
          // Another tab runs the batch: only it may send a row again.
          return run.elsewhere ? { ...view, sendAgain: false } : view;
        }}
        editable={false}
        verdictTitle={m.columns.state}
        onEdit={() => undefined}
        onInclude={() => undefined}
        onSendAgain={(line) => run.sendAgain(line, concurrency)}
        sendAgainDescribedBy={`${id}-again`}
      />
    </>
  );
}
