import { useId, useState } from "react";
import { toHar } from "../../history/har";
import type { HistoryEntry } from "../../history/history-entry";
import { parseHistoryFile, toHistoryFile } from "../../history/history-file";
import type { HistoryStore } from "../../history/history-store";
import { downloadText } from "../../lib/download-text";
import { fileStamp } from "../../lib/format-time";
import { useSettings } from "../../ui/settings-context";

interface HistoryTransferProps {
  store: HistoryStore;
  /** The ids an export takes: the selected entries, or every entry shown. */
  ids: readonly string[];
  onImported: () => void;
}

type Message = { text: string; error: boolean };

async function load(store: HistoryStore, ids: readonly string[]): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (const id of ids) {
    const read = await store.get(id);
    if (read.ok) entries.push(read.entry);
  }
  return entries;
}

/** Evidence for a ticket: HAR for DevTools and other tools, JSON to import back here. Never a key. */
export function HistoryTransfer({ store, ids, onImported }: HistoryTransferProps) {
  const id = useId();
  const [message, setMessage] = useState<Message>();
  const { settings } = useSettings();
  const plural = (count: number) => (count === 1 ? "1 entry" : `${count} entries`);
  // The key in use now is taken out too: it may have been typed into a field before the key box.
  const keys = [settings.apiKey];

  const exportAs = async (kind: "har" | "json") => {
    let entries: HistoryEntry[];
    try {
      entries = await load(store, ids);
    } catch (error) {
      return setMessage({ text: `The history could not be read for the export: ${String(error)}`, error: true });
    }
    const stamp = fileStamp(Date.now());
    if (kind === "har") {
      downloadText(JSON.stringify(toHar(entries, keys), null, 2), `reseller-console-${stamp}.har`, "application/json");
    } else {
      downloadText(
        toHistoryFile(entries, new Date(), keys),
        `reseller-console-history-${stamp}.json`,
        "application/json",
      );
    }
    setMessage({ text: `Exported ${plural(entries.length)} as ${kind.toUpperCase()}, keys redacted.`, error: false });
  };

  const importFile = async (file: File) => {
    const read = parseHistoryFile(await file.text(), keys);
    if (!read.ok) return setMessage({ text: `${file.name} was not imported: ${read.message}`, error: true });
    let outcome: Awaited<ReturnType<HistoryStore["add"]>>;
    try {
      const refused = read.refused.map((entry) => ({ ...entry, file: file.name }));
      outcome = await store.add(read.entries, refused);
    } catch (error) {
      // A full or blocked storage must say so: a silent failure reads as "nothing in the file".
      return setMessage({
        text: `${file.name} was not imported: the history could not be saved (${String(error)}).`,
        error: true,
      });
    }
    const parts = [`Imported ${plural(outcome.added)} from ${file.name}`];
    if (outcome.duplicates > 0) parts.push(`${plural(outcome.duplicates)} already in the history`);
    if (outcome.removed + outcome.notKept > 0)
      parts.push(`${plural(outcome.removed + outcome.notKept)} left out by the retention rule`);
    if (read.refused.length > 0) parts.push(`${plural(read.refused.length)} not valid and set aside`);
    setMessage({ text: `${parts.join("; ")}.`, error: false });
    onImported();
  };

  return (
    <div className="history-transfer">
      <div className="inline">
        <button type="button" disabled={ids.length === 0} onClick={() => void exportAs("har")}>
          Export HAR
        </button>
        <button type="button" disabled={ids.length === 0} onClick={() => void exportAs("json")}>
          Export JSON
        </button>
        <label htmlFor={`${id}-import`}>Import JSON</label>
        <input
          id={`${id}-import`}
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void importFile(file);
          }}
        />
      </div>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "error" : "hint"}>
          {message.text}
        </p>
      )}
    </div>
  );
}
