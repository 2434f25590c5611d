import "./history.css";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { actionLabel } from "../../catalog/catalog";
import type { HistoryEntry } from "../../history/history-entry";
import { filterHistory, NO_FILTER } from "../../history/history-filter";
import { HISTORY_LIMITS } from "../../history/history-limits";
import { formatBytes } from "../../lib/format-bytes";
import { formatTime } from "../../lib/format-time";
import type { ResponseRecord } from "../../request/response-record";
import type { SendVariables } from "../../transport/send-variables";
import { type CompareSide, CompareView } from "../../ui/compare/compare-view";
import { HistoryEntryView } from "./history-entry-view";
import { HistoryFilters } from "./history-filters";
import { HistoryList } from "./history-list";
import { HistoryTransfer } from "./history-transfer";
import { SetAsideNotice } from "./set-aside-notice";
import { useHistoryChanged, useHistoryListing } from "./use-history-listing";

interface HistoryPanelProps {
  id: string;
  /** The response on screen, to compare an entry with. */
  live: { record: ResponseRecord; variables: SendVariables } | undefined;
}

const sideOf = (entry: HistoryEntry): CompareSide => ({
  label: `${actionLabel(entry.actionId)} at ${formatTime(entry.sentAt)}`,
  record: entry.response,
});

/** The "History" region: every send, newest first, to filter, open, replay, compare and export. */
export default function HistoryPanel({ id, live }: HistoryPanelProps) {
  const titleId = useId();
  const query = useHistoryListing();
  const onChanged = useHistoryChanged();
  const listing = {
    ...(query.data ?? { store: undefined, summaries: [], setAside: [] }),
    loading: query.isPending,
    problem: query.error ? `The history could not be read: ${String(query.error)}` : query.data?.problem,
  };
  const { store, summaries } = listing;
  const [filter, setFilter] = useState(NO_FILTER);
  // Typing in the search box stays quick however long the history is.
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => filterHistory(summaries, deferred), [summaries, deferred]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string>();
  const [comparing, setComparing] = useState<{ before: CompareSide; after: CompareSide }>();
  const [problem, setProblem] = useState<string>();
  const chosen = summaries.filter((summary) => selected.has(summary.id)).map((summary) => summary.id);
  const total = summaries.reduce((sum, summary) => sum + summary.storedBytes, 0);
  const unreadable = onChanged;

  const select = (entryId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(entryId);
      else next.delete(entryId);
      return next;
    });
  const pin = async (entryId: string, pinned: boolean) => {
    await store?.setPinned(entryId, pinned);
    onChanged();
  };
  const remove = async () => {
    await store?.remove(chosen);
    setSelected(new Set());
    if (openId && chosen.includes(openId)) setOpenId(undefined);
    onChanged();
  };
  const compareSelected = async () => {
    if (!store || chosen.length !== 2) return;
    const reads = await Promise.all(chosen.map((entryId) => store.get(entryId)));
    const entries = reads.flatMap((read) => (read.ok ? [read.entry] : []));
    const [older, newer] = entries.sort((a, b) => a.sentAt - b.sentAt);
    if (!older || !newer) return setProblem("One of the two entries could not be read.");
    setProblem(undefined);
    setComparing({ before: sideOf(older), after: sideOf(newer) });
  };
  const compareLive = (entry: HistoryEntry) => {
    if (!live) return;
    const label = `The current response (${actionLabel(live.variables.actionId)})`;
    setComparing({ before: sideOf(entry), after: { label, record: live.record } });
  };

  return (
    <section id={id} aria-labelledby={titleId} className="history">
      <h2 id={titleId}>History</h2>
      <p className="hint">
        Every send is kept in {store?.where ?? "this browser"}, without the key: the newest {HISTORY_LIMITS.maxEntries}{" "}
        up to {formatBytes(HISTORY_LIMITS.maxTotalBytes)} in all, bodies over {formatBytes(HISTORY_LIMITS.maxBodyBytes)}{" "}
        cut short and marked truncated. Pinned entries are always kept. Now: {summaries.length}{" "}
        {summaries.length === 1 ? "entry" : "entries"}, {formatBytes(total)}.
      </p>
      {listing.problem && (
        <p role="alert" className="warning">
          {listing.problem}
        </p>
      )}
      {store && <SetAsideNotice store={store} records={listing.setAside} onCleared={onChanged} />}
      <HistoryFilters filter={filter} onChange={setFilter} />
      {store && (
        <HistoryTransfer
          store={store}
          ids={chosen.length > 0 ? chosen : shown.map((s) => s.id)}
          onImported={onChanged}
        />
      )}
      <div className="inline">
        <button type="button" disabled={chosen.length !== 2} onClick={() => void compareSelected()}>
          Compare selected
        </button>
        <button type="button" disabled={chosen.length === 0} onClick={() => void remove()}>
          Delete selected
        </button>
        <span className="hint" aria-live="polite">
          {listing.loading
            ? "Reading the history…"
            : `${shown.length} of ${summaries.length} shown, ${chosen.length} selected.`}{" "}
          Exports take the selected entries, or all shown when none is selected. Select two to compare them.
        </span>
      </div>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      {!listing.loading && summaries.length === 0 && <p className="hint">Nothing sent yet.</p>}
      {shown.length > 0 && (
        <HistoryList
          summaries={shown}
          selected={selected}
          openId={openId}
          onSelect={select}
          onOpen={setOpenId}
          onPin={(entryId, pinned) => void pin(entryId, pinned)}
        />
      )}
      {comparing && <CompareView {...comparing} onClose={() => setComparing(undefined)} />}
      {store && openId && (
        <HistoryEntryView
          key={openId}
          store={store}
          id={openId}
          canCompareLive={live !== undefined}
          onCompareLive={compareLive}
          onClose={() => setOpenId(undefined)}
          onUnreadable={unreadable}
        />
      )}
    </section>
  );
}
