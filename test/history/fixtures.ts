import type { HistoryEntry } from "../../src/history/history-entry";
import { makeHistoryEntry } from "../../src/history/make-entry";

export const KEY = "sk_test_0123456789abcdef";

/** A stored entry as the console makes it from a send: a balance request that got a 200. */
export function balanceEntry(id: string, sentAt: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  const entry = makeHistoryEntry(
    {
      id,
      sentAt,
      actionId: "balance",
      target: { environment: "Embedded sandbox", baseUrl: "https://sandbox.invalid/v1", pathStyle: "console" },
      spec: { method: "GET", url: "https://sandbox.invalid/v1/balance", headers: [["Authorization", `Bearer ${KEY}`]] },
      record: {
        kind: "http",
        status: 200,
        statusText: "OK",
        headers: [["content-type", "application/json"]],
        body: '{"data":{"balance":100}}',
        sizeBytes: 24,
        durationMs: 12,
        receivedAt: sentAt + 12,
      },
    },
    { maxBodyBytes: 1024 },
  );
  return { ...entry, ...overrides };
}
