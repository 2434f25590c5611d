import { useEffect, useId, useState } from "react";
import { findAction } from "../../catalog/catalog";
import { useSettings } from "../../contexts/settings-context";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import type { HistoryEntry } from "../../history/history-entry";
import type { EntryReadProblem, HistoryStore } from "../../history/history-store";
import { type BaseUrlOffer, BaseUrlOfferNotice } from "../../ui/base-url-offer";
import { EntryRequest } from "./entry-request";
import { EntryResponse } from "./entry-response";
import { reasonText } from "./reason-text";
import { type ReplayProblem, replayEntry } from "./replay";
import { useHistoryWords } from "./use-history-words";
import { wordReplayProblem } from "./word-history-problem";

interface HistoryEntryViewProps {
  store: HistoryStore;
  id: string;
  canCompareLive: boolean;
  onCompareLive: (entry: HistoryEntry) => void;
  onClose: () => void;
  /** The store set the entry aside as unreadable: the list must be read again. */
  onUnreadable: () => void;
}

/** One stored send, shown with the same views as a live one, and ready to replay. */
export function HistoryEntryView(props: HistoryEntryViewProps) {
  const { store, id, canCompareLive, onCompareLive, onClose, onUnreadable } = props;
  const workspace = useWorkspaceStore();
  const titleId = useId();
  const { update } = useSettings();
  const [entry, setEntry] = useState<HistoryEntry>();
  const { t, entryName } = useHistoryWords();
  const [problem, setProblem] = useState<
    { read: EntryReadProblem; replay?: never } | { replay: ReplayProblem; read?: never }
  >();
  const [keep, setKeep] = useState(false);
  // The entry's base URL, which the replay does not take: an imported entry could name any server.
  const [offer, setOffer] = useState<BaseUrlOffer>();

  useEffect(() => {
    let live = true;
    void store.get(id).then((read) => {
      if (!live) return;
      if (read.ok) setEntry(read.entry);
      else {
        setProblem({ read: read.problem });
        onUnreadable();
      }
    });
    return () => {
      live = false;
    };
  }, [store, id, onUnreadable]);

  const problemText = problem?.read
    ? problem.read.kind === "set-aside"
      ? t.entrySetAside(reasonText(t, problem.read.why))
      : t.entryGone
    : problem?.replay && wordReplayProblem(t, problem.replay);
  if (!entry) {
    return problemText ? (
      <p role="alert" className="error">
        {problemText}
      </p>
    ) : (
      <p className="hint">{t.readingEntry}</p>
    );
  }
  const freshField = Object.keys(findAction(entry.actionId)?.fresh ?? {})[0];

  const replay = () => {
    const result = replayEntry(entry, keep);
    if (!result.ok) return setProblem({ replay: result.problem });
    const { form, scenario, retryRef } = result.replay;
    // Where the entry was sent is offered, never taken, not even another environment: the next Send
    // would otherwise go there (an imported file could name any server) without the user choosing it.
    update({ pathStyle: entry.pathStyle, scenario });
    setOffer({ baseUrl: entry.baseUrl, pathStyle: entry.pathStyle });
    setProblem(undefined);
    workspace.open(form.actionId, form.draft, {
      actionId: entry.actionId,
      from: { kind: "history" },
      at: entry.sentAt,
      ...(retryRef ? { retryRef } : {}),
      ...(freshField && !keep ? { renewed: freshField } : {}),
    });
  };

  return (
    <section aria-labelledby={titleId} className="history-entry">
      <h3 id={titleId}>{t.entryTitle(entryName(entry))}</h3>
      <div className="inline">
        <button type="button" className="primary" onClick={replay}>
          {t.replay}
        </button>
        {freshField && (
          <label className="check">
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            {t.keepSame(freshField)}
          </label>
        )}
        <button type="button" disabled={!canCompareLive} onClick={() => onCompareLive(entry)}>
          {t.compareLive}
        </button>
        <button type="button" onClick={onClose}>
          {t.closeEntry}
        </button>
      </div>
      <p className="hint">
        {t.replayHint}
        {freshField && <> {t.freshHint(freshField)}</>}
      </p>
      {problemText && (
        <p role="alert" className="error">
          {problemText}
        </p>
      )}
      {offer && <BaseUrlOfferNotice offer={offer} source={t.sentTo} />}
      <EntryRequest entry={entry} />
      <EntryResponse entry={entry} />
    </section>
  );
}
