import { describe, expect, it } from "vitest";
import { reconcile } from "../../../src/reconcile/reconcile";
import { cents, check, dollars, kinds, NOW, ok, only } from "../wallet-kit";

describe("balance_jump: an entry's balance is not the one before it plus its amount", () => {
  it("balance_jump: a balance that does not follow, newest first or oldest first", () => {
    const rows = [
      { id: "A", type: "debit", amount: 5, balance: 95, at: "2026-01-01T10:00:00Z" },
      { id: "B", type: "debit", amount: 5, balance: 80, at: "2026-01-01T10:01:00Z" },
    ];
    const answers = [ok("A", "success", { price: 5 }), ok("B", "success", { price: 5 })];
    const result = reconcile([dollars(rows)], answers, { now: NOW });
    expect(result.findings).toMatchObject([{ kind: "balance_jump", amounts: { expected: 9000, found: 8000 } }]);
    expect(kinds([dollars([...rows].reverse())], answers)).toEqual(only("balance_jump"));
    const fine = cents([
      { id: "A", cents: -500, balance: 9500 },
      { id: "B", cents: -500, balance: 9000 },
    ]);
    expect(kinds([fine], [ok("A", "success", { price_cents: 500 }), ok("B", "success", { price_cents: 500 })])).toEqual(
      [],
    );
    const jump = cents([
      { id: "A", cents: -500, balance: 9500 },
      { id: "B", cents: -500, balance: 9100 },
    ]);
    expect(kinds([jump], [ok("A", "success", { price_cents: 500 }), ok("B", "success", { price_cents: 500 })])).toEqual(
      only("balance_jump"),
    );
  });

  it("balance_jump: none for entries of one millisecond listed newest first, the balances telling the order", () => {
    const same = "2026-01-01T10:00:00.000Z";
    const newestFirst = [
      { id: "B", type: "debit", amount: 5.48, balance: 9926.14, at: same },
      { id: "A", type: "debit", amount: 1.99, balance: 9931.62, at: same },
    ];
    const answers = [ok("A", "success", { price: 1.99 }), ok("B", "success", { price: 5.48 })];
    expect(kinds([dollars(newestFirst)], answers)).toEqual([]);
    expect(kinds([dollars([...newestFirst].reverse())], answers)).toEqual([]);
    // A real jump among them is still found, whichever way they are listed.
    const jumped = [{ ...newestFirst[0], balance: 9900 }, newestFirst[1]] as typeof newestFirst;
    expect(kinds([dollars(jumped)], answers)).toEqual(only("balance_jump"));
  });

  it("puts the difference at stake, on the two entries", () => {
    const answers = [ok("A", "success", { price_cents: 500 }), ok("B", "success", { price_cents: 500 })];
    const result = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "B", cents: -500, balance: 9100 },
      ],
      answers,
    );
    expect(result.findings).toEqual([
      {
        kind: "balance_jump",
        orderId: "B",
        amounts: { expected: 9000, found: 9100, atStake: 100 },
        entryIndexes: [0, 1],
      },
    ]);
    expect(result.summary.atStake).toBe(100);
  });

  it("is not looked for when the entries name no balance: that is Not matched", () => {
    const page = {
      data: [
        { order_id: "A", type: "debit", amount: 5 },
        { order_id: "B", type: "debit", amount: 5 },
      ],
    };
    const result = reconcile([page], [ok("A", "success", { price: 5 }), ok("B", "success", { price: 5 })], {
      now: NOW,
    });
    expect(result.findings).toEqual([]);
    expect(result.unmatched).toEqual([{ reason: "no-balance", entryIndexes: [] }]);
  });
});
