import type { PathStyle } from "../catalog/define-action";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import type { HistoryEntry } from "./history-entry";
import type { HistoryLimits } from "./history-limits";
import { bearerKey, redactHeaders, redactRequest, scrubKey } from "./redact";
import { truncateUtf8 } from "./truncate-text";

export interface SendTarget {
  environment: string;
  baseUrl: string;
  pathStyle: PathStyle;
}

export interface SentRequest {
  id: string;
  sentAt: number;
  actionId: string;
  target: SendTarget;
  /** As sent, key included: it is taken out here. */
  spec: RequestSpec;
  record: ResponseRecord;
}

/** A send as the history keeps it: without the key, and with over-long bodies cut. */
export function makeHistoryEntry(sent: SentRequest, limits: Pick<HistoryLimits, "maxBodyBytes">): HistoryEntry {
  const key = bearerKey(sent.spec.headers);
  const request = redactRequest(sent.spec, key);
  let requestTruncated = false;
  if (request.body !== undefined) {
    const cut = truncateUtf8(request.body, limits.maxBodyBytes);
    request.body = cut.text;
    requestTruncated = cut.truncated;
  }
  let responseTruncated = false;
  let response: ResponseRecord = sent.record;
  if (response.kind === "http") {
    const cut = truncateUtf8(response.body, limits.maxBodyBytes);
    responseTruncated = cut.truncated;
    response = {
      ...response,
      headers: redactHeaders(response.headers).map(([name, value]) => [name, scrubKey(value, key)]),
      body: scrubKey(cut.text, key),
    };
  } else {
    response = { ...response, detail: scrubKey(response.detail, key) };
  }
  return {
    id: sent.id,
    sentAt: sent.sentAt,
    actionId: sent.actionId,
    environment: sent.target.environment,
    baseUrl: scrubKey(sent.target.baseUrl, key),
    pathStyle: sent.target.pathStyle,
    request,
    response,
    truncated: { requestBody: requestTruncated, responseBody: responseTruncated },
  };
}
