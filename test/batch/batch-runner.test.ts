import { describe, expect, it } from "vitest";
import type { BatchJournal } from "../../src/batch/batch-journal";
import { createMemoryJournal } from "../../src/batch/memory-journal";
import type { BatchRow } from "../../src/batch/row-state";
import { SETTLE_MS } from "../../src/batch/status-answer";
import type { ResponseRecord } from "../../src/request/response-record";
import { answer } from "./fixtures";
import { BATCH, type Call, deferred, fakeClock, newBatch, ref, runnerFor, settle } from "./runner-harness";

const placed = (call: Call) =>
  answer(201, { data: { order_id: `ord-${call.reference}`, reseller_ref: call.reference, status: "pending" } });
const states = (rows: BatchRow[]) => rows.map((row) => row.state.kind);
/** What the runner asked, in order: each call's kind and row reference. */
const asked = (calls: Call[]) => calls.map((call) => `${call.kind} ${call.reference}`);

describe("the batch runner: sending", () => {
  it("writes each row ahead, sends it once, and records the order found by field name", async () => {
    const journal = await newBatch(3);
    const seen: string[] = [];
    const { runner, calls } = runnerFor(journal, async (call) => {
      // The journal holds `sending` for the row before its request leaves.
      const row = (await journal.rows(BATCH)).find((each) => each.order.reseller_ref === call.reference);
      seen.push(row?.state.kind ?? "missing");
      return placed(call);
    });
    const end = await runner.run();
    expect(end).toMatchObject({ kind: "finished", counts: { placed: 3, pending: 0 } });
    expect(seen).toEqual(["sending", "sending", "sending"]);
    expect(calls.map((call) => call.reference)).toEqual([ref(2), ref(3), ref(4)]);
    const rows = await journal.rows(BATCH);
    expect(rows[0]?.state).toMatchObject({ kind: "placed", orderId: `ord-${ref(2)}`, orderStatus: "pending" });
    expect(rows.map((row) => row.sends)).toEqual([1, 1, 1]);
  });

  it("records a refusal in the API's words and goes on", async () => {
    const journal = await newBatch(2);
    const { runner } = runnerFor(journal, (call) =>
      call.reference === ref(2) ? answer(422, { error: { message: "No player 1000." } }) : placed(call),
    );
    await runner.run();
    const [first, second] = await journal.rows(BATCH);
    expect(first?.state).toMatchObject({ kind: "refused", status: 422, message: "No player 1000." });
    expect(second?.state.kind).toBe("placed");
  });

  it("never sends an unknown row again on its own", async () => {
    const journal = await newBatch(3);
    const { runner, calls } = runnerFor(journal, (call) =>
      call.reference === ref(3) ? answer(503, "Service Unavailable") : placed(call),
    );
    const end = await runner.run();
    expect(end).toMatchObject({ kind: "finished", counts: { placed: 2, unknown: 1 } });
    expect(calls.filter((call) => call.reference === ref(3))).toHaveLength(1);
    expect((await journal.rows(BATCH))[1]?.state).toMatchObject({
      kind: "unknown",
      cause: { kind: "status", status: 503 },
    });
  });

  it("treats a send that throws as no answer, so the row is unknown, not pending", async () => {
    const journal = await newBatch(1);
    const { runner } = runnerFor(journal, () => {
      throw new TypeError("Failed to fetch");
    });
    await runner.run();
    expect((await journal.rows(BATCH))[0]?.state).toMatchObject({ kind: "unknown", cause: { kind: "no-answer" } });
  });

  it("sends nothing when the row's write-ahead cannot be stored", async () => {
    const journal = await newBatch(2);
    const failing = { ...journal, put: async () => Promise.reject(new Error("QuotaExceededError")) };
    const { runner, calls } = runnerFor(failing, placed);
    expect(await runner.run()).toMatchObject({ kind: "journal_failed", detail: "QuotaExceededError" });
    expect(calls).toEqual([]);
  });

  it("refuses to run the batch on another target", async () => {
    const journal = await newBatch(1);
    const { runner, calls } = runnerFor(journal, placed, { target: "live https://other.test/v1 rest ffff" });
    expect(await runner.run()).toMatchObject({ kind: "wrong_target" });
    expect(calls).toEqual([]);
  });
});

