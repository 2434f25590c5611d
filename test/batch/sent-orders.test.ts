import { describe, expect, it } from "vitest";
import type { BatchRow, RowState } from "../../src/batch/row-state";
import { sentOrders } from "../../src/batch/sent-orders";

const row = (line: number, state: RowState, sends = 1): BatchRow => ({
  batchId: "b",
  line,
  order: { product_id: 201, user_id: String(line), reseller_ref: `ref-${line}` },
  state,
  sends,
  rateLimited: 0,
});

describe("sentOrders", () => {
  it("takes the reference of every row ever sent, whatever its state, and the ids of placed rows", () => {
    const rows = [
      row(2, { kind: "placed", at: 1, via: "answer", orderId: "ord-2" }),
      row(3, { kind: "refused", at: 1, status: 422 }),
      row(4, { kind: "unknown", sentAt: 1, cause: { kind: "duplicate", status: 409 } }),
      row(5, { kind: "sending", sentAt: 1 }),
      row(6, { kind: "paused_balance", at: 1, status: 402 }),
      // Sent, then found certainly not placed (or rate limited): waiting to go again.
      row(7, { kind: "pending" }, 1),
      row(8, { kind: "pending" }, 0),
      row(9, { kind: "placed", at: 1, via: "status_check" }),
    ];
    expect(sentOrders(rows)).toEqual({
      orderIds: ["ord-2"],
      references: ["ref-2", "ref-3", "ref-4", "ref-5", "ref-6", "ref-7", "ref-9"],
    });
  });
});
