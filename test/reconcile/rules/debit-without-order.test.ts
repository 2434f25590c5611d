import { describe, expect, it } from "vitest";
import { reconcile } from "../../../src/reconcile/reconcile";
import type { StatusAnswer } from "../../../src/reconcile/reconcile-types";
import { cents, check, dollars, kinds, NOW, ok, only } from "../wallet-kit";

describe("debit_without_order: a debit whose order Check order status does not know", () => {
  it("debit_without_order: a 404, and an order no answer names", () => {
    const page = dollars([{ id: "A", type: "debit", amount: 5, balance: 95 }]);
    expect(kinds([page], [{ orderId: "A", httpStatus: 404 }])).toEqual(only("debit_without_order"));
    const other = cents([{ id: "Z", cents: -250, balance: 750 }]);
    const result = reconcile([other], [], { now: NOW });
    expect(result.findings).toMatchObject([{ kind: "debit_without_order", orderId: "Z", amounts: { atStake: 250 } }]);
  });

  it("is not found when the check was refused or the order is known: a refusal says nothing of the order", () => {
    const page = cents([{ id: "A", cents: -500, balance: 9500 }]);
    const refused = reconcile([page], [{ orderId: "A", httpStatus: 503 }], { now: NOW });
    expect(refused.findings).toEqual([]);
    expect(refused.unmatched).toEqual([{ reason: "status-refused", orderId: "A", httpStatus: 503, entryIndexes: [0] }]);
    const saidInBody: StatusAnswer = {
      orderId: "A",
      httpStatus: 200,
      body: { status: 0, error_msg: "Transaksi tidak ditemukan" },
    };
    const bodyRefused = reconcile([page], [saidInBody], { now: NOW });
    expect(bodyRefused.findings).toEqual([]);
    expect(bodyRefused.unmatched).toEqual([
      {
        reason: "status-refused",
        orderId: "A",
        httpStatus: 200,
        bodyRefused: true,
        said: "Transaksi tidak ditemukan",
        entryIndexes: [0],
      },
    ]);
    expect(kinds([page], [ok("A", "success", { price_cents: 500 })])).toEqual([]);
  });

  it("puts D − C at stake, and never less than nothing", () => {
    const partly = check(
      [
        { id: "Z", cents: -500, balance: 9500 },
        { id: "Z", cents: 200, balance: 9700 },
      ],
      [{ orderId: "Z", httpStatus: 404 }],
    );
    expect(partly.findings).toEqual([
      { kind: "debit_without_order", orderId: "Z", amounts: { debited: 500, atStake: 300 }, entryIndexes: [0] },
    ]);
    expect(partly.summary.atStake).toBe(300);
    const overpaid = check(
      [
        { id: "Z", cents: -500, balance: 9500 },
        { id: "Z", cents: 500, balance: 10000 },
        { id: "Z", cents: 500, balance: 10500 },
      ],
      [{ orderId: "Z", httpStatus: 404 }],
    );
    expect(overpaid.findings).toMatchObject([{ kind: "debit_without_order", amounts: { atStake: 0 } }]);
    expect(overpaid.summary.atStake).toBe(0);
  });
});
