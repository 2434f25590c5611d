import { describe, expect, it } from "vitest";
import { reconcile } from "../../../src/reconcile/reconcile";
import { cents, check, dollars, NOW, ok, stakes } from "../wallet-kit";

describe("double_debit: an order (or one reference, under several order ids) debited more than once", () => {
  it("double_debit: two debits for one order, and for one reference under two ids", () => {
    const page = dollars([
      { id: "A", type: "debit", amount: 5, balance: 95 },
      { id: "A", type: "debit", amount: 5, balance: 90 },
    ]);
    const result = reconcile([page], [ok("A", "success", { price: 5 })], { now: NOW });
    expect(result.findings).toMatchObject([{ kind: "double_debit", orderId: "A", entryIndexes: [0, 1] }]);
    expect(result.findings[0]?.amounts).toEqual({ debited: 1000, atStake: 500 });
    const other = cents([
      { id: "X1", ref: "r-1", cents: -300, balance: 700 },
      { id: "X2", ref: "r-1", cents: -300, balance: 400 },
    ]);
    const byRef = reconcile(
      [other],
      [ok("X1", "success", { price_cents: 300 }), ok("X2", "success", { price_cents: 300 })],
      {
        now: NOW,
      },
    );
    expect(byRef.findings).toMatchObject([{ kind: "double_debit", reference: "r-1", entryIndexes: [0, 1] }]);
  });

  it("a second debit the provider reversed puts nothing at stake", () => {
    const result = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "A", cents: -500, balance: 9000 },
        { id: "A", cents: 500, balance: 9500 },
      ],
      [ok("A", "success", { price_cents: 500 })],
    );
    expect(stakes(result)).toEqual([["double_debit", 0]]);
    expect(result.summary.atStake).toBe(0);
  });

  it("is not found for orders debited once each, nor for a reference debited once", () => {
    const result = check(
      [
        { id: "A", ref: "r-1", cents: -500, balance: 9500 },
        { id: "B", ref: "r-2", cents: -500, balance: 9000 },
      ],
      [ok("A", "success", { price_cents: 500 }), ok("B", "success", { price_cents: 500 })],
    );
    expect(result.findings).toEqual([]);
    expect(result.summary.atStake).toBe(0);
  });

  it("puts at stake the debits beyond the largest, as far as D − C − E leaves them", () => {
    // Three debits of 5.00 for a 5.00 order, one of them refunded: 10.00 beyond the largest, 5.00 still owed back.
    const result = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "A", cents: -500, balance: 9000 },
        { id: "A", cents: -500, balance: 8500 },
        { id: "A", cents: 500, balance: 9000 },
      ],
      [ok("A", "success", { price_cents: 500 })],
    );
    expect(result.findings).toEqual([
      {
        kind: "double_debit",
        orderId: "A",
        status: "success",
        amounts: { debited: 1500, atStake: 500 },
        entryIndexes: [0, 1, 2],
      },
    ]);
    expect(result.summary.atStake).toBe(500);
  });

  it("puts at stake a reference's debits beyond the largest when its orders have no finding", () => {
    const result = check(
      [
        { id: "X1", ref: "r-1", cents: -300, balance: 700 },
        { id: "X2", ref: "r-1", cents: -300, balance: 400 },
      ],
      [ok("X1", "success", { price_cents: 300 }), ok("X2", "success", { price_cents: 300 })],
    );
    expect(result.findings).toEqual([
      { kind: "double_debit", reference: "r-1", amounts: { debited: 600, atStake: 300 }, entryIndexes: [0, 1] },
    ]);
    expect(result.summary.atStake).toBe(300);
  });
});