describe("the batch runner: pacing", () => {
  it("waits until the reset when the API says no requests are left", async () => {
    const journal = await newBatch(2);
    const { runner, calls, clock } = runnerFor(journal, (call) =>
      answer(201, { order_id: call.reference }, [
        ["X-RateLimit-Remaining", "0"],
        ["X-RateLimit-Reset", "30"],
      ]),
    );
    await runner.run();
    expect(clock.sleeps).toEqual([30_000]);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBe(30_000);
  });

  it("sends a rate-limited row again after Retry-After, with the same reference", async () => {
    const journal = await newBatch(2);
    let first = true;
    const { runner, calls, clock } = runnerFor(journal, (call) => {
      if (!first) return placed(call);
      first = false;
      return answer(429, { message: "Slow down" }, [["Retry-After", "12"]]);
    });
    const end = await runner.run();
    expect(end).toMatchObject({ kind: "finished", counts: { placed: 2 } });
    expect(calls.map((call) => call.reference)).toEqual([ref(2), ref(2), ref(3)]);
    expect(clock.sleeps).toEqual([12_000]);
    expect((await journal.rows(BATCH))[0]).toMatchObject({ sends: 2, rateLimited: 0 });
  });
});

describe("the batch runner: concurrency", () => {
  async function peakInFlight(rows: number, concurrency?: number) {
    const journal = await newBatch(rows);
    let inFlight = 0;
    let peak = 0;
    const { runner } = runnerFor(
      journal,
      async (call) => {
        peak = Math.max(peak, ++inFlight);
        await settle(5);
        inFlight--;
        return placed(call);
      },
      concurrency === undefined ? {} : { concurrency },
    );
    const end = await runner.run();
    expect(end).toMatchObject({ kind: "finished", counts: { placed: rows } });
    return peak;
  }

  it("sends one row at a time by default", async () => {
    expect(await peakInFlight(6)).toBe(1);
  });

  it("keeps up to the chosen number in flight, and never more than 4", async () => {
    expect(await peakInFlight(9, 3)).toBe(3);
    expect(await peakInFlight(12, 10)).toBe(4);
  });
});

describe("the batch runner: pause, stop and the balance", () => {
  it("lets the row in flight finish on Pause, starts nothing new, and goes on when run again", async () => {
    const journal = await newBatch(3);
    const held = deferred<ResponseRecord>();
    let calls = 0;
    const { runner } = runnerFor(journal, (call) => (++calls === 1 ? held.promise : placed(call)));
    const running = runner.run();
    await settle();
    runner.pause();
    held.resolve(answer(201, { order_id: "ord-1" }));
    expect(await running).toMatchObject({ kind: "paused", counts: { placed: 1, pending: 2 } });
    expect(calls).toBe(1);
    expect(await runner.run()).toMatchObject({ kind: "finished", counts: { placed: 3 } });
  });

  it("keeps a row whose order timed out after Pause unknown, and asks about it on resume instead of sending it again", async () => {
    const journal = await newBatch(1);
    const held = deferred<ResponseRecord>();
    const { runner, calls } = runnerFor(journal, (call) =>
      call.kind === "order" && calls.length === 1
        ? held.promise
        : answer(200, { data: { reseller_ref: call.reference, status: "pending" } }),
    );
    const running = runner.run();
    await settle();
    runner.pause();
    held.resolve({ kind: "failure", failure: "timeout", detail: "timed out", durationMs: 30_000, receivedAt: 0 });
    await running;
    // It may have been placed and charged: the journal says so, with the one request that left.
    expect((await journal.rows(BATCH))[0]).toMatchObject({ state: { kind: "unknown" }, sends: 1 });
    await runner.run();
    expect(calls.filter((call) => call.kind === "order").map((call) => call.reference)).toEqual([ref(2)]);
  });

  it("writes a row ahead when its order leaves, not before a rate-limit wait: the settle time counts from then", async () => {
    const base = await newBatch(2);
    const row2Answered = deferred<void>();
    // Row 3's write-ahead is being stored as row 2's 429 (Retry-After 600 s) comes back.
    const journal: BatchJournal = {
      ...base,
      put: async (row) => {
        if (row.line === 3 && row.state.kind === "sending" && row.sends === 1) {
          await row2Answered.promise;
          await settle();
        }
        return base.put(row);
      },
    };
    let row2Tries = 0;
    let row3Tries = 0;
    const { runner, calls } = runnerFor(
      journal,
      (call) => {
        if (call.kind === "status")
          return answer(404, { error: { message: "Order not found" }, reseller_ref: call.reference });
        if (call.reference === ref(2) && ++row2Tries === 1) {
          row2Answered.resolve();
          return answer(429, {}, [["Retry-After", "600"]]);
        }
        // Row 3's answer is lost: it may have been placed.
        if (call.reference === ref(3) && ++row3Tries === 1) throw new TypeError("Failed to fetch");
        return placed(call);
      },
      { concurrency: 2 },
    );
    await runner.run();
    const [, row3] = await journal.rows(BATCH);
    const left = calls.find((call) => call.kind === "order" && call.reference === ref(3))?.at;
    expect(row3?.state).toMatchObject({ kind: "unknown", sentAt: left });
    // Resumed at once: the order left moments ago, so a 404 proves nothing yet and it is not sent again.
    await runner.run();
    expect(calls.filter((call) => call.kind === "order" && call.reference === ref(3))).toHaveLength(1);
  });

  it("marks the batch stopped on Stop, after the rows in flight land", async () => {
    const journal = await newBatch(6);
    const held = [deferred<ResponseRecord>(), deferred<ResponseRecord>()];
    const { runner } = runnerFor(journal, (call) => held[Number(call.reference.at(-1)) - 2]?.promise ?? placed(call), {
      concurrency: 2,
    });
    const running = runner.run();
    await settle();
    runner.stop();
    for (const each of held) each.resolve(answer(201, {}));
    expect(await running).toMatchObject({ kind: "stopped", counts: { placed: 2, pending: 4 } });
    expect((await journal.batch(BATCH))?.stoppedAt).toBeDefined();
  });

  it("pauses the batch when the wallet runs short, and sends that row again on resume", async () => {
    const journal = await newBatch(3);
    let topUp = false;
    const { runner, calls } = runnerFor(journal, (call) =>
      call.reference === ref(3) && !topUp ? answer(402, { message: "Insufficient balance" }) : placed(call),
    );
    expect(await runner.run()).toMatchObject({
      kind: "paused_balance",
      counts: { placed: 1, paused_balance: 1, pending: 1 },
    });
    topUp = true;
    expect(await runner.run()).toMatchObject({ kind: "finished", counts: { placed: 3 } });
    expect(calls.map((call) => call.reference)).toEqual([ref(2), ref(3), ref(3), ref(4)]);
  });
});

