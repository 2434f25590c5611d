import type { HistoryStore } from "../../history/history-store";
import type { SetAsideRecord } from "../../history/history-tables";
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
  records: readonly SetAsideRecord[];
  onCleared: () => void;
}

/** Enough reasons to see what went wrong; the download has them all. */
const SHOWN_REASONS = 5;

function where(record: SetAsideRecord): string {
  if (record.from === "import") return String(record.key);
  return `Stored ${record.from === "summaries" ? "summary" : "entry"} ${String(record.key)}`;
}

/** Records that could not be read: kept apart, for download or deletion, never dropped silently. */
export function SetAsideNotice({ store, records, onCleared }: SetAsideNoticeProps) {
  const count = records.length;
  if (count === 0) return null;
  const download = () =>
    downloadText(
      JSON.stringify(records, replacer, 2),
      `reseller-console-set-aside-${fileStamp(Date.now())}.json`,
      "application/json",
    );
  const clear = async () => {
    await store.clearSetAside();
    onCleared();
  };
  return (
    <div role="alert" className="warning set-aside">
      <p>
        {count === 1 ? "1 record was" : `${count} records were`} set aside: {count === 1 ? "it" : "they"} could not be
        read as history (damaged, written by something else, or not valid in an imported file). Nothing was deleted; the
        rest of the history is unaffected.
      </p>
      <ul>
        {records.slice(0, SHOWN_REASONS).map((record, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: foreign keys can repeat or be of any type; this list never reorders.
          <li key={at}>
            {where(record)}: {record.reason}
          </li>
        ))}
      </ul>
      {count > SHOWN_REASONS && <p>And {count - SHOWN_REASONS} more: the download has them all.</p>}
      <div className="inline">
        <button type="button" onClick={download}>
          Download set-aside records
        </button>
        <button type="button" onClick={() => void clear()}>
          Delete set-aside records
        </button>
      </div>
    </div>
  );
}
