import { afterEach, describe, expect, it, vi } from "vitest";
import type { BatchJournal } from "../../src/batch/batch-journal";
import { createOrderFollower, type FollowerOptions } from "../../src/batch/order-follower";
import type { BatchRow } from "../../src/batch/row-state";
import { type Clock, systemClock } from "../../src/pacing/clock";
import { createRequestEngine } from "../../src/pacing/request-engine";
import type { RequestSpec } from "../../src/request/request-spec";
import type { ResponseRecord } from "../../src/request/response-record";
import { answer } from "./fixtures";
import { BATCH, fakeClock, newBatch, START, settings, TARGET } from "./runner-harness";

/** A batch of `count` rows, all placed: odd lines with an order id, even lines known by reference only. */
async function placedBatch(count: number) {
  const journal = await newBatch(count);
  const rows: BatchRow[] = [];
  for (const row of await journal.rows(BATCH)) {
    const placed: BatchRow = {
      ...row,
      state: {
        kind: "placed",
        at: START,
        via: "answer",
        orderStatus: "pending",
        ...(row.line % 2 === 1 && { orderId: `ord-${row.line}` }),
      },
      sends: 1,
    };
    await journal.put(placed);
    rows.push(placed);
  }
  return { journal, rows };
}

interface Check {
  /** The line asked about, read back from order_id or reseller_ref. */
  line: number;
  by: "order_id" | "reseller_ref";
  at: number;
}

const lineOf = (url: URL): Check["line"] => {
  const id = url.searchParams.get("order_id");
  if (id !== null) return Number(id.replace("ord-", ""));
  return Number(url.searchParams.get("reseller_ref")?.split("-").at(-1));
};

/** A follower whose API answers `api(check)`; every status check is recorded. */
function followerFor(
  journal: BatchJournal,
  clock: Clock,
  api: (check: Check) => ResponseRecord,
  extra: Partial<FollowerOptions> = {},
) {
  const checks: Check[] = [];
  const follower = createOrderFollower({
    target: TARGET,
    journal,
    settings,
    clock,
    send: async (spec) => {
      const url = new URL(spec.url);
      const check: Check = {
        line: lineOf(url),
        by: url.searchParams.has("order_id") ? "order_id" : "reseller_ref",
        at: clock.now(),
      };
      checks.push(check);
      return api(check);
    },
    ...extra,
  });
  return { follower, checks };
}

/** A status answer that names no order: about the one asked, whichever it is. */
const status = (word: string, headers: [string, string][] = []) => answer(200, { data: { status: word } }, headers);

const finals = async (journal: BatchJournal) =>
  (await journal.rows(BATCH)).map((row) => (row.state.kind === "placed" ? row.state.final?.status : row.state.kind));

afterEach(() => {
  vi.useRealTimers();
});

