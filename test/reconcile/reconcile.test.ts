import { describe, expect, it } from "vitest";
import { findingsCsv } from "../../src/reconcile/findings-csv";
import { orderIdsIn } from "../../src/reconcile/order-ids-in";
import { reconcile } from "../../src/reconcile/reconcile";
import type { StatusAnswer } from "../../src/reconcile/reconcile-types";
import { cents, check, dollars, kinds, NOW, notFound, ok, only, stakes } from "./wallet-kit";

describe("reconcile", () => {
  it("finds nothing in a clean ledger", () => {
    const page = dollars([
      { type: "top_up", amount: 100, balance: 100 },
      { id: "A", type: "debit", amount: 10.5, balance: 89.5 },
      { id: "B", type: "debit", amount: 4, balance: 85.5 },
      { id: "B", type: "refund", amount: 4, balance: 89.5 },
    ]);
    const answers = [ok("A", "Success", { price: 10.5 }), ok("B", "failed", { price: 4 })];
    const result = reconcile([page], answers, { now: NOW });
    expect(result.findings).toEqual([]);
    expect(result.unmatched).toEqual([]);
    expect(result.summary.atStake).toBe(0);
    expect(result.summary.entries).toBe(4);
  });

  it("missing_refund and double_refund", () => {
    const page = dollars([{ id: "A", type: "purchase", amount: 5, balance: 95 }]);
    expect(kinds([page], [ok("A", "FAILED", { price: 5 })])).toEqual(only("missing_refund"));
    expect(kinds([page], [ok("A", "success", { price: 5 })])).toEqual([]);
    const twice = cents([
      { id: "B", cents: -400, balance: 600 },
      { id: "B", cents: 400, balance: 1000 },
      { id: "B", cents: 400, balance: 1400 },
    ]);
    const result = reconcile([twice], [ok("B", "refunded", { amount_cents: 400 })], { now: NOW });
    expect(result.findings).toMatchObject([{ kind: "double_refund", orderId: "B", entryIndexes: [1, 2] }]);
    expect(result.findings[0]?.amounts.atStake).toBe(400);
  });

  it("a refund that names only the reference of a debit naming its order is that order's", () => {
    const page = cents([
      { id: "A", ref: "r-A", cents: -500, balance: 9500 },
      { ref: "r-A", cents: 500, balance: 10000 },
    ]);
    const result = reconcile([page], [ok("A", "failed", { price_cents: 500 })], { now: NOW });
    expect(result.findings).toEqual([]);
    expect(result.summary.atStake).toBe(0);
  });

  it("names the order's reference from its status answer when the entries do not", () => {
    const page = cents([
      { id: "C", cents: -300, balance: 700 },
      { id: "C", cents: -300, balance: 400 },
      { id: "D", cents: -200, balance: 200 },
      { id: "D", cents: 200, balance: 400 },
      { id: "D", cents: 200, balance: 600 },
    ]);
    const answers = [
      ok("C", "success", { price_cents: 300 }, { partner_ref: "shop-7" }),
      ok("D", "failed", { price_cents: 200 }, { reseller_ref: "shop-8" }),
    ];
    const result = reconcile([page], answers, { now: NOW });
    expect(result.findings.map(({ kind, reference }) => ({ kind, reference }))).toEqual([
      { kind: "double_debit", reference: "shop-7" },
      { kind: "double_refund", reference: "shop-8" },
    ]);
  });

  it("lists what it cannot match, with a reason", () => {
    const page = {
      data: [
        { type: "debit", amount: 5, created_at: "2026-01-01T10:00:00Z" },
        { order_id: "A", type: "debit", note: "no amount" },
        { order_id: "B", type: "debit", amount: 3 },
      ],
    };
    const result = reconcile([page, { nothing: true }], [ok("B", "pending"), { orderId: "C", httpStatus: 500 }], {
      now: NOW,
    });
    const reasons = Object.fromEntries(result.unmatched.map((item) => [item.reason, item]));
    expect(Object.keys(reasons).sort()).toEqual(
      ["no-amount", "no-balance", "no-date", "no-order-id", "no-price", "page-no-records", "status-refused"].sort(),
    );
    expect(reasons["no-order-id"]?.entryIndexes).toEqual([0]);
    expect(reasons["no-amount"]?.entryIndexes).toEqual([1]);
    expect(reasons["no-price"]?.entryIndexes).toEqual([2]);
    expect(reasons["page-no-records"]?.page).toBe(1);
    expect(reasons["status-refused"]).toMatchObject({ orderId: "C", httpStatus: 500 });
    expect(result.findings).toEqual([]);
  });

  it("counts entries across pages and names each order once", () => {
    const one = dollars([
      { id: "A", type: "debit", amount: 5, balance: 95 },
      { id: "B", type: "debit", amount: 5, balance: 90 },
    ]);
    const two = cents([
      { id: "A", cents: 500, balance: 9500 },
      { id: "C", cents: -100, balance: 9400 },
    ]);
    expect(orderIdsIn([one, two])).toEqual(["A", "B", "C"]);
    const result = reconcile([one, two], [], { now: NOW });
    const c = result.findings.find((finding) => finding.orderId === "C");
    expect(c?.entryIndexes).toEqual([3]);
    expect(result.summary.counts.debit_without_order).toBe(3);
  });
});

