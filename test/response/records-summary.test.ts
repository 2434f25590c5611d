import { describe, expect, it } from "vitest";
import { MAX_CATEGORIES, summarizeRecords } from "../../src/response/records-summary";

const all = (list: unknown[]) => list.map((_, index) => index);

describe("summarizeRecords", () => {
  it("counts the values of the columns named as kinds, statuses and currencies, most first", () => {
    const records = [
      { transaction_type: "debit", Status: "success", currency: "USD", player: "a" },
      { transaction_type: "refund", Status: "success", currency: "USD", player: "b" },
      { transaction_type: "debit", Status: "failed", currency: "EUR", player: "a" },
    ];
    const columns = ["transaction_type", "Status", "currency", "player"];
    expect(summarizeRecords(records, columns, all(records)).counts).toEqual([
      {
        column: "transaction_type",
        values: [
          { value: "debit", count: 2 },
          { value: "refund", count: 1 },
        ],
      },
      {
        column: "Status",
        values: [
          { value: "success", count: 2 },
          { value: "failed", count: 1 },
        ],
      },
      {
        column: "currency",
        values: [
          { value: "USD", count: 2 },
          { value: "EUR", count: 1 },
        ],
      },
    ]);
  });

  it("does not count a column of many values: that is free text, not a kind", () => {
    const records = Array.from({ length: MAX_CATEGORIES + 1 }, (_, n) => ({ status: `s${n}` }));
    expect(summarizeRecords(records, ["status"], all(records)).counts).toEqual([]);
    expect(summarizeRecords(records.slice(1), ["status"], all(records.slice(1))).counts).toHaveLength(1);
  });

  it("adds up the money columns per currency, numbers sent as text too, and leaves balances alone", () => {
    const records = [
      { amount: -999, balance_after: 100, currency: "USD" },
      { amount: "1,000", balance_after: 1100, currency: "USD" },
      { amount: 5, balance_after: 5, currency: "EUR" },
      { amount: "n/a", balance_after: 0, currency: "USD" },
    ];
    expect(summarizeRecords(records, ["amount", "balance_after", "currency"], all(records)).sums).toEqual([
      {
        column: "amount",
        totals: [
          { currency: "USD", sum: 1, count: 2 },
          { currency: "EUR", sum: 5, count: 1 },
        ],
      },
    ]);
  });

  it("knows a price and a debit by their other names, and rounds a sum to the places its parts had", () => {
    const records = [
      { unit_price: 0.1, withdrawal: "2.50" },
      { unit_price: 0.2, withdrawal: "1" },
    ];
    expect(summarizeRecords(records, ["unit_price", "withdrawal"], all(records)).sums).toEqual([
      { column: "unit_price", totals: [{ sum: 0.3, count: 2 }] },
      { column: "withdrawal", totals: [{ sum: 3.5, count: 2 }] },
    ]);
  });

  it("summarises only the rows it is given", () => {
    const records = [
      { type: "debit", amount: -1 },
      { type: "top_up", amount: 50 },
    ];
    expect(summarizeRecords(records, ["type", "amount"], [1])).toEqual({
      counts: [{ column: "type", values: [{ value: "top_up", count: 1 }] }],
      sums: [{ column: "amount", totals: [{ sum: 50, count: 1 }] }],
    });
    expect(summarizeRecords(records, ["type", "amount"], [])).toEqual({ counts: [], sums: [] });
  });
});
