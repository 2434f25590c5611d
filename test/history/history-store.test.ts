import { describe, expect, it } from "vitest";
import { historyMessages } from "../../src/features/history/history-messages";
import { reasonText } from "../../src/features/history/reason-text";
import { createHistoryStore } from "../../src/history/history-store";
import { createMemoryHistoryStore } from "../../src/history/memory-history-store";
import { createMemoryTables } from "../../src/history/memory-tables";
import { reasonOf } from "../../src/history/set-aside-reason";
import { summarize } from "../../src/history/summarize";
import { balanceEntry } from "./fixtures";

const LIMITS = { maxEntries: 3, maxTotalBytes: 1_000_000, maxBodyBytes: 1000 };

describe("the history store", () => {
  it("lists entries newest first and opens each one whole", async () => {
    const store = createMemoryHistoryStore(undefined, LIMITS);
    await store.add([balanceEntry("a", 1000), balanceEntry("b", 3000), balanceEntry("c", 2000)]);
    const { summaries, setAsideNow } = await store.list();
    expect(summaries.map((summary) => summary.id)).toEqual(["b", "c", "a"]);
    expect(setAsideNow).toBe(0);
    expect(await store.get("c")).toEqual({ ok: true, entry: balanceEntry("c", 2000) });
  });

  it("applies the retention rule on every add and keeps pinned entries", async () => {
    const store = createMemoryHistoryStore(undefined, LIMITS);
    await store.add([balanceEntry("a", 1), balanceEntry("b", 2), balanceEntry("c", 3)]);
    await store.setPinned("a", true);
    expect(await store.add([balanceEntry("d", 4)])).toEqual({ added: 1, duplicates: 0, removed: 1, notKept: 0 });
    const { summaries } = await store.list();
    expect(summaries.map((summary) => [summary.id, summary.pinned])).toEqual([
      ["d", false],
      ["c", false],
      ["a", true],
    ]);
  });

  it("adds an entry with a known id only once", async () => {
    const store = createMemoryHistoryStore(undefined, LIMITS);
    await store.add([balanceEntry("a", 1)]);
    expect(await store.add([balanceEntry("a", 1), balanceEntry("b", 2), balanceEntry("b", 2)])).toEqual({
      added: 1,
      duplicates: 2,
      removed: 0,
      notKept: 0,
    });
  });

  it("sets damaged and foreign records aside, reports them, and keeps the rest", async () => {
    const good = balanceEntry("good", 5);
    const orphan = balanceEntry("orphan", 6);
    const tables = createMemoryTables({
      summaries: [
        ["good", summarize(good)],
        ["junk", { hello: "world" }],
        [42, "not even an object"],
        ["lost", summarize(balanceEntry("lost", 7))],
      ],
      entries: [
        ["good", good],
        ["orphan", orphan],
        ["foreign", { id: "foreign", actionId: "format_disk" }],
      ],
    });
    const store = createHistoryStore(tables, { limits: LIMITS });
    const first = await store.list();
    // The orphan entry was valid: its summary is rebuilt rather than the entry lost.
    expect(first.summaries.map((summary) => summary.id)).toEqual(["orphan", "good"]);
    expect(first.setAsideNow).toBe(4);
    const aside = await store.setAside();
    expect(aside.map((record) => [record.from, record.key, reasonText(historyMessages.en, record.reason)])).toEqual([
      ["summaries", "junk", "id: Invalid input: expected string, received undefined"],
      ["summaries", 42, "Invalid input: expected object, received string"],
      ["summaries", "lost", "Its entry is missing"],
      ["entries", "foreign", "sentAt: Invalid input: expected number, received undefined"],
    ]);
    expect(aside[0]?.value).toEqual({ hello: "world" });
    // Read again, nothing new is found: the bad records were moved, not left to be reported twice.
    expect((await store.list()).setAsideNow).toBe(0);
    await store.clearSetAside();
    expect(await store.setAside()).toEqual([]);
  });

  it("sets aside an entry that turns out damaged when opened", async () => {
    const good = balanceEntry("x", 5);
    const tables = createMemoryTables({
      summaries: [["x", summarize(good)]],
      entries: [["x", { ...good, response: null }]],
    });
    const store = createHistoryStore(tables, { limits: LIMITS });
    expect(await store.get("x")).toEqual({
      ok: false,
      problem: {
        kind: "set-aside",
        why: { code: "schema", params: { path: "response", message: "Invalid input: expected object, received null" } },
      },
    });
    expect((await store.list()).summaries).toEqual([]);
    expect((await store.setAside()).map((record) => record.key)).toEqual(["x"]);
  });

  it("keeps an entry pinned when its summary is lost and rebuilt", async () => {
    const tables = createMemoryTables();
    const store = createHistoryStore(tables, { limits: LIMITS });
    await store.add([balanceEntry("a", 1), balanceEntry("b", 2)]);
    await store.setPinned("a", true);
    // The summary goes missing (a damaged record set aside); the entry is still there.
    await tables.apply({
      setAside: [{ from: "summaries", key: "a", reason: reasonOf("not-record"), value: null, at: 0 }],
    });
    const { summaries } = await store.list();
    expect(summaries.map((summary) => [summary.id, summary.pinned])).toEqual([
      ["b", false],
      ["a", true],
    ]);
  });

  it("adds an entry unpinned whatever the file says", async () => {
    const store = createMemoryHistoryStore(undefined, LIMITS);
    await store.add([{ ...balanceEntry("a", 1), pinned: true }]);
    expect((await store.list()).summaries.map((summary) => summary.pinned)).toEqual([false]);
    const read = await store.get("a");
    expect(read.ok && read.entry.pinned).toBe(undefined);
  });

  it("removes entries by id", async () => {
    const store = createMemoryHistoryStore(undefined, LIMITS);
    await store.add([balanceEntry("a", 1), balanceEntry("b", 2)]);
    await store.remove(["a"]);
    expect((await store.list()).summaries.map((summary) => summary.id)).toEqual(["b"]);
    expect(await store.get("a")).toEqual({ ok: false, problem: { kind: "gone" } });
  });
});
