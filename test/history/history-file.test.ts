import { describe, expect, it } from "vitest";
import { parseHistoryFile, toHistoryFile } from "../../src/history/history-file";
import { balanceEntry, KEY } from "./fixtures";

const NOW = new Date(Date.UTC(2026, 10, 22, 12, 0, 0));

describe("the console's JSON export", () => {
  it("round-trips entries exactly", () => {
    const entries = [balanceEntry("a", 1), balanceEntry("b", 2)];
    const text = toHistoryFile(entries, NOW);
    expect(JSON.parse(text)).toMatchObject({
      format: "reseller-console-history",
      version: 1,
      exportedAt: "2026-11-22T12:00:00.000Z",
    });
    expect(parseHistoryFile(text)).toEqual({ ok: true, entries, refused: [] });
  });

  it("redacts a key on the way out and on the way in", () => {
    const leaky = balanceEntry("a", 1, {
      request: { method: "GET", url: "https://a.example/v1/balance", headers: [["Authorization", `Bearer ${KEY}`]] },
    });
    const text = toHistoryFile([leaky], NOW);
    expect(text).not.toContain(KEY);
    expect(text).toContain('"Bearer [redacted]"');
    const handMade = JSON.stringify({
      format: "reseller-console-history",
      version: 1,
      exportedAt: "",
      entries: [leaky],
    });
    const read = parseHistoryFile(handMade);
    expect(JSON.stringify(read)).not.toContain(KEY);
  });

  it("takes the current key out of every part of an imported entry, and of an export", () => {
    const current = "cur";
    const leaky = balanceEntry("a", 1, {
      baseUrl: `https://a.example/${KEY}`,
      response: {
        kind: "http",
        status: 200,
        statusText: "OK",
        headers: [["x-echo", current]],
        body: `{"echo":"${KEY}","note":"${current}"}`,
        sizeBytes: 30,
        durationMs: 1,
        receivedAt: 2,
      },
    });
    const failed = balanceEntry("b", 3, {
      response: { kind: "failure", failure: "network", detail: `refused ${current}`, durationMs: 1, receivedAt: 4 },
    });
    const file = (entries: unknown[]) =>
      JSON.stringify({ format: "reseller-console-history", version: 1, exportedAt: "", entries });
    const read = parseHistoryFile(file([leaky, failed]), [KEY, current]);
    if (!read.ok) throw new Error(read.problem.kind);
    const [first, second] = read.entries;
    expect(first?.baseUrl).toBe("https://a.example/[redacted]");
    expect(first?.response).toMatchObject({
      headers: [["x-echo", "[redacted]"]],
      body: '{"echo":"[redacted]","note":"[redacted]"}',
    });
    expect(second?.response).toMatchObject({ detail: "refused [redacted]" });

    const exported = toHistoryFile([leaky, failed], NOW, [KEY, current]);
    expect(exported).not.toContain(KEY);
    expect(exported).not.toContain(current);
  });

  it("cuts an imported body to the history's body cap", () => {
    const huge = "x".repeat(5 * 1024 * 1024 + 10);
    const big = balanceEntry("a", 1, {
      response: {
        kind: "http",
        status: 200,
        statusText: "OK",
        headers: [],
        body: huge,
        sizeBytes: 9,
        durationMs: 1,
        receivedAt: 2,
      },
    });
    const read = parseHistoryFile(
      JSON.stringify({ format: "reseller-console-history", version: 1, exportedAt: "", entries: [big] }),
    );
    if (!read.ok) throw new Error(read.problem.kind);
    const [entry] = read.entries;
    expect(entry?.response.kind === "http" && entry.response.body.length).toBe(5 * 1024 * 1024);
    expect(entry?.truncated).toEqual({ requestBody: false, responseBody: true });
  });

  it("refuses files that are not an export with a message that says what is wrong", () => {
    expect(parseHistoryFile("{oops")).toEqual({
      ok: false,
      problem: { kind: "not-json", detail: expect.any(String) },
    });
    expect(parseHistoryFile('{"log":{"version":"1.2"}}')).toEqual({
      ok: false,
      problem: { kind: "har" },
    });
    expect(parseHistoryFile("[1,2]")).toEqual({
      ok: false,
      problem: { kind: "not-export", format: "reseller-console-history" },
    });
    expect(parseHistoryFile('{"format":"reseller-console-history","version":7}')).toEqual({
      ok: false,
      problem: { kind: "version", found: "7", reads: 1 },
    });
    expect(parseHistoryFile('{"format":"reseller-console-history","version":1,"exportedAt":"","entries":{}}')).toEqual({
      ok: false,
      problem: { kind: "invalid", detail: "entries: Invalid input: expected array, received object" },
    });
  });

  it("sets a damaged entry apart with why, and still reads the others", () => {
    const broken = JSON.parse(toHistoryFile([balanceEntry("a", 1), balanceEntry("b", 2)], NOW));
    broken.entries[1].response.status = "200";
    expect(parseHistoryFile(JSON.stringify(broken))).toEqual({
      ok: true,
      entries: [balanceEntry("a", 1)],
      refused: [
        {
          entry: 2,
          reason: {
            code: "schema",
            params: { path: "response.status", message: "Invalid input: expected number, received string" },
          },
        },
      ],
    });
  });

  it("refuses times that Date cannot hold, so the HAR export cannot throw", () => {
    const file = ({ sentAt = 1, receivedAt = 13 }: { sentAt?: number; receivedAt?: number }) => {
      const parsed = JSON.parse(toHistoryFile([balanceEntry("a", 1)], NOW));
      Object.assign(parsed.entries[0], { sentAt });
      Object.assign(parsed.entries[0].response, { receivedAt });
      return parseHistoryFile(JSON.stringify(parsed));
    };
    const refusedFor = (field: string) => ({
      ok: true,
      entries: [],
      refused: [{ entry: 1, reason: { code: "schema", params: { path: field, message: expect.any(String) } } }],
    });
    expect(file({ sentAt: 1e20 })).toEqual(refusedFor("sentAt"));
    expect(file({ sentAt: -1 })).toEqual(refusedFor("sentAt"));
    expect(file({ sentAt: 1.5 })).toEqual(refusedFor("sentAt"));
    expect(file({ receivedAt: 8.64e15 + 1 })).toEqual(refusedFor("response.receivedAt"));
    expect(file({ sentAt: 8.64e15 })).toMatchObject({ ok: true, entries: [{ sentAt: 8.64e15 }], refused: [] });
  });
});
