import { describe, expect, it } from "vitest";
import { historyMessages } from "../../src/features/history/history-messages";
import { reasonText } from "../../src/features/history/reason-text";
import { HistoryEntry, HistorySummary } from "../../src/history/history-entry";
import { parseHistoryFile, toHistoryFile } from "../../src/history/history-file";
import { createHistoryStore } from "../../src/history/history-store";
import { createMemoryTables } from "../../src/history/memory-tables";
import { issueReason } from "../../src/history/set-aside-reason";
import { summarize } from "../../src/history/summarize";
import { balanceEntry } from "./fixtures";

const NOT_HTTP = "Not an absolute http or https URL";
const UNKNOWN_ACTION = "Not one of the console's actions";

const withUrl = (id: string, url: string) =>
  balanceEntry(id, 1, { request: { method: "GET", url, headers: [["Authorization", "Bearer [redacted]"]] } });
const relative = withUrl("relative", "/v1/balance");
const unknown = balanceEntry("unknown", 2, { actionId: "format_disk" });
const good = balanceEntry("good", 3);

/** Why the schema refuses a value, as the store and the import say it; "ok" when it does not. */
function verdict(schema: typeof HistoryEntry | typeof HistorySummary, value: unknown): string {
  const parsed = schema.safeParse(value);
  return parsed.success ? "ok" : reasonText(historyMessages.en, issueReason(parsed.error));
}

describe("what a history record must hold for the views to show it", () => {
  it("an absolute http or https URL, in the entry and in its summary", () => {
    expect(verdict(HistoryEntry, relative)).toBe(`request.url: ${NOT_HTTP}`);
    expect(verdict(HistorySummary, summarize(relative))).toBe(`url: ${NOT_HTTP}`);
    for (const url of ["balance", "//sandbox.invalid/v1/balance", "javascript:alert(1)", "file:///etc/passwd"]) {
      expect(verdict(HistoryEntry, withUrl("x", url))).toBe(`request.url: ${NOT_HTTP}`);
    }
    for (const url of ["https://api.example.com/v1/balance?x=1", "http://127.0.0.1:8787/v1/balance"]) {
      expect(verdict(HistoryEntry, withUrl("x", url))).toBe("ok");
      expect(verdict(HistorySummary, summarize(withUrl("x", url)))).toBe("ok");
    }
  });

  it("an action the catalog knows, in the entry and in its summary", () => {
    expect(verdict(HistoryEntry, unknown)).toBe(`actionId: ${UNKNOWN_ACTION}`);
    expect(verdict(HistorySummary, summarize(unknown))).toBe(`actionId: ${UNKNOWN_ACTION}`);
    expect(verdict(HistoryEntry, good)).toBe("ok");
    expect(verdict(HistorySummary, summarize(good))).toBe("ok");
  });

  it("an answer or a failure, each checked as the kind it says it is, with headers as name and value", () => {
    const failure = {
      kind: "failure",
      failure: "timeout",
      detail: "No answer within 30 s",
      durationMs: 30_000,
      receivedAt: 5,
    } as const;
    expect(verdict(HistoryEntry, balanceEntry("failed", 5, { response: failure }))).toBe("ok");
    expect(
      verdict(HistoryEntry, balanceEntry("odd", 5, { response: { ...failure, failure: "melted" } as never })),
    ).toMatch(/^response\.failure: /);
    const answer = good.response;
    expect(verdict(HistoryEntry, { ...good, response: { ...answer, status: 1000 } })).toMatch(
      /^response\.status: Too big/,
    );
    expect(verdict(HistoryEntry, { ...good, response: { ...answer, kind: "other" } })).toMatch(/^response\.kind: /);
    expect(verdict(HistoryEntry, { ...good, response: "200 OK" })).toMatch(/^response: /);
    const headers = (list: unknown) => ({ ...good, request: { ...good.request, headers: list } });
    expect(verdict(HistoryEntry, headers([["Accept", "application/json"]]))).toBe("ok");
    expect(verdict(HistoryEntry, headers([["Accept"]]))).toMatch(/^request\.headers\.0: Too small/);
    expect(verdict(HistoryEntry, headers([["Accept", "a", "b"]]))).toMatch(/^request\.headers\.0: Too big/);
    expect(verdict(HistoryEntry, headers([["Accept", 1]]))).toMatch(/^request\.headers\.0\.1: /);
  });

  it("an import keeps the good entry and lists the others apart, each with why", () => {
    const file = toHistoryFile([relative, unknown, good], new Date(0));
    expect(parseHistoryFile(file)).toEqual({
      ok: true,
      entries: [good],
      refused: [
        { entry: 1, reason: { code: "not-http", params: { path: "request.url" } } },
        { entry: 2, reason: { code: "unknown-action", params: { path: "actionId" } } },
      ],
    });
  });

  it("the store sets such records aside on read, and an import's refused entries beside them", async () => {
    const tables = createMemoryTables({
      summaries: [
        ["relative", summarize(relative)],
        ["good", summarize(good)],
      ],
      entries: [
        ["relative", relative],
        ["unknown", unknown],
        ["good", good],
      ],
    });
    const store = createHistoryStore(tables);
    const listed = await store.list();
    expect(listed.summaries.map((summary) => summary.id)).toEqual(["good"]);
    expect(listed.setAsideNow).toBe(3);

    const imported = balanceEntry("imported", 4);
    const unknownAction = { code: "unknown-action", params: { path: "actionId" } } as const;
    const refused = [{ file: "ticket.json", entry: 2, reason: unknownAction }];
    expect(await store.add([imported], refused)).toMatchObject({ added: 1 });
    expect((await store.list()).summaries.map((summary) => summary.id)).toEqual(["imported", "good"]);
    expect((await store.setAside()).map(({ from, key, reason, value }) => ({ from, key, reason, value }))).toEqual([
      // Kept as codes with their parameters, worded when shown.
      {
        from: "summaries",
        key: "relative",
        reason: { code: "not-http", params: { path: "url" } },
        value: summarize(relative),
      },
      {
        from: "entries",
        key: "relative",
        reason: { code: "not-http", params: { path: "request.url" } },
        value: relative,
      },
      { from: "entries", key: "unknown", reason: unknownAction, value: unknown },
      // Where it was, not what: the file still holds it, and it may carry a key or huge bodies.
      {
        from: "import",
        key: "ticket.json, entry 2",
        reason: unknownAction,
        value: { file: "ticket.json", entry: 2 },
      },
    ]);
  });
});
