import { describe, expect, it } from "vitest";
import { MAX_LEDGER_ROWS, readLedger, readLedgerEntries } from "../../src/response/ledger";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";

const ledgerOf = (body: unknown) => {
  const result = readLedger(body);
  if (!result.ok) throw new Error(`not recognised: ${result.reason}`);
  return result.ledger;
};

describe("reading a wallet's entries by field name", () => {
  it("reads the sandbox's own answer: signed amounts, type words and balance_after", async () => {
    const app = createSandboxApp();
    const response = await app.fetch(
      new Request("https://sandbox.invalid/v1/wallet_history?limit=100", {
        headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` },
      }),
    );
    const ledger = ledgerOf(await response.json());
    expect(ledger.source).toBe("data");
    expect(ledger.currency).toBe("USD");
    expect(ledger.balance).toEqual({ from: "field", field: "balance_after" });
    expect(ledger.minorUnitsField).toBeUndefined();
    expect(ledger.rows.some((row) => row.kind === "refund" && row.amount > 0 && row.direction === "credit")).toBe(true);
    const debits = ledger.rows.filter((row) => row.kind === "debit");
    expect(debits.length).toBeGreaterThan(0);
    expect(debits.every((row) => row.amount < 0 && row.direction === "debit")).toBe(true);
    // Newest first: each balance is the one below it plus its own amount (dollars, to the cent).
    for (let index = 0; index + 1 < ledger.rows.length; index += 1) {
      const [row, older] = [ledger.rows[index], ledger.rows[index + 1]];
      expect(row?.balance).toBeCloseTo((older?.balance ?? 0) + (row?.amount ?? 0), 2);
    }
  });

  it("reads separate debit and credit columns, numbers as text, and runs a balance from an opening one", () => {
    const ledger = ledgerOf({
      currency: "EUR",
      opening_balance: "100.00",
      transactions: [
        { date: "2026-01-01", description: "Top up", debit: "", credit: "50.00" },
        { date: "2026-01-02", description: "Diamonds", debit: "1,234.50", credit: null },
        { date: "2026-01-03", description: "Refund", debit: null, credit: "10" },
      ],
    });
    expect(ledger.signedBy).toEqual({ by: "separate", debit: "debit", credit: "credit" });
    expect(ledger.currency).toBe("EUR");
    expect(ledger.rows.map((row) => [row.amount, row.direction])).toEqual([
      [50, "credit"],
      [-1234.5, "debit"],
      [10, "credit"],
    ]);
    expect(ledger.balance).toEqual({ from: "opening", field: "opening_balance", value: 100, order: "oldest first" });
    expect(ledger.rows.map((row) => row.balance)).toEqual([150, -1084.5, -1074.5]);
    expect(ledger.totals).toEqual({ debits: -1234.5, credits: 60, net: -1174.5, debitCount: 1, creditCount: 2 });
  });

  it("signs a bare array of positive amounts as text by its type word, and says cents only when a name does", () => {
    const ledger = ledgerOf([
      { kind: "purchase", amount_cents: "149", currency: "USD", created_at: "2026-01-02" },
      { kind: "Top-Up", amount_cents: "1000", currency: "USD", created_at: "2026-01-01" },
      { kind: "adjustment", amount_cents: "-5", currency: "USD", created_at: "2026-01-01" },
    ]);
    expect(ledger.rows.map((row) => row.amount)).toEqual([-149, 1000, -5]);
    expect(ledger.signedBy).toEqual({ by: "word", direction: "kind", amount: "amount_cents" });
    expect(ledger.minorUnitsField).toBe("amount_cents");
    expect(ledger.balance).toBeUndefined();
  });

  it("computes a balance from balance_before, and walks an opening balance oldest first when newest is listed first", () => {
    expect(ledgerOf([{ amount: -3, balance_before: 10 }]).rows[0]?.balance).toBe(7);
    const newestFirst = ledgerOf({
      starting_balance: 10,
      items: [
        { amount: -1, date: "2026-01-03" },
        { amount: 5, date: "2026-01-01" },
      ],
    });
    expect(newestFirst.balance).toMatchObject({ order: "newest first" });
    expect(newestFirst.rows.map((row) => row.balance)).toEqual([14, 15]);
  });

  it("keeps hostile text as data and gives no totals across currencies", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const ledger = ledgerOf({
      data: [
        { amount: -1, currency: "USD", description: hostile },
        { amount: 2, currency: "<b>EUR</b>", description: "ok" },
      ],
    });
    expect(ledger.rows[0]?.description).toBe(hostile);
    expect(ledger.currencies).toEqual(["USD", "<b>EUR</b>"]);
    expect(ledger.totals).toBeUndefined();
    expect(ledger.currency).toBeUndefined();
  });

  it("shows the first entries and counts them all", () => {
    const data = Array.from({ length: 10_000 }, (_, index) => ({ amount: -1, balance_after: 10_000 - index }));
    const ledger = ledgerOf({ data });
    expect(ledger.rows).toHaveLength(MAX_LEDGER_ROWS);
    expect(ledger.total).toBe(10_000);
    expect(ledger.totals?.debits).toBe(-10_000);
  });

  it("says plainly what it did not find", () => {
    expect(readLedger({ data: { balance: 3 } })).toEqual({ ok: false, reason: "no-records" });
    expect(readLedger({ data: [{ game_id: 1, name: "Sky Raiders" }] })).toEqual({
      ok: false,
      reason: "no-amount-field",
    });
    expect(readLedger([{ amount: "twelve" }])).toEqual({ ok: false, reason: "no-amount", field: "amount" });
    expect(readLedger([])).toMatchObject({ ok: false });
  });
});

describe("the order each wallet entry names", () => {
  const orderIdsOf = (body: unknown) => {
    const result = readLedgerEntries(body);
    if (!result.ok) throw new Error(`not recognised: ${result.reason}`);
    return result.entries.map((entry) => entry.orderId);
  };

  it("is not the entry's own transaction_id", () => {
    const data = [
      { transaction_id: "txn_1", type: "top_up", amount: 100, balance_after: 100 },
      { transaction_id: "txn_2", type: "debit", amount: 5, balance_after: 95 },
    ];
    expect(orderIdsOf({ data })).toEqual([undefined, undefined]);
  });

  it("is read from order_id (or trx_id) beside a transaction_id", () => {
    const data = [
      { transaction_id: "txn_1", type: "top_up", amount: 100, balance_after: 100, order_id: null },
      { transaction_id: "txn_2", type: "debit", amount: 5, balance_after: 95, order_id: "ord_1" },
    ];
    expect(orderIdsOf({ data })).toEqual([undefined, "ord_1"]);
    expect(orderIdsOf([{ transaction_id: "txn_9", trx_id: "T-7", amount: -2 }])).toEqual(["T-7"]);
  });
});