describe("the batch runner: a crash between the write-ahead and the answer", () => {
  async function crashedBatch() {
    const journal = createMemoryJournal();
    await newBatch(3, journal);
    // The page closes while the first order is in flight: its answer never comes.
    const crashed = runnerFor(journal, () => new Promise<ResponseRecord>(() => {}));
    void crashed.runner.run();
    await settle();
    expect(states(await journal.rows(BATCH))).toEqual(["sending", "pending", "pending"]);
    return journal;
  }

  it("reopens the row as unknown and asks about it before sending anything", async () => {
    const journal = await crashedBatch();
    const clock = fakeClock();
    const { runner, calls } = runnerFor(
      journal,
      (call) =>
        call.kind === "status"
          ? answer(200, { data: { order_id: "ord-9", reseller_ref: call.reference, status: "completed" } })
          : placed(call),
      { clock },
    );
    await runner.run();
    expect(asked(calls)).toEqual([`status ${ref(2)}`, `order ${ref(3)}`, `order ${ref(4)}`]);
    expect((await journal.rows(BATCH))[0]).toMatchObject({
      sends: 1,
      state: { kind: "placed", via: "status_check", orderId: "ord-9", orderStatus: "completed" },
    });
  });

  it("sends it again, with the same reference, once a 404 naming it comes after the settle time", async () => {
    const journal = await crashedBatch();
    const clock = fakeClock();
    clock.advance(SETTLE_MS);
    const notFound = (call: Call) =>
      answer(404, { error: { code: "ORDER_NOT_FOUND", details: { reseller_ref: call.reference } } });
    const { runner, calls } = runnerFor(journal, (call) => (call.kind === "status" ? notFound(call) : placed(call)), {
      clock,
    });
    await runner.run();
    expect(asked(calls)).toEqual([`status ${ref(2)}`, `order ${ref(2)}`, `order ${ref(3)}`, `order ${ref(4)}`]);
    expect((await journal.rows(BATCH))[0]).toMatchObject({ sends: 2, state: { kind: "placed" } });
  });

  it("keeps it unknown when the 404 comes too soon, and sends the other rows", async () => {
    const journal = await crashedBatch();
    const { runner, calls } = runnerFor(journal, (call) =>
      call.kind === "status" ? answer(404, { reseller_ref: call.reference }) : placed(call),
    );
    expect(await runner.run()).toMatchObject({ counts: { unknown: 1, placed: 2 } });
    expect(calls.filter((call) => call.kind === "order").map((call) => call.reference)).toEqual([ref(3), ref(4)]);
    expect((await journal.rows(BATCH))[0]?.state).toMatchObject({
      kind: "unknown",
      cause: { kind: "interrupted" },
      lastCheck: { note: { code: "too_soon" } },
    });
  });
});

