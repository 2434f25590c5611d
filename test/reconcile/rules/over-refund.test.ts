import { describe, expect, it } from "vitest";
import { check, ok, stakes } from "../wallet-kit";

describe("over_refund: an ended order paid back by one credit more than it leaves owed", () => {
  it("over_refund: one refund of 20 for a failed order debited 10, C − D at stake", () => {
    const result = check(
      [
        { id: "A", cents: -1000, balance: 9000 },
        { id: "A", ref: "r-A", cents: 2000, balance: 11000 },
      ],
      [ok("A", "failed", { price_cents: 1000 })],
    );
    expect(result.findings).toEqual([
      {
        kind: "over_refund",
        orderId: "A",
        reference: "r-A",
        status: "failed",
        amounts: { debited: 1000, refunded: 2000, atStake: 1000 },
        entryIndexes: [1],
      },
    ]);
    expect(result.summary.atStake).toBe(1000);
    expect(result.summary.counts.over_refund).toBe(1);
  });

  it("is found for any refund of an order that succeeded: all of it at stake", () => {
    const full = check(
      [
        { id: "S", cents: -500, balance: 9500 },
        { id: "S", cents: 500, balance: 10000 },
      ],
      [ok("S", "success", { price_cents: 500 })],
    );
    expect(stakes(full)).toEqual([["over_refund", 500]]);
    expect(full.summary.atStake).toBe(500);
    const part = check(
      [
        { id: "P", cents: -500, balance: 9500 },
        { id: "P", cents: 200, balance: 9700 },
      ],
      [ok("P", "success", { price_cents: 500 })],
    );
    expect(stakes(part)).toEqual([["over_refund", 200]]);
  });

  it("is not found for a refund of a duplicate debit, an exact refund, an order not final, or two credits", () => {
    const duplicate = check(
      [
        { id: "D", cents: -500, balance: 9500 },
        { id: "D", cents: -500, balance: 9000 },
        { id: "D", cents: 500, balance: 9500 },
      ],
      [ok("D", "success", { price_cents: 500 })],
    );
    // The duplicate stays a double debit, its money back: nothing at stake, and no over-refund.
    expect(stakes(duplicate)).toEqual([["double_debit", 0]]);
    const exact = check(
      [
        { id: "F", cents: -500, balance: 9500 },
        { id: "F", cents: 500, balance: 10000 },
      ],
      [ok("F", "failed", { price_cents: 500 })],
    );
    expect(exact.findings).toEqual([]);
    const pending = check(
      [
        { id: "W", cents: -500, balance: 9500 },
        { id: "W", cents: 500, balance: 10000 },
      ],
      [ok("W", "pending", { price_cents: 500 })],
    );
    expect(pending.findings.map((finding) => finding.kind)).not.toContain("over_refund");
    const twice = check(
      [
        { id: "T", cents: -500, balance: 9500 },
        { id: "T", cents: 500, balance: 10000 },
        { id: "T", cents: 500, balance: 10500 },
      ],
      [ok("T", "failed", { price_cents: 500 })],
    );
    expect(stakes(twice)).toEqual([["double_refund", 500]]);
  });
});
