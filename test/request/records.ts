import type { FailureKind, ResponseRecord } from "../../src/request/response-record";

/** An answer with this status and nothing else of note. */
export const httpRecord = (status: number): ResponseRecord => ({
  kind: "http",
  status,
  statusText: "",
  headers: [],
  body: "",
  sizeBytes: 0,
  durationMs: 1,
  receivedAt: 0,
});

/** A send that got no answer, for this reason. */
export const failureRecord = (kind: FailureKind): ResponseRecord => ({
  kind: "failure",
  failure: kind,
  detail: "",
  durationMs: 1,
  receivedAt: 0,
});
