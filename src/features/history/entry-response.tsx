import { useMemo } from "react";
import type { HistoryEntry } from "../../history/history-entry";
import { formatBytes } from "../../lib/format-bytes";
import { statusText } from "../../response/status-text";
import { FailureExplanation } from "../../ui/response-views/failure-explanation";
import { ResponseBody } from "../../ui/response-views/response-body";

/** What came back, in the very views a live response uses. */
export function EntryResponse({ entry }: { entry: HistoryEntry }) {
  const record = entry.response;
  const kept = useMemo(() => (record.kind === "http" ? new TextEncoder().encode(record.body).byteLength : 0), [record]);
  return (
    <>
      <h4>Response</h4>
      {record.kind === "http" ? (
        <>
          <p className="summary">
            <span className="status">
              {record.status} {statusText(record.status, record.statusText)}
            </span>
            <span>{record.durationMs} ms</span>
            <span>{formatBytes(record.sizeBytes)}</span>
          </p>
          {entry.truncated.responseBody && (
            <p className="warning">
              Truncated: the history kept the first {formatBytes(kept)} of this {formatBytes(record.sizeBytes)} body.
              The views below show that part only, so it may not read as JSON.
            </p>
          )}
          <ResponseBody record={record} actionId={entry.actionId} spec={entry.request} />
        </>
      ) : (
        <FailureExplanation record={record} spec={entry.request} />
      )}
    </>
  );
}
