import "./history.css";
import { useMutation } from "@tanstack/react-query";
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { HistoryEntry } from "../../history/history-entry";
import { filterHistory, NO_FILTER } from "../../history/history-filter";
import { HISTORY_LIMITS } from "../../history/history-limits";
import type { ResponseRecord } from "../../request/response-record";
import type { SendVariables } from "../../transport/send-variables";
import { type CompareSide, CompareView } from "../../ui/compare/compare-view";
import { BatchesSection } from "./batches-section";
import { HistoryEntryView } from "./history-entry-view";
import { HistoryFilters } from "./history-filters";
import { HistoryList } from "./history-list";
import { HistoryTransfer } from "./history-transfer";
import { SetAsideNotice } from "./set-aside-notice";
import { useHistoryChanged } from "./use-history-changed";
import { useHistoryListing } from "./use-history-listing";
import { useHistoryWords } from "./use-history-words";

interface HistoryPanelProps {
  id: string;
  /** The response on screen, to compare an entry with. */
  live: { record: ResponseRecord; variables: SendVariables } | undefined;
}

/** One side of a comparison, as data: its label is worded at render, so it follows the language. */
type Side = { entry: HistoryEntry } | { live: { actionId: string; record: ResponseRecord } };

/** The "History" region: every send, newest first, to filter, open, replay, compare and export. */
export default function HistoryPanel({ id, live }: HistoryPanelProps) {
  const titleId = useId();
  const words = useHistoryWords();
  const { t, format, entries } = words;
  const query = useHistoryListing();
  const onChanged = useHistoryChanged();
  const listing = {
    ...(query.data ?? { store: undefined, summaries: [], setAside: [] }),
    loading: query.isPending,
    problem: query.error
      ? t.readFailed(String(query.error))
      : query.data?.unavailable !== undefined
        ? t.unavailable(query.data.unavailable)
        : undefined,
  };
  const { store, summaries } = listing;
  const [filter, setFilter] = useState(NO_FILTER);
  // Typing in the search box stays quick however long the history is.
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => filterHistory(summaries, deferred), [summaries, deferred]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string>();
  const [comparing, setComparing] = useState<{ before: Side; after: Side }>();
  const [unreadablePair, setUnreadablePair] = useState(false);
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
  // Pin and delete write the store: a failure is shown where it happened, and the history is read
  // again either way, so the list shows what the store holds now.
  const pin = useMutation({
    mutationFn: async ({ entryId, pinned }: { entryId: string; pinned: boolean }) => store?.setPinned(entryId, pinned),
    onSettled: onChanged,
  });
  const remove = useMutation({
    mutationFn: async (ids: string[]) => store?.remove(ids),
    onSuccess: (_removed, ids) => {
      setSelected((current) => new Set([...current].filter((entryId) => !ids.includes(entryId))));
      setOpenId((current) => (current && ids.includes(current) ? undefined : current));
    },
    onSettled: onChanged,
  });
  const compareSelected = async () => {
    if (!store || chosen.length !== 2) return;
    const reads = await Promise.all(chosen.map((entryId) => store.get(entryId)));
    const entries = reads.flatMap((read) => (read.ok ? [read.entry] : []));
    const [older, newer] = entries.sort((a, b) => a.sentAt - b.sentAt);
    if (!older || !newer) return setUnreadablePair(true);
    setUnreadablePair(false);
    setComparing({ before: { entry: older }, after: { entry: newer } });
  };
  const compareLive = (entry: HistoryEntry) => {
    if (!live) return;
    setComparing({ before: { entry }, after: { live: { actionId: live.variables.actionId, record: live.record } } });
  };
  const sideOf = (side: Side): CompareSide =>
    "entry" in side
      ? { label: words.entryName(side.entry), record: side.entry.response }
      : { label: t.currentResponse(words.actionName(side.live.actionId)), record: side.live.record };

  return (
    <section id={id} aria-labelledby={titleId} className="history">
      <h2 id={titleId}>{t.title}</h2>
      <p className="hint">
        {t.kept({
          where: t.where[store?.where ?? "browser"],
          max: format.number(HISTORY_LIMITS.maxEntries),
          total: format.bytes(HISTORY_LIMITS.maxTotalBytes),
          body: format.bytes(HISTORY_LIMITS.maxBodyBytes),
          entries: entries(summaries.length),
          size: format.bytes(total),
        })}
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
          {t.compareSelected}
        </button>
        <button type="button" disabled={chosen.length === 0 || remove.isPending} onClick={() => remove.mutate(chosen)}>
          {t.deleteSelected}
        </button>
        <span className="hint" aria-live="polite">
          {listing.loading
            ? t.reading
            : t.counts(format.number(shown.length), format.number(summaries.length), format.number(chosen.length))}{" "}
          {t.exportsHint}
        </span>
      </div>
      {remove.isError && (
        <p role="alert" className="error">
          {t.deleteFailed(String(remove.error))}
        </p>
      )}
      {unreadablePair && (
        <p role="alert" className="error">
          {t.oneUnreadable}
        </p>
      )}
      {!listing.loading && summaries.length === 0 && <p className="hint">{t.nothingYet}</p>}
      {shown.length > 0 && (
        <HistoryList
          summaries={shown}
          selected={selected}
          openId={openId}
          onSelect={select}
          onOpen={setOpenId}
          onPin={(entryId, pinned) => pin.mutate({ entryId, pinned })}
          pinning={pin.isPending ? pin.variables.entryId : undefined}
          pinFailure={
            pin.isError
              ? { id: pin.variables.entryId, pinned: pin.variables.pinned, error: String(pin.error) }
              : undefined
          }
        />
      )}
      {comparing && (
        <CompareView
          before={sideOf(comparing.before)}
          after={sideOf(comparing.after)}
          onClose={() => setComparing(undefined)}
        />
      )}
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
      <BatchesSection />
    </section>
  );
}
