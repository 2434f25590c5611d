import "./history.css";
import { useMutation } from "@tanstack/react-query";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { filterHistory, NO_FILTER } from "../../history/history-filter";
import { HISTORY_LIMITS } from "../../history/history-limits";
import type { ResponseRecord } from "../../request/response-record";
import type { SendVariables } from "../../transport/send-variables";
import { CompareView } from "../../ui/compare/compare-view";
import { BatchesSection } from "./batches-section";
import { HistoryEntryView } from "./history-entry-view";
import { HistoryFilters } from "./history-filters";
import { HistoryList } from "./history-list";
import { HistoryTransfer } from "./history-transfer";
import { ReconciliationsSection } from "./reconciliations-section";
import { SelectionBar } from "./selection-bar";
import { SetAsideNotice } from "./set-aside-notice";
import { useComparison } from "./use-comparison";
import { useHistoryChanged } from "./use-history-changed";
import { useHistoryListing } from "./use-history-listing";
import { type HistoryWords, useHistoryWords } from "./use-history-words";

interface HistoryPanelProps {
  id: string;
  /** The response on screen, to compare an entry with. */
  live: { record: ResponseRecord; variables: SendVariables } | undefined;
}

/** The "History" region: every send, newest first, to filter, open, replay, compare and export. */
export default function HistoryPanel({ id, live }: HistoryPanelProps) {
  const titleId = useId();
  const words = useHistoryWords();
  const { t, format, entries } = words;
  const query = useHistoryListing();
  const onChanged = useHistoryChanged();
  const listing = listingShown(query, t);
  const { store, summaries } = listing;
  const [filter, setFilter] = useState(NO_FILTER);
  // Typing in the search box stays quick however long the history is.
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => filterHistory(summaries, deferred), [summaries, deferred]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string>();
  const chosen = summaries.filter((summary) => selected.has(summary.id)).map((summary) => summary.id);
  const total = summaries.reduce((sum, summary) => sum + summary.storedBytes, 0);

  const select = (entryId: string, on: boolean) => setSelected((current) => toggled(current, entryId, on));
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
  const { comparing, unreadablePair, compareSelected, compareLive, sideOf, closeComparison } = useComparison(
    store,
    live,
    words,
  );

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
      <SelectionBar
        words={words}
        chosen={chosen.length}
        shown={shown.length}
        total={summaries.length}
        loading={listing.loading}
        onCompare={() => void compareSelected(chosen)}
        onDelete={() => remove.mutate(chosen)}
        deleting={remove.isPending}
        deleteFailed={remove.isError ? String(remove.error) : undefined}
        unreadablePair={unreadablePair}
      />
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
        <CompareView before={sideOf(comparing.before)} after={sideOf(comparing.after)} onClose={closeComparison} />
      )}
      {store && openId && (
        <HistoryEntryView
          key={openId}
          store={store}
          id={openId}
          canCompareLive={live !== undefined}
          onCompareLive={compareLive}
          onClose={() => setOpenId(undefined)}
          onUnreadable={onChanged}
        />
      )}
      <BatchesSection />
      <ReconciliationsSection />
    </section>
  );
}

/** The listing as the panel shows it: what was read (nothing yet while loading), and any problem in words. */
function listingShown(query: ReturnType<typeof useHistoryListing>, t: HistoryWords["t"]) {
  return {
    ...(query.data ?? { store: undefined, summaries: [], setAside: [] }),
    loading: query.isPending,
    problem: query.error
      ? t.readFailed(String(query.error))
      : query.data?.unavailable !== undefined
        ? t.unavailable(query.data.unavailable)
        : undefined,
  };
}

/** The set with `item` in it or not. */
function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}
