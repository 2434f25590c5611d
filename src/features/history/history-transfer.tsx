import { useId, useState } from "react";
import { useSettings } from "../../contexts/settings-context";
import { toHar } from "../../history/har";
import type { HistoryEntry } from "../../history/history-entry";
import { parseHistoryFile, toHistoryFile } from "../../history/history-file";
import type { HistoryStore } from "../../history/history-store";
import { downloadText } from "../../lib/download-text";
import { fileStamp } from "../../lib/format-time";
import { type HistoryWords, useHistoryWords } from "./use-history-words";
import { wordFileProblem } from "./word-history-problem";

interface HistoryTransferProps {
  store: HistoryStore;
  /** The ids an export takes: the selected entries, or every entry shown. */
  ids: readonly string[];
  onImported: () => void;
}

/** What the last export or import did, worded at render so it follows the language. */
type Message = { text: (words: HistoryWords) => string; error: boolean };

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
  const words = useHistoryWords();
  const { t } = words;
  // The key in use now is taken out too: it may have been typed into a field before the key box.
  const keys = [settings.apiKey];

  const exportAs = async (kind: "har" | "json") => {
    let entries: HistoryEntry[];
    try {
      entries = await load(store, ids);
    } catch (error) {
      return setMessage({ text: ({ t }) => t.exportReadFailed(String(error)), error: true });
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
    const count = entries.length;
    setMessage({ text: ({ t, entries }) => t.exported(entries(count), kind.toUpperCase()), error: false });
  };

  const importFile = async (file: File) => {
    const read = parseHistoryFile(await file.text(), keys);
    if (!read.ok) {
      const { problem } = read;
      return setMessage({ text: ({ t }) => t.notImported(file.name, wordFileProblem(t, problem)), error: true });
    }
    let outcome: Awaited<ReturnType<HistoryStore["add"]>>;
    try {
      const refused = read.refused.map((entry) => ({ ...entry, file: file.name }));
      outcome = await store.add(read.entries, refused);
    } catch (error) {
      // A full or blocked storage must say so: a silent failure reads as "nothing in the file".
      return setMessage({ text: ({ t }) => t.notSaved(file.name, String(error)), error: true });
    }
    const { added, duplicates } = outcome;
    const left = outcome.removed + outcome.notKept;
    const refused = read.refused.length;
    const text = ({ t, entries }: HistoryWords) => {
      const parts = [t.imported(entries(added), file.name)];
      if (duplicates > 0) parts.push(t.duplicates(entries(duplicates)));
      if (left > 0) parts.push(t.retention(entries(left)));
      if (refused > 0) parts.push(t.refused(entries(refused)));
      return `${parts.join("; ")}.`;
    };
    setMessage({ text, error: false });
    onImported();
  };

  return (
    <div className="history-transfer">
      <div className="inline">
        <button type="button" disabled={ids.length === 0} onClick={() => void exportAs("har")}>
          {t.exportHar}
        </button>
        <button type="button" disabled={ids.length === 0} onClick={() => void exportAs("json")}>
          {t.exportJson}
        </button>
        <label htmlFor={`${id}-import`}>{t.importJson}</label>
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
          {message.text(words)}
        </p>
      )}
    </div>
  );
}