describe("the batch runner: resuming unknown rows", () => {
  /** Rows 2 and 3 placed, row 4 unknown after a timeout, long enough ago. */
  async function withUnknownRow() {
    const journal = await newBatch(3);
    const first = runnerFor(journal, (call) =>
      call.reference === ref(4)
        ? { kind: "failure", failure: "timeout", detail: "", durationMs: 30_000, receivedAt: 0 }
        : placed(call),
    );
    await first.runner.run();
    const clock = fakeClock();
    clock.advance(SETTLE_MS);
    return { journal, clock };
  }

  it("does not believe a 404 that names nothing while no lookup has been proven", async () => {
    const journal = await newBatch(1);
    await runnerFor(journal, () => answer(504)).runner.run();
    const clock = fakeClock();
    clock.advance(SETTLE_MS);
    const { runner, calls } = runnerFor(journal, () => answer(404, { error: "Not Found" }), { clock });
    await runner.run();
    expect(calls.map((call) => call.kind)).toEqual(["status"]);
    expect((await journal.rows(BATCH))[0]?.state).toMatchObject({
      kind: "unknown",
      lastCheck: { note: { code: "not_found_unconfirmed" } },
    });
  });

  it("proves the lookup on a placed row, then believes the 404 and sends the unknown row again", async () => {
    const { journal, clock } = await withUnknownRow();
    const { runner, calls } = runnerFor(
      journal,
      (call) => {
        if (call.kind === "order") return placed(call);
        if (call.reference === ref(4)) return answer(404, { error: "Not Found" });
        return answer(200, { order_id: `ord-${call.reference}`, reseller_ref: call.reference, status: "completed" });
      },
      { clock },
    );
    await runner.run();
    expect(asked(calls)).toEqual([`status ${ref(4)}`, `status ${ref(3)}`, `order ${ref(4)}`]);
    expect((await journal.rows(BATCH))[2]).toMatchObject({ sends: 2, state: { kind: "placed" } });
  });

  it("does not believe the 404 when the placed row is not found either", async () => {
    const { journal, clock } = await withUnknownRow();
    const { runner, calls } = runnerFor(journal, () => answer(404, { error: "Not Found" }), { clock });
    await runner.run();
    expect(calls.map((call) => call.kind)).toEqual(["status", "status"]);
    expect((await journal.rows(BATCH))[2]?.state.kind).toBe("unknown");
  });

  it("sends an unknown row again when a person asks, with the same reference", async () => {
    const { journal, clock } = await withUnknownRow();
    const { runner, calls } = runnerFor(journal, (call) => (call.kind === "status" ? answer(500) : placed(call)), {
      clock,
    });
    await runner.run();
    expect(calls.map((call) => call.kind)).toEqual(["status"]);
    const again = await runner.sendAgainSameReference(4);
    expect(again.state.kind).toBe("pending");
    await runner.run();
    expect(calls.at(-1)).toMatchObject({ kind: "order", reference: ref(4) });
    expect((await journal.rows(BATCH))[2]).toMatchObject({ sends: 2, state: { kind: "placed" } });
  });

  it("asks again, as the API paces it, when a status check is rate limited", async () => {
    const { journal, clock } = await withUnknownRow();
    let limited = true;
    const { runner, calls } = runnerFor(
      journal,
      (call) => {
        if (call.kind === "order") return placed(call);
        if (limited) {
          limited = false;
          return answer(429, {}, [["Retry-After", "3"]]);
        }
        return answer(200, { order_id: "ord-4", reseller_ref: call.reference });
      },
      { clock },
    );
    await runner.run();
    expect(calls.map((call) => call.kind)).toEqual(["status", "status"]);
    expect(clock.sleeps).toEqual([3_000]);
    expect((await journal.rows(BATCH))[2]?.state).toMatchObject({ kind: "placed", orderId: "ord-4" });
  });
});
