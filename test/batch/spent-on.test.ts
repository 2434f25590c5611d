import { describe, expect, it } from "vitest";
import { refundedOn, spentOn } from "../../src/batch/batch-funds";
import type { BatchRow, RowState } from "../../src/batch/row-state";

const row = (line: number, price: string | undefined, state: RowState): BatchRow => ({
  batchId: "b",
  line,
  order: { product_id: 201, user_id: String(line), reseller_ref: `r-${line}` },
  ...(price !== undefined && { product: { id: "201", price, currency: "USD" } }),
  state,
  sends: 1,
  rateLimited: 0,
});

describe("spentOn", () => {
  it("adds the listed prices of placed rows only, without drift", () => {
    const placed: RowState = { kind: "placed", at: 1, via: "answer" };
    const rows = [
      row(2, "0.1", placed),
      row(3, "0.2", placed),
      row(4, "9.99", { kind: "refused", at: 1, status: 422 }),
      row(5, "4.49", { kind: "unknown", sentAt: 1, cause: { kind: "timeout" } }),
    ];
    expect(spentOn(rows)).toEqual({ total: 0.3, currency: "USD" });
  });

  it("is zero before anything is placed", () => {
    expect(spentOn([row(2, "1.49", { kind: "pending" })])).toEqual({ total: 0 });
  });
});

describe("refundedOn", () => {
  const final = (status: string): RowState => ({ kind: "placed", at: 1, via: "answer", final: { status, at: 2 } });

  it("adds the prices of orders that ended failed or refunded, never delivered or open ones", () => {
    const rows = [
      row(2, "1.49", final("success")),
      row(3, "0.1", final("FAILED")),
      row(4, "0.2", final("refunded")),
      row(5, "9.99", { kind: "placed", at: 1, via: "answer", orderStatus: "failed" }),
      row(6, "4.49", final("Cancelled")),
    ];
    expect(refundedOn(rows)).toEqual({ total: 4.79, currency: "USD" });
    expect(spentOn(rows)).toEqual({ total: 16.27, currency: "USD" });
  });
});