describe("reconcile: the money at stake, counted once", () => {
  it("stuck and debit_without_order: what was debited less what came back", () => {
    const stuck = reconcile(
      [
        dollars([
          { id: "A", type: "debit", amount: 5, balance: 95, at: "2026-01-01T10:00:00Z" },
          { id: "A", type: "refund", amount: 2, balance: 97, at: "2026-01-01T10:01:00Z" },
        ]),
      ],
      [ok("A", "pending", { price: 5 })],
      { now: NOW },
    );
    expect(stakes(stuck)).toEqual([["stuck", 300]]);
    expect(stuck.summary.atStake).toBe(300);
    const unknown = check(
      [
        { id: "Z", cents: -500, balance: 9500 },
        { id: "Z", cents: 500, balance: 10000 },
      ],
      [],
    );
    expect(stakes(unknown)).toEqual([["debit_without_order", 0]]);
  });

  it("the summary adds each order's money once, and a reference's double debit only when no order counted it", () => {
    const twice = check(
      [
        { id: "A", cents: -600, balance: 9400 },
        { id: "A", cents: -600, balance: 8800 },
      ],
      [ok("A", "success", { price_cents: 500 })],
    );
    expect(stakes(twice)).toEqual([
      ["double_debit", 600],
      ["amount_mismatch", 100],
      ["amount_mismatch", 100],
    ]);
    expect(twice.summary.atStake).toBe(700);
    const byRef = check(
      [
        { id: "X1", ref: "r-1", cents: -300, balance: 700 },
        { id: "X2", ref: "r-1", cents: -300, balance: 400 },
      ],
      [ok("X1", "success", { price_cents: 300 }), notFound({ orderId: "X2" })],
    );
    expect(stakes(byRef)).toEqual([
      ["debit_without_order", 300],
      ["double_debit", 300],
    ]);
    expect(byRef.summary.atStake).toBe(300);
  });
});

describe("reconcile, pages read while the wallet moves", () => {
  it("an entry an earlier page had (a new one shifted the pages) is read once and listed as repeated", () => {
    const row = (id: string, order: string, amount: number, balance: number, at: string) => ({
      txn_id: id,
      order_id: order,
      amount_cents: amount,
      balance_after: balance,
      created_at: at,
    });
    // Newest first; E-3 arrived between the reads, pushing E-1 onto page two as well.
    const one = {
      data: [row("E-2", "B", -200, 9700, "2026-01-01T10:02:00Z"), row("E-1", "A", -100, 9900, "2026-01-01T10:01:00Z")],
    };
    const two = {
      data: [row("E-1", "A", -100, 9900, "2026-01-01T10:01:00Z"), row("E-0", "Z", -100, 10000, "2026-01-01T10:00:00Z")],
    };
    const answers = [
      ok("A", "success", { price_cents: 100 }),
      ok("B", "success", { price_cents: 200 }),
      ok("Z", "success", { price_cents: 100 }),
    ];
    const result = reconcile([one, two], answers, { now: NOW });
    expect(result.findings).toEqual([]);
    expect(result.unmatched).toEqual([{ reason: "repeated-entry", entryIndexes: [2] }]);
    expect(result.summary.entries).toBe(3);
  });
});

