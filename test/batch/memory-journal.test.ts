import { describe, expect, it } from "vitest";
import { createMemoryJournal } from "../../src/batch/memory-journal";
import type { BatchRow } from "../../src/batch/row-state";

const row = (line: number): BatchRow => ({
  batchId: "b",
  line,
  order: { product_id: 1, user_id: "2", reseller_ref: `r-${line}` },
  state: { kind: "pending" },
  sends: 0,
  rateLimited: 0,
});
const meta = { id: "b", createdAt: 1, target: "t", prefix: "ref", rowCount: 2 };

describe("the memory journal", () => {
  it("keeps a batch's rows by line and copies them in and out, as IndexedDB does", async () => {
    const journal = createMemoryJournal();
    const given = [row(9), row(3)];
    await journal.create(meta, given);
    given[0] = { ...row(9), sends: 5 };
    const read = await journal.rows("b");
    expect(read.map((each) => [each.line, each.sends])).toEqual([
      [3, 0],
      [9, 0],
    ]);
    (read[0] as BatchRow).sends = 7;
    expect((await journal.rows("b"))[0]?.sends).toBe(0);
  });

  it("replaces a row on put, and lists its batches", async () => {
    const journal = createMemoryJournal();
    await journal.create(meta, [row(3)]);
    await journal.put({ ...row(3), state: { kind: "sending", sentAt: 5 } });
    expect((await journal.rows("b"))[0]?.state).toEqual({ kind: "sending", sentAt: 5 });
    expect(await journal.batches()).toEqual([meta]);
    expect(await journal.batch("other")).toBeUndefined();
  });
});
