import { useEffect, useId, useState } from "react";
import { environmentsOf, findEnvironment } from "../../app/runtime-config";
import { useRuntimeConfig } from "../../app/runtime-config-context";
import { actionLabel, findAction } from "../../catalog/catalog";
import type { HistoryEntry } from "../../history/history-entry";
import type { HistoryStore } from "../../history/history-store";
import type { ImportedForm } from "../curl-import/imported-form";
import { useSettings } from "../settings/settings-context";
import { EntryRequest } from "./entry-request";
import { EntryResponse } from "./entry-response";
import { formatTime } from "./format-time";
import { replayEntry } from "./replay";
import type { ReplayNote } from "./replay-note";

interface HistoryEntryViewProps {
  store: HistoryStore;
  id: string;
  canCompareLive: boolean;
  onReplay: (form: ImportedForm, note: ReplayNote) => void;
  onCompareLive: (entry: HistoryEntry) => void;
  onClose: () => void;
  /** The store set the entry aside as unreadable: the list must be read again. */
  onUnreadable: () => void;
}

/** One stored send, shown with the same views as a live one, and ready to replay. */
export function HistoryEntryView(props: HistoryEntryViewProps) {
  const { store, id, canCompareLive, onReplay, onCompareLive, onClose, onUnreadable } = props;
  const titleId = useId();
  const { settings, update, switchEnvironment } = useSettings();
  const { config } = useRuntimeConfig();
  const [entry, setEntry] = useState<HistoryEntry>();
  const [problem, setProblem] = useState<string>();
  const [keep, setKeep] = useState(false);
  // A base URL the replay did not take: an imported entry could name any server.
  const [offer, setOffer] = useState<string>();

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
    // The entry's environment brings that environment's own key back: never another API's.
    if (entry.environment !== settings.environment && findEnvironment(config, entry.environment)) {
      switchEnvironment(entry.environment);
    }
    // Only an address the user already sends the key to is taken; any other is offered, since an
    // imported file could otherwise point the current key at its own server on the next Send.
    const known =
      entry.baseUrl === settings.baseUrl || environmentsOf(config).some((env) => env.baseUrl === entry.baseUrl);
    update({ ...(known ? { baseUrl: entry.baseUrl } : {}), pathStyle: entry.pathStyle, scenario });
    setOffer(known ? undefined : entry.baseUrl);
    setProblem(undefined);
    onReplay(form, {
      actionId: entry.actionId,
      sentAt: entry.sentAt,
      ...(retryRef ? { retryRef } : {}),
      ...(freshField && !keep ? { renewed: freshField } : {}),
    });
  };

  const takeOffer = (baseUrl: string) => {
    const environment = environmentsOf(config).find((env) => env.baseUrl === baseUrl);
    // A configured environment brings its own key; any other address is just a new base URL.
    if (environment) switchEnvironment(environment.name);
    update({ baseUrl });
    setOffer(undefined);
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
      {offer !== undefined && (
        <p role="status" className="notice">
          The entry was sent to the base URL <code>{offer}</code>; requests still go to <code>{settings.baseUrl}</code>.{" "}
          <button type="button" onClick={() => takeOffer(offer)}>
            Use the entry's base URL
          </button>
        </p>
      )}
      <EntryRequest entry={entry} />
      <EntryResponse entry={entry} />
    </section>
  );
}
