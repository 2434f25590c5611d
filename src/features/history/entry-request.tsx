import type { HistoryEntry } from "../../history/history-entry";
import { formatBytes } from "../../lib/format-bytes";
import { HeadersTable } from "../../ui/headers-table";

/** What was sent, as stored: the Authorization header reads "Bearer [redacted]". */
export function EntryRequest({ entry }: { entry: HistoryEntry }) {
  const { request } = entry;
  return (
    <>
      <h4>Request</h4>
      <p>
        <span className={`method method-${request.method.toLowerCase()}`}>{request.method}</span>{" "}
        <code>{request.url}</code>
      </p>
      <p className="hint">
        {entry.environment} · {entry.pathStyle === "rest" ? "REST paths" : "Console paths"} · base URL{" "}
        <code>{entry.baseUrl}</code>
      </p>
      <HeadersTable headers={request.headers} caption="Request headers" />
      {request.body !== undefined && (
        <figure aria-label="Request body">
          <pre className="body">{request.body}</pre>
        </figure>
      )}
      {entry.truncated.requestBody && (
        <p className="warning">
          Truncated: the history kept the first {formatBytes(new TextEncoder().encode(request.body ?? "").byteLength)}{" "}
          of this request body.
        </p>
      )}
    </>
  );
}
