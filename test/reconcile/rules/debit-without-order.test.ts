import { describe, expect, it } from "vitest";
import { reconcile } from "../../../src/reconcile/reconcile";
import { reconcileResult } from "../../../src/reconcile/reconcile-result";
import type { StatusAnswer } from "../../../src/reconcile/reconcile-types";
import { cents, check, dollars, kinds, NOW, notFound, ok, only } from "../wallet-kit";

describe("debit_without_order: a debit whose order Check order status does not know", () => {
  it("debit_without_order: a 404, and an order no answer names", () => {
    const page = dollars([{ id: "A", type: "debit", amount: 5, balance: 95 }]);
    expect(kinds([page], [notFound({ orderId: "A" })])).toEqual(only("debit_without_order"));
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
      [notFound({ orderId: "Z" })],
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
      [notFound({ orderId: "Z" })],
    );
    expect(overpaid.findings).toMatchObject([{ kind: "debit_without_order", amounts: { atStake: 0 } }]);
    expect(overpaid.summary.atStake).toBe(0);
  });

  it("takes a 404 as no such order only when it is JSON about the order: an HTML 404 is Not matched", () => {
    const page = {
      data: [
        { trx_id: "A", type: "debit", amount: 500, balance_after: 9500 },
        { trx_id: "B", type: "debit", amount: 300, balance_after: 9200 },
      ],
    };
    const html = "<html><head><title>404 Not Found</title></head><body><center>nginx</center></body></html>";
    const fromHtml = reconcileResult({
      pages: [{ body: page }],
      answers: [{ orderId: "A", httpStatus: 404, text: html }],
      now: NOW,
    });
    expect(fromHtml.findings.filter((finding) => finding.orderId === "A")).toEqual([]);
    expect(fromHtml.unmatched).toContainEqual({
      reason: "not-found-unconfirmed",
      orderId: "A",
      httpStatus: 404,
      notJson: true,
      entryIndexes: [0],
    });
    // JSON that names neither the order nor a lookup that works may be the route's own 404.
    const routeWords: StatusAnswer = { orderId: "A", httpStatus: 404, body: { message: "Not Found" } };
    const unproven = reconcile([page], [routeWords], { now: NOW });
    expect(unproven.findings.filter((finding) => finding.orderId === "A")).toEqual([]);
    expect(unproven.unmatched).toContainEqual({
      reason: "not-found-unconfirmed",
      orderId: "A",
      httpStatus: 404,
      said: "Not Found",
      entryIndexes: [0],
    });
    // Once the endpoint has found another order it was asked about, its JSON 404 is about the order.
    const proven = reconcile([page], [routeWords, ok("B", "Sukses", { price: 300 })], { now: NOW });
    expect(proven.findings).toMatchObject([
      { kind: "debit_without_order", orderId: "A", amounts: { atStake: 50_000 } },
    ]);
    // An HTML 404 stays unconfirmed even then: a proxy's page says nothing of the order.
    const htmlBeside = reconcileResult({
      pages: [{ body: page }],
      answers: [
        { orderId: "A", httpStatus: 404, text: html },
        {
          orderId: "B",
          httpStatus: 200,
          text: JSON.stringify({ data: { order_id: "B", status: "Sukses", price: 300 } }),
        },
      ],
      now: NOW,
    });
    expect(htmlBeside.findings).toEqual([]);
    expect(htmlBeside.unmatched.map((item) => item.reason)).toEqual(["not-found-unconfirmed"]);
  });
});
