import { authorizationKey } from "../request/auth-header";
import type { ResponseRecord } from "../request/response-record";
import type { HistoryEntry } from "./history-entry";
import type { HistoryLimits } from "./history-limits";
import { keyScrubber, redactHeaders } from "./redact";
import { truncateUtf8 } from "./truncate-text";

type Headers = readonly (readonly [string, string])[];

/**
 * An entry as it may be kept or handed on: Authorization redacted, every copy of the keys gone
 * from every text, and bodies cut to the history's size. The same rule for a new send, an
 * import and an export, so a file from elsewhere cannot bring in what a send could not.
 */
export function redactEntry(
  entry: HistoryEntry,
  keys: readonly (string | undefined)[],
  limits: Pick<HistoryLimits, "maxBodyBytes">,
): HistoryEntry {
  const scrub = keyScrubber([...keys, authorizationKey(entry.request.headers)]);
  const headers = (list: Headers): [string, string][] =>
    redactHeaders(list).map(([name, value]) => [scrub(name), scrub(value)]);
  // Scrubbed before it is cut: a cut first could leave the start of a key at the end.
  const body = (text: string) => truncateUtf8(scrub(text), limits.maxBodyBytes);

  const request: HistoryEntry["request"] = {
    method: entry.request.method,
    url: scrub(entry.request.url),
    headers: headers(entry.request.headers),
  };
  let requestTruncated = entry.truncated.requestBody;
  if (entry.request.body !== undefined) {
    const cut = body(entry.request.body);
    request.body = cut.text;
    requestTruncated ||= cut.truncated;
  }
  let responseTruncated = entry.truncated.responseBody;
  let response: ResponseRecord;
  if (entry.response.kind === "http") {
    const cut = body(entry.response.body);
    responseTruncated ||= cut.truncated;
    response = {
      ...entry.response,
      statusText: scrub(entry.response.statusText),
      headers: headers(entry.response.headers),
      body: cut.text,
    };
  } else {
    response = { ...entry.response, detail: scrub(entry.response.detail) };
  }
  return {
    ...entry,
    environment: scrub(entry.environment),
    baseUrl: scrub(entry.baseUrl),
    request,
    response,
    truncated: { requestBody: requestTruncated, responseBody: responseTruncated },
  };
}
