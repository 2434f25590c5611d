import { describe, expect, it } from "vitest";
import { reconcile } from "../../../src/reconcile/reconcile";
import type { StatusAnswer } from "../../../src/reconcile/reconcile-types";
import { cents, check, dollars, kinds, NOW, ok, only } from "../wallet-kit";

describe("amount_mismatch: a debit that is not the price the status answer gives, on an order that did not fail", () => {
  it("amount_mismatch: dollars against a cents price, and cents against a dollar total", () => {
    const page = dollars([{ id: "A", type: "debit", amount: 5.5, balance: 94.5 }]);
    expect(kinds([page], [ok("A", "success", { price_cents: 550 })])).toEqual([]);
    const result = reconcile([page], [ok("A", "success", { price_cents: 500 })], { now: NOW });
    expect(result.findings).toMatchObject([
      { kind: "amount_mismatch", amounts: { debited: 550, price: 500, atStake: 50 } },
    ]);
    const other = cents([{ id: "B", cents: -1200, balance: 800 }]);
    expect(kinds([other], [ok("B", "success", { total: 11.99 })])).toEqual(only("amount_mismatch"));
    expect(kinds([other], [ok("B", "success", { total: 12 })])).toEqual([]);
  });

  it("amount_mismatch: not for an order that failed or was refunded", () => {
    const result = check(
      [
        { id: "A", cents: -600, balance: 9400 },
        { id: "A", cents: 600, balance: 10000 },
      ],
      [ok("A", "refunded", { price_cents: 500 })],
    );
    expect(result.findings).toEqual([]);
  });

  it("is found once per debit that differs, the difference at stake", () => {
    const result = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "B", cents: -1199, balance: 8301 },
      ],
      [
        ok("A", "success", { price_cents: 500 }),
        ok("B", "pending", { price_cents: 199 }, { created_at: "2026-01-01T11:59:00Z" }),
      ],
    );
    expect(result.findings).toEqual([
      {
        kind: "amount_mismatch",
        orderId: "B",
        status: "pending",
        amounts: { debited: 1199, price: 199, atStake: 1000 },
        entryIndexes: [1],
      },
    ]);
    expect(result.summary.atStake).toBe(1000);
  });

  it("is not found when the answer names no price, or a price that reads two ways: those are Not matched", () => {
    const page = [{ id: "A", cents: -500, balance: 9500 }];
    const noPrice = check(page, [ok("A", "success")]);
    expect(noPrice.findings).toEqual([]);
    expect(noPrice.unmatched).toEqual([{ reason: "no-price", entryIndexes: [0] }]);
    const twoWays: StatusAnswer = {
      orderId: "A",
      httpStatus: 200,
      body: { data: { order_id: "A", status: "success", price: "15.000" } },
    };
    const ambiguous = check(page, [twoWays]);
    expect(ambiguous.findings).toEqual([]);
    expect(ambiguous.unmatched).toMatchObject([
      { reason: "ambiguous-price", orderId: "A", text: "15.000", entryIndexes: [0] },
    ]);
  });
});
