import { describe, expect, it } from "vitest";
import type { BatchJournal } from "../../src/batch/batch-journal";
import type { BatchNews } from "../../src/batch/batch-news";
import { type BatchRun, createBatchRun } from "../../src/batch/batch-run";
import { checkRows } from "../../src/batch/check-rows";
import { createMemoryJournal } from "../../src/batch/memory-journal";
import { parseSheet } from "../../src/batch/parse-sheet";
import type { RequestSpec } from "../../src/request/request-spec";
import { answer } from "./fixtures";
import { apigamesOrder, apigamesRefusal } from "./market-answers";
import { settings, settle, TARGET } from "./runner-harness";

const FILE = ["product_id,user_id", "201,1000", "201,1001", "201,1002"].join("\n");
const plan = (batchId: string) => ({
  batchId,
  target: TARGET,
  prefix: "ref",
  checks: checkRows(parseSheet(FILE).rows, { batchId, prefix: "ref" }),
});
const quiet: BatchNews = { tell: () => undefined, listen: () => () => undefined };

/** An Apigames-shaped API: orders are placed, except those `lost` (a 502); status checks answer as `status` says. */
function apigames() {
  const orders: string[] = [];
  const checks: string[] = [];
  let lost = new Set<string>();
  let known = new Set<string>();
  const send = async (spec: RequestSpec) => {
    if (spec.method === "POST") {
      const reference = JSON.parse(spec.body ?? "{}").reseller_ref as string;
      orders.push(reference);
      if (lost.has(reference)) return answer(502, "Bad Gateway");
      return apigamesOrder({ trxId: `T-${reference}`, ref: reference, word: "Sukses" });
    }
    const reference = new URL(spec.url).searchParams.get("reseller_ref") ?? "";
    checks.push(reference);
    return known.has(reference)
      ? apigamesOrder({ trxId: `T-${reference}`, ref: reference, word: "Sukses" })
      : apigamesRefusal("Transaksi tidak ditemukan");
  };
  return {
    orders,
    checks,
    send,
    lose: (references: string[]) => {
      lost = new Set(references);
    },
    know: (references: string[]) => {
      known = new Set(references);
    },
  };
}

/** The pages of one browser over `journal`, each a batch run of its own, all sending to `api`. */
const tabsOf = (journal: BatchJournal, api: ReturnType<typeof apigames>) => () =>
  createBatchRun(
    async () => ({ journal, durable: true }),
    { target: TARGET, settings, send: api.send, answers: {} },
    quiet,
  );

/** Batch A placed with its first row sent, then paused before the rest. */
async function pausedAfterFirst(run: BatchRun, api: ReturnType<typeof apigames>) {
  const started = run.start(plan("A"), 1);
  for (let round = 0; round < 20 && api.orders.length < 1; round++) await settle();
  run.pause();
  await started;
}

describe("an abandoned batch", () => {
  it("is marked when New batch leaves it, not reopened as interrupted, and its Resume asks before sending rows another batch placed", async () => {
    const journal = createMemoryJournal();
    const api = apigames();
    const tab = tabsOf(journal, api);
    const a = tab();
    await pausedAfterFirst(a, api);
    expect(api.orders).toEqual(["ref-A-2"]);
    a.close();
    await settle();
    expect((await journal.batch("A"))?.abandonedAt).toEqual(expect.any(Number));
    // The same file again, as batch B: every player topped up.
    await a.start(plan("B"), 1);
    expect(api.orders).toEqual(["ref-A-2", "ref-B-2", "ref-B-3", "ref-B-4"]);
    a.dispose();

    // Later the page opens: A is not offered as interrupted.
    const later = tab();
    await later.open();
    expect(later.getSnapshot().batch?.meta.id).not.toBe("A");
    // Opened from History, its Resume asks and sends nothing.
    await later.openBatch("A");
    expect(later.getSnapshot().batch).toMatchObject({ meta: { id: "A" }, interrupted: true });
    later.resume(1);
    for (let round = 0; round < 20 && !later.getSnapshot().asking; round++) await settle();
    expect(later.getSnapshot().asking).toEqual({ abandonedAt: expect.any(Number), placedByOthers: 2 });
    later.cancelResume();
    expect(later.getSnapshot().asking).toBeUndefined();
    expect(api.orders).toHaveLength(4);
    // Only the person's explicit "anyway" sends them, and then A is no longer abandoned.
    later.resume(1, true);
    for (let round = 0; round < 40 && !later.getSnapshot().end; round++) await settle();
    expect(later.getSnapshot().end).toMatchObject({ kind: "finished", counts: { placed: 3 } });
    expect(api.orders.slice(4)).toEqual(["ref-A-3", "ref-A-4"]);
    expect((await journal.batch("A"))?.abandonedAt).toBeUndefined();
    later.dispose();
  });

  it("checks again at Resume the rows another batch placed since, though this one was never left", async () => {
    const journal = createMemoryJournal();
    const api = apigames();
    const tab = tabsOf(journal, api);
    const first = tab();
    await pausedAfterFirst(first, api);
    first.dispose();
    // Another page placed B from the same file meanwhile.
    const other = tab();
    await other.start(plan("B"), 1);
    other.dispose();
    const again = tab();
    await again.openBatch("A");
    again.resume(1);
    for (let round = 0; round < 20 && !again.getSnapshot().asking; round++) await settle();
    expect(again.getSnapshot().asking).toEqual({ placedByOthers: 2 });
    expect(api.orders).toHaveLength(4);
    again.dispose();
  });

  it("sends only the row a person sends again: the batch's other rows wait for Resume and its question", async () => {
    const journal = createMemoryJournal();
    const api = apigames();
    // A's row 2 answer is lost (a 502: it may have been placed); the person pauses before the rest.
    api.lose(["ref-A-2"]);
    const a = tabsOf(journal, api)();
    await pausedAfterFirst(a, api);
    a.close();
    await settle();
    // The same file again, as batch B: every player topped up.
    api.lose([]);
    await a.start(plan("B"), 1);
    a.close();
    await a.openBatch("A");
    a.sendAgain(2, 1);
    for (let round = 0; round < 40 && !a.getSnapshot().end; round++) await settle();
    // Paused, not finished: Resume goes on with the rows still waiting, and asks first.
    expect(a.getSnapshot().end).toMatchObject({ kind: "paused", counts: { placed: 1, pending: 2 } });
    // Only the row sent again: A's lines 3 and 4 (players B topped up) are not sent unasked.
    expect(api.orders).toEqual(["ref-A-2", "ref-B-2", "ref-B-3", "ref-B-4", "ref-A-2"]);
    expect((await journal.batch("A"))?.abandonedAt).toEqual(expect.any(Number));
    a.dispose();
  });

  it("asks about unknown rows from History and sends no order", async () => {
    const journal = createMemoryJournal();
    const api = apigames();
    api.lose(["ref-A-3"]);
    const run = tabsOf(journal, api)();
    await run.start(plan("A"), 1);
    run.stop();
    expect(run.getSnapshot().end).toMatchObject({ counts: { unknown: 1, placed: 2 } });
    api.know(["ref-A-3"]);
    run.askUnknown();
    for (let round = 0; round < 40 && api.checks.length === 0; round++) await settle();
    for (let round = 0; round < 40 && run.getSnapshot().running; round++) await settle();
    expect(api.checks).toEqual(["ref-A-3"]);
    expect(api.orders).toEqual(["ref-A-2", "ref-A-3", "ref-A-4"]);
    expect((await journal.rows("A"))[1]?.state).toMatchObject({ kind: "placed", via: "status_check" });
    run.dispose();
  });
});
