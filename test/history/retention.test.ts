import { describe, expect, it } from "vitest";
import { overLimits, type Retained } from "../../src/history/retention";

const entry = (id: string, sentAt: number, storedBytes = 10, pinned = false): Retained => ({
  id,
  sentAt,
  storedBytes,
  pinned,
});

describe("the retention rule", () => {
  it("keeps everything within both limits", () => {
    expect(overLimits([entry("a", 1), entry("b", 2)], { maxEntries: 2, maxTotalBytes: 20 })).toEqual([]);
  });

  it("removes the oldest entries over the count limit", () => {
    const entries = [entry("a", 1), entry("c", 3), entry("b", 2), entry("d", 4)];
    expect(overLimits(entries, { maxEntries: 2, maxTotalBytes: 1000 })).toEqual(["b", "a"]);
  });

  it("removes an entry over the size limit but still keeps older ones that fit", () => {
    const entries = [entry("old-small", 1, 1), entry("big", 2, 50), entry("new", 3, 40)];
    expect(overLimits(entries, { maxEntries: 10, maxTotalBytes: 60 })).toEqual(["big"]);
  });

  it("does not let one large new entry push out older ones that still fit beside it", () => {
    const entries = [entry("a", 1, 5), entry("b", 2, 10), entry("c", 3, 30), entry("huge", 4, 80)];
    expect(overLimits(entries, { maxEntries: 10, maxTotalBytes: 100 })).toEqual(["c"]);
  });

  it("always keeps pinned entries, which count towards both limits", () => {
    const entries = [entry("pinned-old", 1, 10, true), entry("a", 2), entry("b", 3), entry("c", 4)];
    expect(overLimits(entries, { maxEntries: 2, maxTotalBytes: 1000 })).toEqual(["b", "a"]);
  });

  it("keeps pinned entries even when they alone are over the limits", () => {
    const entries = [entry("p1", 1, 80, true), entry("p2", 2, 80, true), entry("new", 3, 1)];
    expect(overLimits(entries, { maxEntries: 1, maxTotalBytes: 100 })).toEqual(["new"]);
  });

  it("breaks a tie in time by id, so the rule gives one answer", () => {
    expect(overLimits([entry("a", 5), entry("b", 5)], { maxEntries: 1, maxTotalBytes: 100 })).toEqual(["a"]);
  });
});
