import type { FailureKind, HttpRecord, ResponseRecord } from "../../src/request/response-record";

/** An answer with this status, and this body (an object is sent as its JSON) and these headers. */
export function httpRecord(status: number, body: unknown = "", headers: [string, string][] = []): HttpRecord {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return {
    kind: "http",
    status,
    statusText: "",
    headers,
    body: text,
    sizeBytes: text.length,
    durationMs: 1,
    receivedAt: 0,
  };
}

/** A send that got no answer, for this reason. */
export const failureRecord = (kind: FailureKind): ResponseRecord => ({
  kind: "failure",
  failure: kind,
  detail: "",
  durationMs: 1,
  receivedAt: 0,
});