describe("following a batch's orders", () => {
  it("follows 300 orders with one timer, to their final status", async () => {
    vi.useFakeTimers({ now: START, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { journal, rows } = await placedBatch(300);
    // Each order finishes 15 s after the batch was placed, as the sandbox's do.
    const { follower, checks } = followerFor(journal, systemClock, () =>
      status(Date.now() >= START + 15_000 ? "success" : "processing"),
    );
    for (const row of rows) follower.follow(row);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(vi.getTimerCount()).toBe(1);
    expect(follower.following()).toHaveLength(300);

    await vi.advanceTimersByTimeAsync(60_000);
    await follower.idle();
    expect(follower.following()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(new Set(await finals(journal))).toEqual(new Set(["success"]));
    // Each order: checked at 2 s, 6 s, 14 s (processing), then 30 s (success): four checks, no more.
    expect(checks).toHaveLength(1_200);
    // Looked up as the tracker does: by the order id the answer gave, else by the reference.
    expect(checks.find((check) => check.line === 3)?.by).toBe("order_id");
    expect(checks.find((check) => check.line === 2)?.by).toBe("reseller_ref");
  });

  it("backs off as the order tracker does: 2 s, 4 s, 8 s, 16 s, then every 30 s", async () => {
    const clock = fakeClock();
    const { journal, rows } = await placedBatch(1);
    const { follower, checks } = followerFor(journal, clock, () =>
      status(checks.length >= 6 ? "Completed" : "processing"),
    );
    follower.follow(rows[0] as BatchRow);
    await follower.idle();
    const gaps = checks.map((check, i) => check.at - (i === 0 ? START : (checks[i - 1]?.at ?? 0)));
    expect(gaps).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(await finals(journal)).toEqual(["Completed"]);
  });

  it("records each final status found by field name, and the last status seen before it", async () => {
    const clock = fakeClock();
    const { journal, rows } = await placedBatch(3);
    const words: Record<number, string> = { 2: "success", 3: "FAILED", 4: "refunded" };
    let round = 0;
    const seen: string[] = [];
    const { follower } = followerFor(
      journal,
      clock,
      (check) => {
        round++;
        return round <= 3
          ? answer(200, { result: { state: "x", status: "processing" } })
          : status(words[check.line] ?? "");
      },
      { onRow: (row) => seen.push(`${row.line}:${row.state.kind === "placed" ? row.state.orderStatus : ""}`) },
    );
    for (const row of rows) follower.follow(row);
    await follower.idle();
    expect(await finals(journal)).toEqual(["success", "FAILED", "refunded"]);
    expect(seen).toEqual(["2:processing", "3:processing", "4:processing", "2:success", "3:FAILED", "4:refunded"]);
    const [first] = await journal.rows(BATCH);
    expect(first?.state).toMatchObject({ kind: "placed", final: { status: "success", at: START + 6_000 } });
  });

  it("waits as a 429's Retry-After asks, for every order, not only the one asked about", async () => {
    const clock = fakeClock();
    const { journal, rows } = await placedBatch(2);
    const { follower, checks } = followerFor(journal, clock, () =>
      checks.length === 1 ? answer(429, {}, [["Retry-After", "40"]]) : status("success"),
    );
    for (const row of rows) follower.follow(row);
    await follower.idle();
    expect(checks.map((check) => [check.line, check.at - START])).toEqual([
      [2, 2_000],
      [3, 42_000],
      [2, 42_000],
    ]);
    expect(await finals(journal)).toEqual(["success", "success"]);
  });

  it("shares the run's engine: a spent X-RateLimit-Remaining holds checks until the reset", async () => {
    const clock = fakeClock();
    const waits: number[] = [];
    const { journal, rows } = await placedBatch(1);
    // The batch's order answer, sent through the same engine, spent the rate limit.
    const spent = answer(201, {}, [
      ["X-RateLimit-Remaining", "0"],
      ["X-RateLimit-Reset", "10"],
    ]);
    const checks: number[] = [];
    const engine = createRequestEngine({
      clock,
      onWait: (until) => waits.push(until - START),
      send: async (spec) => {
        if (spec.method === "POST") return spent;
        checks.push(clock.now() - START);
        return status("success");
      },
    });
    const order: RequestSpec = { method: "POST", url: "https://api.example.test/v1/orders", headers: [], body: "{}" };
    await engine.ask(order, { signal: new AbortController().signal });
    const { follower } = followerFor(journal, clock, () => status("success"), { engine });
    follower.follow(rows[0] as BatchRow);
    await follower.idle();
    expect(waits).toEqual([10_000]);
    expect(checks).toEqual([10_000]);
  });

  it("stops on Stop: nothing more is asked and the row keeps no final status", async () => {
    const clock = fakeClock();
    const { journal, rows } = await placedBatch(2);
    const { follower, checks } = followerFor(journal, clock, () => {
      if (checks.length === 1) follower.stop();
      return status("processing");
    });
    for (const row of rows) follower.follow(row);
    await follower.idle();
    expect(checks).toHaveLength(1);
    expect(follower.following()).toEqual([]);
    expect(await finals(journal)).toEqual([undefined, undefined]);
    follower.follow(rows[0] as BatchRow);
    await follower.idle();
    expect(checks).toHaveLength(1);
  });

  it("ends following, saying why, when the API refuses the question", async () => {
    const clock = fakeClock();
    const { journal, rows } = await placedBatch(1);
    const { follower } = followerFor(journal, clock, () => answer(403, { message: "No." }));
    follower.follow(rows[0] as BatchRow);
    await follower.idle();
    const [row] = await journal.rows(BATCH);
    expect(row?.state).toMatchObject({
      kind: "placed",
      unfollowed: { outcome: { kind: "refused", check: 1, status: "403 Forbidden" } },
    });
    expect(row?.state).not.toHaveProperty("final");
  });

  it("follows a row once, however often it is handed over", async () => {
    const clock = fakeClock();
    const { journal, rows } = await placedBatch(1);
    const { follower, checks } = followerFor(journal, clock, () => status("done"));
    const row = rows[0] as BatchRow;
    follower.follow(row);
    follower.follow(row);
    await follower.idle();
    expect(checks).toHaveLength(1);
  });
});
