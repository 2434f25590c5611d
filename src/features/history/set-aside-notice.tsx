import type { HistoryStore } from "../../history/history-store";
import { downloadText } from "../../lib/download-text";
import { fileStamp } from "../../lib/format-time";

// Foreign records can hold anything IndexedDB stores: keep what JSON cannot say readable.
function replacer(_key: string, value: unknown): unknown {
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Blob) return `[Blob, ${value.size} bytes]`;
  if (value instanceof ArrayBuffer) return `[ArrayBuffer, ${value.byteLength} bytes]`;
  return value;
}

interface SetAsideNoticeProps {
  store: HistoryStore;
  count: number;
  onCleared: () => void;
}

/** Records that could not be read: kept apart, for download or deletion, never dropped silently. */
export function SetAsideNotice({ store, count, onCleared }: SetAsideNoticeProps) {
  if (count === 0) return null;
  const download = async () => {
    const records = await store.setAside();
    downloadText(
      JSON.stringify(records, replacer, 2),
      `reseller-console-set-aside-${fileStamp(Date.now())}.json`,
      "application/json",
    );
  };
  const clear = async () => {
    await store.clearSetAside();
    onCleared();
  };
  return (
    <div role="alert" className="warning set-aside">
      <p>
        {count === 1 ? "1 stored record" : `${count} stored records`} could not be read as history (damaged, or written
        by something else). {count === 1 ? "It was" : "They were"} set aside, not deleted; the rest of the history is
        unaffected.
      </p>
      <div className="inline">
        <button type="button" onClick={() => void download()}>
          Download set-aside records
        </button>
        <button type="button" onClick={() => void clear()}>
          Delete set-aside records
        </button>
      </div>
    </div>
  );
}
