import type { HistoryEntry, HistorySummary } from "./history-entry";

/** How much of the response body the text filter looks at: enough for ids, refs and codes. */
export const SEARCHED_RESPONSE_CHARS = 4096;
const SEARCHED_REQUEST_CHARS = 4096;

function textSize(text: string): number {
  // Close enough for a storage budget, and cheap: the bodies can be megabytes.
  return text.length;
}

function headersSize(headers: readonly (readonly [string, string])[]): number {
  return headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
}

/** About how much room an entry takes: its texts plus a little for the rest. */
export function storedSize(entry: HistoryEntry): number {
  const response = entry.response;
  const responseSize =
    response.kind === "http" ? textSize(response.body) + headersSize(response.headers) : textSize(response.detail);
  return (
    256 +
    textSize(entry.request.url) +
    headersSize(entry.request.headers) +
    textSize(entry.request.body ?? "") +
    responseSize
  );
}

export function summarize(entry: HistoryEntry, pinned = false): HistorySummary {
  const response = entry.response;
  const http = response.kind === "http" ? response : undefined;
  return {
    id: entry.id,
    sentAt: entry.sentAt,
    actionId: entry.actionId,
    environment: entry.environment,
    method: entry.request.method,
    url: entry.request.url,
    status: http ? http.status : null,
    failure: response.kind === "failure" ? response.failure : null,
    durationMs: response.durationMs,
    responseBytes: http ? http.sizeBytes : 0,
    storedBytes: storedSize(entry),
    truncated: entry.truncated.requestBody || entry.truncated.responseBody,
    pinned,
    searchText: [
      (entry.request.body ?? "").slice(0, SEARCHED_REQUEST_CHARS),
      http ? http.body.slice(0, SEARCHED_RESPONSE_CHARS) : response.kind === "failure" ? response.detail : "",
    ].join("\n"),
  };
}
