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
    expect(parseHistoryFile(text)).toEqual({ ok: true, entries });
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

  it("refuses bad files with a message that says what is wrong", () => {
    expect(parseHistoryFile("{oops")).toEqual({
      ok: false,
      message: expect.stringMatching(/^The file is not JSON \(/),
    });
    expect(parseHistoryFile('{"log":{"version":"1.2"}}')).toEqual({
      ok: false,
      message: "This is a HAR file. Import takes the console's own JSON export (Export JSON); HAR is for other tools.",
    });
    expect(parseHistoryFile("[1,2]")).toEqual({
      ok: false,
      message: 'This is not a history file exported by this console: it has no "format": "reseller-console-history".',
    });
    expect(parseHistoryFile('{"format":"reseller-console-history","version":7}')).toEqual({
      ok: false,
      message: "This history file has version 7; this console reads version 1.",
    });
    const broken = JSON.parse(toHistoryFile([balanceEntry("a", 1), balanceEntry("b", 2)], NOW));
    broken.entries[1].response.status = "200";
    expect(parseHistoryFile(JSON.stringify(broken))).toEqual({
      ok: false,
      message:
        "The file is not a valid history export: Entry 2, response.status: Invalid input: expected number, received string.",
    });
  });
});
