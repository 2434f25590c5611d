import { actionLabel } from "../../catalog/catalog";
import type { HistorySummary } from "../../history/history-entry";
import { formatBytes } from "../../lib/format-bytes";
import { formatTime } from "../../lib/format-time";

interface HistoryListProps {
  summaries: HistorySummary[];
  selected: ReadonlySet<string>;
  openId: string | undefined;
  onSelect: (id: string, selected: boolean) => void;
  onOpen: (id: string) => void;
  onPin: (id: string, pinned: boolean) => void;
}

export function entryName(summary: Pick<HistorySummary, "actionId" | "sentAt">): string {
  return `${actionLabel(summary.actionId)} at ${formatTime(summary.sentAt)}`;
}

export function outcomeOf(summary: Pick<HistorySummary, "status" | "failure">): string {
  return summary.status !== null ? String(summary.status) : `No response (${summary.failure ?? "failure"})`;
}

/** The entries, newest first: time, action, status and duration at a glance. */
export function HistoryList({ summaries, selected, openId, onSelect, onOpen, onPin }: HistoryListProps) {
  return (
    <div className="table-scroll history-list">
      <table className="rows-table">
        <caption className="visually-hidden">Sent requests, newest first</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Selected</span>
            </th>
            <th scope="col">Time</th>
            <th scope="col">Action</th>
            <th scope="col">Status</th>
            <th scope="col">Duration</th>
            <th scope="col">Size</th>
            <th scope="col">
              <span className="visually-hidden">Entry</span>
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
                    aria-label={`Select ${name}`}
                    checked={selected.has(summary.id)}
                    onChange={(event) => onSelect(summary.id, event.target.checked)}
                  />
                </td>
                <td>{formatTime(summary.sentAt)}</td>
                <td>
                  {actionLabel(summary.actionId)}
                  {summary.pinned && <span className="badge">Pinned</span>}
                </td>
                <td>{outcomeOf(summary)}</td>
                <td>{summary.durationMs} ms</td>
                <td>
                  {formatBytes(summary.responseBytes)}
                  {summary.truncated && <span className="badge">truncated</span>}
                </td>
                <td className="inline">
                  <button type="button" aria-label={`Open ${name}`} onClick={() => onOpen(summary.id)}>
                    Open
                  </button>
                  <button
                    type="button"
                    aria-label={`Pin ${name}`}
                    aria-pressed={summary.pinned}
                    onClick={() => onPin(summary.id, !summary.pinned)}
                  >
                    Pin
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
