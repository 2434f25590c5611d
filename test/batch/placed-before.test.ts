import { describe, expect, it } from "vitest";
import { checkRows } from "../../src/batch/check-rows";
import { parseSheet } from "../../src/batch/parse-sheet";
import { earlierRows, warnPlacedBefore } from "../../src/batch/placed-before";
import { startBatch } from "../../src/batch/start-batch";
import { batchMessages } from "../../src/features/batch/batch-messages";
import { wordRowWarning } from "../../src/features/batch/word-row-check";
import { answer } from "./fixtures";
import { BATCH, newBatch, ref, runnerFor, START, TARGET } from "./runner-harness";

const file = ["product_id,user_id,reseller_ref", "201,1000,", "201,1001,", "201,5555,", `202,7,${ref(4)}`].join("\n");

describe("a batch file placed again", () => {
  it("gets new references, and warns of rows an earlier batch placed or references it sent", async () => {
    const journal = await newBatch(3);
    // The earlier batch: lines 2 and 3 placed (players 1000 and 1001), line 4 refused.
    await runnerFor(journal, (call) =>
      call.reference === ref(4) ? answer(422, {}) : answer(201, { order_id: `ord-${call.reference}` }),
    ).runner.run();

    const again = checkRows(parseSheet(file).rows, { batchId: "20261123-fff000", prefix: "ref" });
    expect(again.map((check) => check.order?.reseller_ref)).toEqual([
      "ref-20261123-fff000-2",
      "ref-20261123-fff000-3",
      "ref-20261123-fff000-4",
      ref(4),
    ]);
    const warned = warnPlacedBefore(again, await earlierRows(journal, TARGET, "20261123-fff000"));
    expect(warned.map((check) => check.warnings)).toEqual([
      [{ code: "placed_before", batchId: BATCH, line: 2, reference: ref(2), orderId: `ord-${ref(2)}` }],
      [{ code: "placed_before", batchId: BATCH, line: 3, reference: ref(3), orderId: `ord-${ref(3)}` }],
      [],
      [{ code: "reference_used_before", batchId: BATCH, line: 4 }],
    ]);
    expect(warned.every((check) => check.verdict === "ready")).toBe(true);
  });

  it("warns that an earlier batch may have placed a row whose order timed out, and says placed when one is known", async () => {
    const journal = await newBatch(2);
    // The earlier batch: line 2's order timed out (it may have been placed and charged), line 3 placed.
    await runnerFor(journal, (call) =>
      call.reference === ref(2)
        ? { kind: "failure", failure: "timeout", detail: "timed out", durationMs: 30_000, receivedAt: 0 }
        : answer(201, { order_id: `ord-${call.reference}` }),
    ).runner.run();
    const again = checkRows(parseSheet(file).rows, { batchId: "20261123-fff000", prefix: "ref" });
    const warned = warnPlacedBefore(again, await earlierRows(journal, TARGET, "20261123-fff000"));
    expect(warned[0]?.warnings).toEqual([
      { code: "placed_before", batchId: BATCH, line: 2, reference: ref(2), maybe: true },
    ]);
    expect(warned[1]?.warnings).toEqual([
      { code: "placed_before", batchId: BATCH, line: 3, reference: ref(3), orderId: `ord-${ref(3)}` },
    ]);
    const [maybe] = warned[0]?.warnings ?? [];
    if (!maybe) throw new Error("no warning");
    expect(wordRowWarning(batchMessages.en, maybe)).toBe(
      `Batch ${BATCH} may already have placed this package for this player (line 2, ${ref(2)}): what became of that order is not known. Ask about it in History first.`,
    );
    expect(wordRowWarning(batchMessages.id, maybe)).toContain("mungkin sudah memesan");
  });

  it("compares only with batches on the same target, never with itself", async () => {
    const journal = await newBatch(1);
    await runnerFor(journal, () => answer(201, {})).runner.run();
    expect(await earlierRows(journal, "another target", "x")).toEqual([]);
    expect(await earlierRows(journal, TARGET, BATCH)).toEqual([]);
    const checks = checkRows(parseSheet("product_id,user_id\n201,1000\n").rows, { batchId: "n" });
    await startBatch(journal, checks, { batchId: "n", target: TARGET, prefix: "ref", now: START });
    expect(await earlierRows(journal, TARGET, "n")).toHaveLength(1);
  });
});
