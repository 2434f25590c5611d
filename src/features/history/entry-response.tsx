import { useMemo } from "react";
import { useResponseViews } from "../../channels/use-response-views";
import type { HistoryEntry } from "../../history/history-entry";
import { useHistoryWords } from "./use-history-words";

/**
 * What came back, in the very views a live response uses: the response views' unit, which the
 * history's loader has fetched with the panel (load-history.ts), so they are here when it shows.
 */
export function EntryResponse({ entry }: { entry: HistoryEntry }) {
  const record = entry.response;
  const { t, format } = useHistoryWords();
  const views = useResponseViews("asked");
  const kept = useMemo(() => (record.kind === "http" ? new TextEncoder().encode(record.body).byteLength : 0), [record]);
  if (!views) return null;
  const { FailureExplanation, ResponseBody, StatusLine } = views;
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