describe("reconcile, some orders only and answers asked by reference", () => {
  it("only: checks the batch's orders (by id or reference) while the balance runs over every entry", () => {
    const page = cents([
      { id: "A", cents: -500, balance: 9500 },
      { id: "X", cents: -500, balance: 9000 },
      { ref: "batch-2", cents: -300, balance: 8000 },
      { id: "Y", cents: -100, balance: 7900 },
    ]);
    const only = { orderIds: ["A"], references: ["batch-2"] };
    const all = reconcile([page], [], { now: NOW });
    expect(all.findings.filter((finding) => finding.kind === "debit_without_order")).toHaveLength(4);
    const some = reconcile([page], [], { now: NOW, batchOrders: only });
    const unknown = some.findings.filter((finding) => finding.kind === "debit_without_order");
    expect(unknown.map((finding) => finding.orderId ?? finding.reference).sort()).toEqual(["A", "batch-2"]);
    // X's entry leaves a jump before batch-2's: found though X is not the batch's.
    expect(some.findings.filter((finding) => finding.kind === "balance_jump")).toMatchObject([
      { reference: "batch-2", entryIndexes: [1, 2], amounts: { expected: 8700, found: 8000 } },
    ]);
    // An entry with neither id nor reference is not the batch's: not listed as unmatched.
    expect(some.unmatched.map((item) => item.reason)).not.toContain("no-order-id");
  });

  it("only: an entry matched by reference brings its order in, so a refund naming only the order id is checked", () => {
    const page = cents([
      { id: "A", ref: "batch-1", cents: -500, balance: 9500 },
      { id: "X", cents: -100, balance: 9400 },
      { id: "A", cents: 500, balance: 9900 },
    ]);
    const result = reconcile([page], [ok("A", "failed", { price_cents: 500 })], {
      now: NOW,
      batchOrders: { orderIds: [], references: ["batch-1"] },
    });
    expect(result.findings).toEqual([]);
    expect(result.summary.entries).toBe(2);
    expect(result.unmatched).toEqual([]);
  });

  it("only: a batch's order id or reference that no entry read names is listed, not called clean", () => {
    const page = cents([{ id: "A", ref: "batch-1", cents: -500, balance: 9500 }]);
    const result = reconcile([page], [ok("A", "success", { price_cents: 500 })], {
      now: NOW,
      batchOrders: { orderIds: ["A", "Q"], references: ["batch-1", "batch-2"] },
    });
    expect(result.findings).toEqual([]);
    expect(result.unmatched).toEqual([
      { reason: "no-entry", orderId: "Q", entryIndexes: [] },
      { reason: "no-entry", reference: "batch-2", entryIndexes: [] },
    ]);
    const none = reconcile([cents([{ id: "Z", cents: -100, balance: 100 }])], [], {
      now: NOW,
      batchOrders: { orderIds: ["A"], references: [] },
    });
    expect(none.summary.entries).toBe(0);
    expect(none.unmatched).toEqual([{ reason: "no-entry", orderId: "A", entryIndexes: [] }]);
  });

  it("only: a batch reference is named when its order's status answer names it, the entries naming order ids only", () => {
    const page = cents([{ id: "A", cents: -500, balance: 9500 }]);
    const answer = ok("A", "success", { price_cents: 500 }, { reseller_ref: "batch-1" });
    const result = reconcile([page], [answer], { now: NOW, batchOrders: { orderIds: ["A"], references: ["batch-1"] } });
    expect(result.findings).toEqual([]);
    expect(result.unmatched).toEqual([]);
    // Without the status answer naming it, the reference is one no entry names.
    const unnamed = reconcile([page], [ok("A", "success", { price_cents: 500 })], {
      now: NOW,
      batchOrders: { orderIds: ["A"], references: ["batch-1"] },
    });
    expect(unnamed.unmatched).toEqual([{ reason: "no-entry", reference: "batch-1", entryIndexes: [] }]);
  });

  it("an answer asked by reference matches entries that name the reference only", () => {
    const page = cents([{ ref: "r-9", cents: -300, balance: 700 }]);
    const byRef = (status: string, body: unknown = { data: { status, price_cents: 300 } }): StatusAnswer => ({
      reference: "r-9",
      httpStatus: 200,
      body,
    });
    expect(kinds([page], [byRef("success")])).toEqual([]);
    expect(kinds([page], [byRef("failed")])).toEqual(only("missing_refund"));
    expect(kinds([page], [notFound({ reference: "r-9" })])).toEqual(only("debit_without_order"));
    // A refused (or unanswered) check says nothing of the order: its debits are unmatched, not a finding.
    const refused = reconcile([page], [{ reference: "r-9", httpStatus: 503 }], { now: NOW });
    expect(refused.findings).toEqual([]);
    expect(refused.unmatched).toContainEqual({
      reason: "status-refused",
      reference: "r-9",
      httpStatus: 503,
      entryIndexes: [0],
    });
    // An answer about another order says nothing of this one: its debits are listed, not matched to it.
    const other = reconcile([page], [byRef("", { data: { reseller_ref: "r-5", status: "success" } })], { now: NOW });
    expect(other.findings).toEqual([]);
    expect(other.unmatched).toContainEqual({
      reason: "status-other-order",
      reference: "r-9",
      text: "r-5",
      entryIndexes: [0],
    });
    // A 200 refusing the check in JSend's words: its "error" is the answer's, not a failed order owed a refund.
    const jsend = reconcile([page], [byRef("", { status: "error", message: "Signature tidak valid" })], { now: NOW });
    expect(jsend.findings).toEqual([]);
    expect(jsend.unmatched).toContainEqual(
      expect.objectContaining({ reason: "status-refused", bodyRefused: true, said: "Signature tidak valid" }),
    );
  });
});

