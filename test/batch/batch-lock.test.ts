import { afterEach, describe, expect, it, vi } from "vitest";
import { lockName, webBatchLocks } from "../../src/batch/batch-locks";
import type { BatchNews } from "../../src/batch/batch-news";
import { createBatchRun } from "../../src/batch/batch-run";
import { createMemoryJournal } from "../../src/batch/memory-journal";
import { STALE_MS, storageLocks } from "../../src/batch/storage-locks";
import { REDRAW_MS } from "../../src/lib/throttled";
import type { RequestSpec } from "../../src/request/request-spec";
import { fakeLocks } from "./fake-locks";
import { apigamesOrder } from "./market-answers";
import { BATCH, deferred, planOf, settings, settle, TARGET } from "./runner-harness";

/** BroadcastChannel between the tabs of one test: what one tells, the others hear. */
function sharedNews(): BatchNews {
  const listeners = new Set<{ batchId: string; changed: () => void }>();
  return {
    tell: (batchId) => {
      for (const each of listeners) if (each.batchId === batchId) each.changed();
    },
    listen(batchId, changed) {
      const entry = { batchId, changed };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}

/** A storage shared by two tabs, as localStorage is. */
function sharedStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("one runner per batch, across tabs", () => {
  it("holds a Web Lock per batch: a second tab gets none until the first lets go or its page closes", async () => {
    const browser = fakeLocks();
    const tabA = webBatchLocks(browser.manager);
    const tabB = webBatchLocks(browser.manager);
    const held = await tabA.tryHold(BATCH);
    expect(held).toBeDefined();
    expect(await tabB.tryHold(BATCH)).toBeUndefined();
    // Another batch is another lock.
    (await tabB.tryHold("other"))?.release();
    let free = false;
    const waiting = tabB.whenFree(BATCH, new AbortController().signal).then(() => {
      free = true;
    });
    await settle();
    expect(free).toBe(false);
    held?.release();
    await waiting;
    expect(free).toBe(true);
    // A page that closes mid-run lets go of its lock with it.
    await tabA.tryHold(BATCH);
    expect(browser.isHeld(lockName(BATCH))).toBe(true);
    browser.closeTabs();
    expect(browser.isHeld(lockName(BATCH))).toBe(false);
    expect(await tabB.tryHold(BATCH)).toBeDefined();
  });

  it("falls back to a heartbeat where there are no Web Locks: busy while fresh, free once released or stale", async () => {
    const storage = sharedStorage();
    let now = 1_000_000;
    const tabA = storageLocks(storage, "a", () => now);
    const tabB = storageLocks(storage, "b", () => now);
    const held = await tabA.tryHold(BATCH);
    expect(held).toBeDefined();
    expect(await tabB.tryHold(BATCH)).toBeUndefined();
    held?.release();
    await tabB.whenFree(BATCH, new AbortController().signal);
    const heldB = await tabB.tryHold(BATCH);
    expect(heldB).toBeDefined();
    expect(await tabA.tryHold(BATCH)).toBeUndefined();
    // A tab that crashed stops beating: its batch is free once the beat is stale, not before.
    now += STALE_MS - 1;
    expect(await tabA.tryHold(BATCH)).toBeUndefined();
    now += 1;
    const taken = await tabA.tryHold(BATCH);
    expect(taken).toBeDefined();
    taken?.release();
    heldB?.release();
  });

  it("shows a batch another tab runs with its live counts, sends nothing from there, and takes over once it ends", async () => {
    const journal = createMemoryJournal();
    const browser = fakeLocks();
    const news = sharedNews();
    const orders: string[] = [];
    const gates = [deferred<void>(), deferred<void>()];
    // The redraws, and with them the word to other tabs, are throttled by a timer: moved by hand.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const send = async (spec: RequestSpec) => {
      const reference = JSON.parse(spec.body ?? "{}").reseller_ref as string;
      orders.push(`${spec.method} ${reference ?? new URL(spec.url).search}`);
      await gates[orders.length - 2]?.promise;
      return apigamesOrder({ trxId: `T-${reference}`, ref: reference, word: "Sukses" });
    };
    const tab = () =>
      createBatchRun(
        async () => ({ journal, durable: true, locks: webBatchLocks(browser.manager) }),
        { target: TARGET, settings, send, answers: {} },
        news,
      );
    const a = tab();
    const running = a.start(planOf(3), 1);
    for (let round = 0; round < 20 && orders.length < 2; round++) await settle();
    expect(orders).toHaveLength(2);

    const b = tab();
    await b.open();
    expect(b.getSnapshot()).toMatchObject({ elsewhere: true, running: false, batch: { interrupted: false } });
    expect([...(b.getSnapshot().batch?.rows.values() ?? [])].map((row) => row.state.kind)).toEqual([
      "placed",
      "sending",
      "pending",
    ]);
    // Everything a person could press in the second tab.
    b.resume(2);
    b.sendAgain(3, 2);
    b.resume(1);
    await settle();
    expect(orders).toHaveLength(2);
    // A's row in flight is not turned unknown by B.
    expect((await journal.rows(BATCH))[1]?.state.kind).toBe("sending");

    // B's counts follow A's run as A writes them.
    gates[0]?.resolve();
    for (let round = 0; round < 20 && orders.length < 3; round++) await settle();
    await vi.advanceTimersByTimeAsync(REDRAW_MS);
    await settle();
    expect([...(b.getSnapshot().batch?.rows.values() ?? [])].map((row) => row.state.kind)).toEqual([
      "placed",
      "placed",
      "sending",
    ]);
    expect(b.getSnapshot().elsewhere).toBe(true);

    gates[1]?.resolve();
    await running;
    for (let round = 0; round < 20 && b.getSnapshot().elsewhere; round++) await settle();
    expect(orders.filter((each) => each.startsWith("POST"))).toEqual([
      `POST ref-${BATCH}-2`,
      `POST ref-${BATCH}-3`,
      `POST ref-${BATCH}-4`,
    ]);
    // The lock is free: B shows the batch as A left it, finished, its own to resume.
    expect(b.getSnapshot().elsewhere).toBe(false);
    expect([...(b.getSnapshot().batch?.rows.values() ?? [])].map((row) => row.state.kind)).toEqual([
      "placed",
      "placed",
      "placed",
    ]);
    expect((await journal.rows(BATCH)).map((row) => row.sends)).toEqual([1, 1, 1]);
    a.dispose();
    b.dispose();
  });
});
