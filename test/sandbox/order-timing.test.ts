import { describe, expect, it } from "vitest";
import { statusAt, statusSteps } from "../../src/sandbox/order-timing";

const ok = { createdAt: 1_000_000, failsAt: null };
const failing = { createdAt: 1_000_000, failsAt: 1_015_000 };

describe("order timing", () => {
  it("reaches each step at its time, and the status is the last step reached", () => {
    const cases: [order: typeof ok | typeof failing, age: number, steps: string[]][] = [
      [ok, -1, ["pending"]],
      [ok, 0, ["pending"]],
      [ok, 4_999, ["pending"]],
      [ok, 5_000, ["pending", "processing"]],
      [ok, 14_999, ["pending", "processing"]],
      [ok, 15_000, ["pending", "processing", "success"]],
      [failing, 15_000, ["pending", "processing", "failed"]],
      [failing, 86_400_000, ["pending", "processing", "failed"]],
    ];
    for (const [order, age, expected] of cases) {
      const now = order.createdAt + age;
      expect(
        statusSteps(order, now).map((step) => step.status),
        `${age}`,
      ).toEqual(expected);
      expect(statusAt(order, now), `${age}`).toBe(expected.at(-1));
    }
  });

  it("keeps a stalled order processing, however much time passes", () => {
    for (const order of [
      { ...ok, stalled: true },
      { ...failing, stalled: true },
    ]) {
      expect(statusSteps(order, order.createdAt + 365 * 86_400_000).map((step) => step.status)).toEqual([
        "pending",
        "processing",
      ]);
      expect(statusAt(order, order.createdAt + 4_999)).toBe("pending");
    }
  });

  it("dates each step from the order's creation", () => {
    expect(statusSteps(ok, 2_000_000)).toEqual([
      { status: "pending", at: 1_000_000 },
      { status: "processing", at: 1_005_000 },
      { status: "success", at: 1_015_000 },
    ]);
  });
});
