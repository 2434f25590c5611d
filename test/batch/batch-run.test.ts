import { describe, expect, it } from "vitest";
import type { BatchJournal } from "../../src/batch/batch-journal";
import { type BatchRun, createBatchRun } from "../../src/batch/batch-run";
import { createLiveRun } from "../../src/batch/live-run";
import { createMemoryJournal } from "../../src/batch/memory-journal";
import type { Send } from "../../src/pacing/request-engine";
import type { RequestSpec } from "../../src/request/request-spec";
import { answer } from "./fixtures";
import { BATCH, deferred, newBatch, planOf, ref, settings, settle, TARGET } from "./runner-harness";

/** An API whose orders are placed, then answered Sukses by Check order status; every request is kept. */
function marketApi() {
  const sent: string[] = [];
  const send = async (spec: RequestSpec) => {
    const url = new URL(spec.url);
    if (spec.method === "POST") {
      const reference = JSON.parse(spec.body ?? "{}").reseller_ref;
      sent.push(`order ${reference}`);
      return answer(200, { status: 1, data: { trx_id: `TRX-${reference}`, ref_id: reference, status: "Pending" } });
    }
    sent.push(`status ${url.search}`);
    return answer(200, { status: 1, data: { status: "Sukses" } });
  };
  return { sent, send };
}

/** A batch's run over `journal`, sending to `send`, on the harness's target. */
const runOver = (journal: BatchJournal, send: Send, durable = true) =>
  createBatchRun(async () => ({ journal, durable }), { target: TARGET, settings, send, answers: {} });

/** A batch of `rows` rows whose first `unknown` ones were sent and never answered (a page closed mid-send). */
async function withUnknownRows(rows: number, unknown: number) {
  const journal = await newBatch(rows);
  for (const row of (await journal.rows(BATCH)).slice(0, unknown)) {
    await journal.put({ ...row, sends: 1, state: { kind: "unknown", sentAt: 0, cause: { kind: "interrupted" } } });
  }
  return journal;
}

/** A run over the journal with its batch open, sending to the market API. */
async function openedOver(journal: BatchJournal) {
  const api = marketApi();
  const run = runOver(journal, api.send);
  await run.openBatch(BATCH);
  return { api, run };
}

/** The orders an API was sent, by reference. */
const ordersOf = (api: ReturnType<typeof marketApi>) => api.sent.filter((each) => each.startsWith("order"));

/** Until a run has started (a press starts it after a few awaits), then until it has ended. */
async function untilRunning(run: BatchRun) {
  for (let round = 0; round < 20 && !run.getSnapshot().running; round++) await Promise.resolve();
}
async function untilEnded(run: BatchRun) {
  for (let round = 0; round < 40 && !run.getSnapshot().end; round++) await settle();
}

