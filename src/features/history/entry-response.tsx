import { useMemo } from "react";
import type { HistoryEntry } from "../../history/history-entry";
import { FailureExplanation } from "../../ui/response-views/failure-explanation";
import { ResponseBody } from "../../ui/response-views/response-body";
import { StatusLine } from "../../ui/response-views/status-line";
import { useHistoryWords } from "./use-history-words";

/** What came back, in the very views a live response uses. */
export function EntryResponse({ entry }: { entry: HistoryEntry }) {
  const record = entry.response;
  const { t, format } = useHistoryWords();
  const kept = useMemo(() => (record.kind === "http" ? new TextEncoder().encode(record.body).byteLength : 0), [record]);
  return (
    <>
      <h4>{t.response}</h4>
      {record.kind === "http" ? (
        <>
          <p className="summary">
            {/* A 2xx whose body says it failed is shown as the refusal it was, in the API's words. */}
            <StatusLine record={record} className="status" />
            <span>{format.duration(record.durationMs)}</span>
            <span>{format.bytes(record.sizeBytes)}</span>
          </p>
          {entry.truncated.responseBody && (
            <p className="warning">{t.responseTruncated(format.bytes(kept), format.bytes(record.sizeBytes))}</p>
          )}
          <ResponseBody record={record} actionId={entry.actionId} spec={entry.request} />
        </>
      ) : (
        <FailureExplanation record={record} spec={entry.request} />
      )}
    </>
  );
}
