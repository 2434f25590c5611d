import { describe, expect, it } from "vitest";
import { check, notFound, ok, stakes } from "../wallet-kit";

describe("double_refund: an order with debits credited more than once, beyond what it leaves owed", () => {
  it("double_refund: only past what the order leaves owed, and only for an order that was debited", () => {
    const split = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "A", cents: 200, balance: 9700 },
        { id: "A", cents: 300, balance: 10000 },
      ],
      [ok("A", "failed", { price_cents: 500 })],
    );
    expect(split.findings).toEqual([]);
    const beyond = check(
      [
        { id: "C", cents: -500, balance: 9500 },
        { id: "C", cents: 300, balance: 9800 },
        { id: "C", cents: 300, balance: 10100 },
      ],
      [ok("C", "failed", { price_cents: 500 })],
    );
    expect(stakes(beyond)).toEqual([["double_refund", 100]]);
    expect(beyond.summary.atStake).toBe(100);
    const topUp = check(
      [
        { id: "INV-1", cents: 10000, balance: 10000 },
        { id: "INV-1", cents: 500, balance: 10500 },
      ],
      [],
    );
    expect(topUp.findings).toEqual([]);
  });

  it("is found on the credits, C − (D − E) at stake", () => {
    const result = check(
      [
        { id: "B", cents: -400, balance: 600 },
        { id: "B", ref: "r-B", cents: 400, balance: 1000 },
        { id: "B", cents: 400, balance: 1400 },
      ],
      [ok("B", "refunded", { amount_cents: 400 })],
    );
    expect(result.findings).toEqual([
      {
        kind: "double_refund",
        orderId: "B",
        reference: "r-B",
        status: "refunded",
        amounts: { refunded: 800, atStake: 400 },
        entryIndexes: [1, 2],
      },
    ]);
    expect(result.summary.atStake).toBe(400);
    // An order that succeeded leaves its price owed: any money back beyond nothing is at stake.
    const kept = check(
      [
        { id: "C", cents: -500, balance: 9500 },
        { id: "C", cents: 100, balance: 9600 },
        { id: "C", cents: 100, balance: 9700 },
      ],
      [ok("C", "success", { price_cents: 500 })],
    );
    expect(stakes(kept)).toEqual([["double_refund", 200]]);
  });

  it("is not found for one credit beyond, nor for an order Check order status does not know", () => {
    const once = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "A", cents: 600, balance: 10100 },
      ],
      [ok("A", "failed", { price_cents: 500 })],
    );
    // One credit beyond is no double refund: it is an over-refund (rules/over-refund.ts).
    expect(stakes(once)).toEqual([["over_refund", 100]]);
    const unknown = check(
      [
        { id: "Z", cents: -500, balance: 9500 },
        { id: "Z", cents: 500, balance: 10000 },
        { id: "Z", cents: 500, balance: 10500 },
      ],
      [notFound({ orderId: "Z" })],
    );
    expect(stakes(unknown)).toEqual([["debit_without_order", 0]]);
  });
});