describe("findingsCsv", () => {
  it("writes one line per finding, entries from 1, and defuses formulas", () => {
    const csv = findingsCsv([
      {
        kind: "double_debit",
        orderId: "=HYPERLINK(1)",
        reference: "-5",
        amounts: { debited: 1000, atStake: 500 },
        entryIndexes: [0, 1],
        at: "2026-01-01",
      },
      { kind: "balance_jump", amounts: { expected: 9000, found: 8000, atStake: 1000 }, entryIndexes: [4, 5] },
    ]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("kind,order_id,reference,debited,refunded,price,expected,found,at_stake,entries,at,currency");
    // Entries from 1, as the findings table shows them ("#1"); amounts in the body's own units.
    expect(lines[1]).toBe('double_debit,"\'=HYPERLINK(1)",-5,10,,,,,5,1 2,2026-01-01,');
    expect(lines[2]).toBe("balance_jump,,,,,,90,80,10,5 6,,");
    expect(lines).toHaveLength(4);
  });

  it("writes Rupiah as Rupiah, not in hundredths, with the currency beside", () => {
    const csv = findingsCsv(
      [
        {
          kind: "double_debit",
          orderId: "T1",
          amounts: { debited: 17_700_000, atStake: 17_700_000 },
          entryIndexes: [0],
        },
      ],
      "IDR",
    );
    expect(csv.split("\r\n")[1]).toBe("double_debit,T1,,177000,,,,,177000,1,,IDR");
  });
});
