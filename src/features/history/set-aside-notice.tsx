import { useI18n } from "../../contexts/i18n-context";
import type { HistoryStore } from "../../history/history-store";
import type { SetAsideRecord } from "../../history/history-tables";
import { downloadText } from "../../lib/download-text";
import { fileStamp } from "../../lib/format-time";
import { plural } from "../../lib/i18n/plural";
import type { HistoryMessages } from "./history-messages";
import { reasonText } from "./reason-text";
import { useHistoryWords } from "./use-history-words";

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

function where(t: HistoryMessages, record: SetAsideRecord): string {
  if (record.from === "import") {
    const { file, entry } = (record.value ?? {}) as { file?: unknown; entry?: unknown };
    return typeof file === "string" && typeof entry === "number" ? t.importedEntry(file, entry) : String(record.key);
  }
  return (record.from === "summaries" ? t.storedSummary : t.storedEntry)(String(record.key));
}

/** Records that could not be read: kept apart, for download or deletion, never dropped silently. */
export function SetAsideNotice({ store, records, onCleared }: SetAsideNoticeProps) {
  const { t, format } = useHistoryWords();
  const { locale } = useI18n();
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
      <p>{plural(locale, count, t.setAside, format.number(count))}</p>
      <ul>
        {records.slice(0, SHOWN_REASONS).map((record, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: foreign keys can repeat or be of any type; this list never reorders.
          <li key={at}>
            {where(t, record)}: {reasonText(t, record.reason)}
          </li>
        ))}
      </ul>
      {count > SHOWN_REASONS && <p>{t.more(format.number(count - SHOWN_REASONS))}</p>}
      <div className="inline">
        <button type="button" onClick={download}>
          {t.downloadSetAside}
        </button>
        <button type="button" onClick={() => void clear()}>
          {t.deleteSetAside}
        </button>
      </div>
    </div>
  );
}
