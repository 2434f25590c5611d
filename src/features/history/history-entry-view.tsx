import { useEffect, useId, useState } from "react";
import { actionLabel, findAction } from "../../catalog/catalog";
import type { HistoryEntry } from "../../history/history-entry";
import type { HistoryStore } from "../../history/history-store";
import { formatTime } from "../../lib/format-time";
import { type BaseUrlOffer, BaseUrlOfferNotice } from "../../ui/base-url-offer";
import { useSettings } from "../../ui/settings-context";
import { useWorkspaceStore } from "../../ui/workspace";
import { EntryRequest } from "./entry-request";
import { EntryResponse } from "./entry-response";
import { replayEntry } from "./replay";

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
  const [problem, setProblem] = useState<string>();
  const [keep, setKeep] = useState(false);
  // The entry's base URL, which the replay does not take: an imported entry could name any server.
  const [offer, setOffer] = useState<BaseUrlOffer>();

  useEffect(() => {
    let live = true;
    void store.get(id).then((read) => {
      if (!live) return;
      if (read.ok) setEntry(read.entry);
      else {
        setProblem(read.message);
        onUnreadable();
      }
    });
    return () => {
      live = false;
    };
  }, [store, id, onUnreadable]);

  if (!entry) {
    return problem ? (
      <p role="alert" className="error">
        {problem}
      </p>
    ) : (
      <p className="hint">Reading the entry…</p>
    );
  }
  const freshField = Object.keys(findAction(entry.actionId)?.fresh ?? {})[0];

  const replay = () => {
    const result = replayEntry(entry, keep);
    if (!result.ok) return setProblem(result.message);
    const { form, scenario, retryRef } = result.replay;
    // Where the entry was sent is offered, never taken, not even another environment: the next Send
    // would otherwise go there (an imported file could name any server) without the user choosing it.
    update({ pathStyle: entry.pathStyle, scenario });
    setOffer({ baseUrl: entry.baseUrl, pathStyle: entry.pathStyle });
    setProblem(undefined);
    workspace.open(form.actionId, form.draft, {
      actionId: entry.actionId,
      from: "Loaded from the history entry",
      at: entry.sentAt,
      ...(retryRef ? { retryRef } : {}),
      ...(freshField && !keep ? { renewed: freshField } : {}),
    });
  };

  return (
    <section aria-labelledby={titleId} className="history-entry">
      <h3 id={titleId}>
        Entry: {actionLabel(entry.actionId)} at {formatTime(entry.sentAt)}
      </h3>
      <div className="inline">
        <button type="button" className="primary" onClick={replay}>
          Replay
        </button>
        {freshField && (
          <label className="check">
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            Keep the same {freshField}
          </label>
        )}
        <button type="button" disabled={!canCompareLive} onClick={() => onCompareLive(entry)}>
          Compare with the current response
        </button>
        <button type="button" onClick={onClose}>
          Close entry
        </button>
      </div>
      <p className="hint">
        Replay fills the form with this request; your current key is used and nothing is sent until you press Send.
        {freshField && ` ${freshField} gets a fresh value unless you keep the same one (a retry of the same order).`}
      </p>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      {offer && <BaseUrlOfferNotice offer={offer} source="This entry was sent to" />}
      <EntryRequest entry={entry} />
      <EntryResponse entry={entry} />
    </section>
  );
}
