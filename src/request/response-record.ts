/** What came back, captured once. Every view reads this; none fetches again. */
export type ResponseRecord = HttpRecord | FailureRecord;

export interface HttpRecord {
  kind: "http";
  status: number;
  statusText: string;
  headers: [name: string, value: string][];
  /** Exactly the text received. */
  body: string;
  sizeBytes: number;
  durationMs: number;
  /** When the whole body had arrived, in ms since the epoch. */
  receivedAt: number;
}

/** No HTTP answer at all. Told apart because each needs different advice. */
export type FailureKind = "network" | "timeout" | "cancelled" | "invalid-request";

export interface FailureRecord {
  kind: "failure";
  failure: FailureKind;
  /** What the browser said, verbatim (often just "Failed to fetch"). */
  detail: string;
  durationMs: number;
  receivedAt: number;
}
