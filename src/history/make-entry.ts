import type { PathStyle } from "../catalog/define-action";
import { requestKey } from "../request/mask-key";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import type { HistoryEntry } from "./history-entry";
import type { HistoryLimits } from "./history-limits";
import { redactEntry } from "./redact-entry";

export interface SentTo {
  environment: string;
  baseUrl: string;
  pathStyle: PathStyle;
}

export interface SentRequest {
  id: string;
  sentAt: number;
  actionId: string;
  target: SentTo;
  /** As sent, key included: it is taken out here. */
  spec: RequestSpec;
  record: ResponseRecord;
}

/** The request as it went on the wire: the key in use that it does not carry is not kept. */
function request({ key: _, ...sent }: RequestSpec): RequestSpec {
  return sent;
}

/** A send as the history keeps it: without the key, and with over-long bodies cut. */
export function makeHistoryEntry(sent: SentRequest, limits: Pick<HistoryLimits, "maxBodyBytes">): HistoryEntry {
  const raw: HistoryEntry = {
    id: sent.id,
    sentAt: sent.sentAt,
    actionId: sent.actionId,
    environment: sent.target.environment,
    baseUrl: sent.target.baseUrl,
    pathStyle: sent.target.pathStyle,
    request: request(sent.spec),
    response: sent.record,
    truncated: { requestBody: false, responseBody: false },
  };
  return redactEntry(raw, [requestKey(sent.spec)], limits);
}
