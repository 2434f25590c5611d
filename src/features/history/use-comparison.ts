import { useState } from "react";
import type { HistoryEntry } from "../../history/history-entry";
import type { HistoryStore } from "../../history/history-store";
import type { ResponseRecord } from "../../request/response-record";
import type { SendVariables } from "../../transport/send-variables";
import type { CompareSide } from "../../ui/compare/compare-view";
import type { useHistoryWords } from "./use-history-words";

/** One side of a comparison, as data: its label is worded at render, so it follows the language. */
type Side = { entry: HistoryEntry } | { live: { actionId: string; record: ResponseRecord } };

/**
 * The History region's comparison: two chosen entries (older first), or an entry and the response on
 * screen. Says when one of two chosen entries cannot be read.
 */
export function useComparison(
  store: HistoryStore | undefined,
  live: { record: ResponseRecord; variables: SendVariables } | undefined,
  words: ReturnType<typeof useHistoryWords>,
) {
  const { t } = words;
  const [comparing, setComparing] = useState<{ before: Side; after: Side }>();
  const [unreadablePair, setUnreadablePair] = useState(false);
  const compareSelected = async (chosen: readonly string[]) => {
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
  return {
    comparing,
    unreadablePair,
    compareSelected,
    compareLive,
    sideOf,
    closeComparison: () => setComparing(undefined),
  };
}
