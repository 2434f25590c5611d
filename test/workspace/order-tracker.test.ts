import { describe, expect, it } from "vitest";
import type { Clock } from "../../src/pacing/clock";
import { createOrderTracker } from "../../src/workspace/order-tracking/order-tracker";
import { startTracking } from "../../src/workspace/order-tracking/tracked-order";
import { answer } from "../batch/fixtures";
import { fakeClock, START, settings } from "../batch/runner-harness";

/** A clock whose waits end only when the test moves time on (or their signal aborts). */
function steppedClock(start = START) {
  let now = start;
  const waiting: { until: number; resolve: () => void }[] = [];
  const clock: Clock & { advance(ms: number): Promise<void> } = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        if (signal.aborted || ms <= 0) return resolve();
        waiting.push({ until: now + ms, resolve });
        signal.addEventListener("abort", () => resolve(), { once: true });
      }),
    async advance(ms) {
      const end = now + ms;
      for (let step = 0; step < 1000; step++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const due = waiting.filter((wait) => wait.until <= end).sort((a, b) => a.until - b.until)[0];
        if (!due) break;
        now = Math.max(now, due.until);
        waiting.splice(waiting.indexOf(due), 1);
        due.resolve();
      }
      now = end;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return clock;
}

const TARGET = "sandbox https://api.example.test/v1 rest abcd";

describe("the order tracker: a store over the engine", () => {
  it("checks each order when due, one request at a time, until a final status", async () => {
    const clock = fakeClock();
    const asked: [string, number][] = [];
    const send = async (spec: { url: string }) => {
      asked.push([new URL(spec.url).search, clock.now() - START]);
      return answer(200, { data: { status: asked.length < 2 ? "Pending" : "Sukses" } });
    };
    const tracker = createOrderTracker({ target: TARGET, settings, send }, clock);
    const close = tracker.run();
    tracker.add(startTracking({ lookup: { by: "order_id", value: "T-1" }, target: TARGET, now: clock.now() }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([
      ["?order_id=T-1", 2000],
      ["?order_id=T-1", 6000],
    ]);
    expect(tracker.getSnapshot()[0]?.outcome).toEqual({ kind: "final", status: "Sukses", checks: 2 });
    close();
  });

  it("checks an order placed on a new target when due, not when the last target's rate limit ends", async () => {
    const clock = steppedClock();
    const LIVE = "production https://live.example.test/v1 rest efgh";
    const asked: [string, number][] = [];
    const sandbox = async () => {
      asked.push(["sandbox", clock.now() - START]);
      return answer(429, { message: "Too Many Requests" }, [["Retry-After", "300"]]);
    };
    const live = async () => {
      asked.push(["live", clock.now() - START]);
      return answer(200, { data: { status: "Pending" } });
    };
    const tracker = createOrderTracker({ target: TARGET, settings, send: sandbox }, clock);
    const close = tracker.run();
    tracker.add(startTracking({ lookup: { by: "order_id", value: "S-1" }, target: TARGET, now: clock.now() }));
    await clock.advance(2000);
    // The person switches to production and places an order there: its first check is due 2 s later.
    tracker.setTarget({ target: LIVE, settings, send: live });
    tracker.add(startTracking({ lookup: { by: "order_id", value: "L-1" }, target: LIVE, now: clock.now() }));
    await clock.advance(10_000);
    expect(asked).toEqual([
      ["sandbox", 2000],
      ["live", 4000],
      ["live", 8000],
    ]);
    close();
  });

  it("stops the orders placed elsewhere when the target changes, and cuts off a check in flight on Stop", async () => {
    const clock = fakeClock();
    const signals: (AbortSignal | undefined)[] = [];
    let answerCheck: (() => void) | undefined;
    const send = (_: unknown, signal?: AbortSignal) =>
      new Promise<ReturnType<typeof answer>>((resolve) => {
        signals.push(signal);
        answerCheck = () => resolve(answer(200, { data: { status: "Pending" } }));
      });
    const tracker = createOrderTracker({ target: TARGET, settings, send }, clock);
    const close = tracker.run();
    const placed = (value: string, target = TARGET) =>
      startTracking({ lookup: { by: "order_id", value }, target, now: clock.now() });
    tracker.add(placed("T-1"));
    tracker.add(placed("T-2", "elsewhere"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // T-1's check is in flight; T-2 was placed on another target and is never asked about.
    expect(signals).toHaveLength(1);
    const [first] = tracker.getSnapshot().filter((order) => order.id.endsWith("T-1"));
    tracker.stop(first?.id ?? "", { kind: "by-you" });
    expect(signals[0]?.aborted).toBe(true);
    answerCheck?.();
    tracker.setTarget({ target: "another key", settings, send });
    expect(tracker.getSnapshot().map((order) => order.outcome?.kind)).toEqual(["target-changed", "by-you"]);
    close();
  });
});
