import type { HistoryEntry } from "../../history/history-entry";
import { HeadersTable } from "../../ui/headers-table";
import { useHistoryWords } from "./use-history-words";

/** What was sent, as stored: the Authorization header reads "Bearer [redacted]". */
export function EntryRequest({ entry }: { entry: HistoryEntry }) {
  const { request } = entry;
  const { t, format } = useHistoryWords();
  return (
    <>
      <h4>{t.request}</h4>
      <p>
        <span className={`method method-${request.method.toLowerCase()}`}>{request.method}</span>{" "}
        <code>{request.url}</code>
      </p>
      <p className="hint">
        {entry.environment} · {t.paths[entry.pathStyle === "rest" ? "rest" : "console"]} · {t.baseUrl}{" "}
        <code>{entry.baseUrl}</code>
      </p>
      <HeadersTable headers={request.headers} caption={t.requestHeaders} />
      {request.body !== undefined && (
        <figure aria-label={t.requestBody}>
          <pre className="body">{request.body}</pre>
        </figure>
      )}
      {entry.truncated.requestBody && (
        <p className="warning">
          {t.requestTruncated(format.bytes(new TextEncoder().encode(request.body ?? "").byteLength))}
        </p>
      )}
    </>
  );
}