describe("a batch's run, as a store", () => {
  it("places each row once, tells its listeners, and ends with the counts", async () => {
    const journal = createMemoryJournal();
    const api = marketApi();
    const run = runOver(journal, api.send, false);
    const seen: boolean[] = [];
    run.subscribe(() => seen.push(run.getSnapshot().running));
    await run.open();
    expect(run.getSnapshot()).toMatchObject({ durable: false, running: false });
    await run.start(planOf(2), 1);
    const state = run.getSnapshot();
    expect(state.end).toMatchObject({ kind: "finished", counts: { placed: 2 } });
    expect(ordersOf(api)).toHaveLength(2);
    expect(state.batch?.rows.size).toBe(2);
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
    // The same snapshot until something changes.
    expect(run.getSnapshot()).toBe(state);
    run.dispose();
  });

  it("shows the unfinished batch of this browser when the region opens, interrupted", async () => {
    const journal = createMemoryJournal();
    const first = runOver(journal, async () => new Promise(() => undefined));
    // The page closes while the first order is on its way.
    void first.start(planOf(2), 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.dispose();
    const again = runOver(journal, marketApi().send);
    await again.open();
    expect(again.getSnapshot().batch).toMatchObject({ meta: { id: BATCH }, interrupted: true });
    again.dispose();
  });

  it.each(["pause", "stop", "dispose"] as const)(
    "starts nothing when %s comes while Resume is still starting",
    async (how) => {
      const { api, run } = await openedOver(await newBatch(3));
      run.resume(1);
      run[how]();
      for (let round = 0; round < 20; round++) await settle();
      expect(api.sent).toEqual([]);
      run.dispose();
    },
  );

  it("keeps a Pause pressed as Send again starts its run: nothing else is sent", async () => {
    const { api, run } = await openedOver(await withUnknownRows(3, 1));
    run.sendAgain(2, 1);
    await untilRunning(run);
    expect(run.getSnapshot().running).toBe(true);
    run.pause();
    await untilEnded(run);
    expect(run.getSnapshot().end).toMatchObject({ kind: "paused" });
    expect(ordersOf(api)).toEqual([]);
    run.dispose();
  });

  it("sends each row a person sends again while such a run goes on, once, and never the rows waiting for Resume", async () => {
    const { api, run } = await openedOver(await withUnknownRows(3, 2));
    run.sendAgain(2, 1);
    await untilRunning(run);
    run.sendAgain(3, 1);
    await untilEnded(run);
    expect(ordersOf(api)).toEqual([`order ${ref(2)}`, `order ${ref(3)}`]);
    // Line 4 was never sent: it waits for Resume, and the batch is paused, not finished.
    expect(run.getSnapshot().end).toMatchObject({ kind: "paused", counts: { pending: 1 } });
    run.dispose();
  });

  it("sends a row sent again as the run ends, once its move is written, instead of leaving it waiting", async () => {
    const base = await withUnknownRows(2, 2);
    // Line 3's move back to waiting is written slowly: the run for line 2 ends meanwhile.
    const written = deferred<void>();
    const journal: BatchJournal = {
      ...base,
      put: async (row) => {
        if (row.line === 3 && row.state.kind === "pending") await written.promise;
        return base.put(row);
      },
    };
    const { api, run } = await openedOver(journal);
    run.sendAgain(2, 1);
    await untilRunning(run);
    run.sendAgain(3, 1);
    for (let round = 0; round < 20 && ordersOf(api).length < 1; round++) await settle();
    await settle();
    written.resolve();
    await untilEnded(run);
    expect(ordersOf(api)).toEqual([`order ${ref(2)}`, `order ${ref(3)}`]);
    expect(run.getSnapshot().end).toMatchObject({ kind: "finished", counts: { pending: 0 } });
    run.dispose();
  });

  it("keeps no copy of the key an API echoes back in its journal", async () => {
    const journal = createMemoryJournal();
    const key = settings.apiKey;
    const run = runOver(journal, async () =>
      answer(403, { error: { code: "FORBIDDEN", message: `Key ${key} may not place orders.` } }),
    );
    await run.start(planOf(1), 1);
    const [row] = await journal.rows(BATCH);
    expect(row?.state).toMatchObject({ kind: "refused", message: "Key [redacted] may not place orders." });
    expect(JSON.stringify(await journal.rows(BATCH))).not.toContain(key);
    run.dispose();
  });

  it("is read beside the region through the live run: the run's own snapshot, told of each change, until the region closes", async () => {
    const journal = createMemoryJournal();
    const make = () => runOver(journal, marketApi().send, false);
    const live = createLiveRun();
    const told: unknown[] = [];
    live.subscribe(() => told.push(live.getSnapshot()));
    const run = make();
    const hide = live.show(run);
    await run.start(planOf(2), 1);
    // Every snapshot the region renders, and no other object.
    expect(live.getSnapshot()).toBe(run.getSnapshot());
    expect(live.getSnapshot()?.batch?.rows.size).toBe(2);
    expect(told.length).toBeGreaterThan(2);
    expect(told.at(-1)).toBe(run.getSnapshot());
    // A region opened anew (React's strict mode mounts twice) is not closed by the old one's closing.
    const next = make();
    const hideNext = live.show(next);
    hide();
    expect(live.getSnapshot()).toBe(next.getSnapshot());
    hideNext();
    expect(live.getSnapshot()).toBeUndefined();
    // A closed region's run tells no one.
    const after = told.length;
    run.close();
    expect(told).toHaveLength(after);
    run.dispose();
    next.dispose();
  });
});
