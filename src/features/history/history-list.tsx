import type { HistorySummary } from "../../history/history-entry";
import { TableScroll } from "../../ui/table-scroll";
import type { HistoryMessages } from "./history-messages";
import { useHistoryWords } from "./use-history-words";

interface HistoryListProps {
  summaries: HistorySummary[];
  selected: ReadonlySet<string>;
  openId: string | undefined;
  onSelect: (id: string, selected: boolean) => void;
  onOpen: (id: string) => void;
  onPin: (id: string, pinned: boolean) => void;
  /** The entry whose pin is being written, if any. */
  pinning?: string | undefined;
  /** The last pin or unpin that failed, shown beside its entry. */
  pinFailure?: { id: string; pinned: boolean; error: string } | undefined;
}

/** A failure's kind in the console's language; a kind it does not know (an imported file's) as written. */
const failureWord = (t: HistoryMessages, kind: string): string =>
  (t.failures as Record<string, string | undefined>)[kind] ?? kind;

export function outcomeOf(t: HistoryMessages, summary: Pick<HistorySummary, "status" | "failure">): string {
  return summary.status !== null ? String(summary.status) : t.noResponse(failureWord(t, summary.failure ?? "failure"));
}

/** The entries, newest first: time, action, status and duration at a glance. */
export function HistoryList({
  summaries,
  selected,
  openId,
  onSelect,
  onOpen,
  onPin,
  pinning,
  pinFailure,
}: HistoryListProps) {
  const { t, format, actionName, entryName } = useHistoryWords();
  const c = t.columns;
  return (
    <TableScroll label={t.caption} className="history-list">
      <table className="rows-table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{c.selected}</span>
            </th>
            <th scope="col">{c.time}</th>
            <th scope="col">{c.action}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.duration}</th>
            <th scope="col">{c.size}</th>
            <th scope="col">
              <span className="visually-hidden">{c.entry}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {summaries.map((summary) => {
            const name = entryName(summary);
            return (
              <tr key={summary.id} aria-current={summary.id === openId ? "true" : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t.select(name)}
                    checked={selected.has(summary.id)}
                    onChange={(event) => onSelect(summary.id, event.target.checked)}
                  />
                </td>
                <td>{format.dateTime(summary.sentAt)}</td>
                <td>
                  {actionName(summary.actionId)}
                  {summary.pinned && <span className="badge">{t.pinned}</span>}
                </td>
                <td>{outcomeOf(t, summary)}</td>
                <td>{format.duration(summary.durationMs)}</td>
                <td>
                  {format.bytes(summary.responseBytes)}
                  {summary.truncated && <span className="badge">{t.truncated}</span>}
                </td>
                <td className="inline">
                  <button type="button" aria-label={t.openEntry(name)} onClick={() => onOpen(summary.id)}>
                    {t.open}
                  </button>
                  <button
                    type="button"
                    aria-label={t.pinEntry(name)}
                    aria-pressed={summary.pinned}
                    disabled={pinning === summary.id}
                    onClick={() => onPin(summary.id, !summary.pinned)}
                  >
                    {t.pin}
                  </button>
                  {pinFailure?.id === summary.id && (
                    <span role="alert" className="error">
                      {(pinFailure.pinned ? t.pinFailed : t.unpinFailed)(name, pinFailure.error)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
