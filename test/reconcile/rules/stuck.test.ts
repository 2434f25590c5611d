import { describe, expect, it } from "vitest";
import { reconcile } from "../../../src/reconcile/reconcile";
import type { StatusAnswer } from "../../../src/reconcile/reconcile-types";
import { cents, check, dollars, kinds, NOW, ok, only } from "../wallet-kit";

describe("stuck: the order is still not final longer than the limit, counted from its own date", () => {
  it("stuck: pending past the limit, by the answer's date or the entry's", () => {
    const page = dollars([{ id: "A", type: "debit", amount: 5, balance: 95, at: "2026-01-01T11:00:00Z" }]);
    expect(kinds([page], [ok("A", "pending", { price: 5 })])).toEqual(only("stuck"));
    expect(kinds([page], [ok("A", "pending", { price: 5 })], Date.parse("2026-01-01T11:20:00Z"))).toEqual([]);
    expect(
      reconcile([page], [ok("A", "processing", { price: 5 })], {
        now: Date.parse("2026-01-01T11:20:00Z"),
        stuckAfterMs: 60_000,
      }).findings[0]?.kind,
    ).toBe("stuck");
    const other = cents([{ id: "B", cents: -500, balance: 9500 }]);
    const answer = ok("B", "Processing", { price_cents: 500 }, { created_at: "2026-01-01T11:50:00Z" });
    expect(kinds([other], [answer])).toEqual([]);
    expect(kinds([other], [answer], Date.parse("2026-01-01T12:30:00Z"))).toEqual(only("stuck"));
  });

  it("stuck: the order's own date, not the answer's timestamp at the top", () => {
    const page = cents([{ id: "B", cents: -500, balance: 9500 }]);
    const answer: StatusAnswer = {
      orderId: "B",
      httpStatus: 200,
      body: {
        timestamp: "2026-01-01T11:59:00Z",
        data: { order_id: "B", status: "pending", price_cents: 500, created_at: "2026-01-01T10:00:00Z" },
      },
    };
    expect(reconcile([page], [answer], { now: NOW }).findings).toMatchObject([
      { kind: "stuck", orderId: "B", at: "2026-01-01T10:00:00Z" },
    ]);
  });

  it("is found for a word that is not final, or one the list does not know, D − C at stake", () => {
    for (const word of ["Pending", "Proses", "Validasi Provider", "menunggu konfirmasi"]) {
      const answer = ok("A", word, { price_cents: 500 }, { created_at: "2026-01-01T10:00:00Z" });
      const result = check([{ id: "A", cents: -500, balance: 9500 }], [answer]);
      expect(result.findings, word).toEqual([
        {
          kind: "stuck",
          orderId: "A",
          status: word,
          amounts: { debited: 500, atStake: 500 },
          entryIndexes: [0],
          at: "2026-01-01T10:00:00Z",
        },
      ]);
      expect(result.summary.atStake, word).toBe(500);
    }
  });

  it("is not found for an old order whose word is final, nor without a date: that is Not matched", () => {
    for (const word of ["Sukses", "Gagal", "Dibatalkan", "Sukses Sebagian"]) {
      const answer = ok("A", word, { price_cents: 500 }, { created_at: "2025-12-01T10:00:00Z" });
      const result = check(
        [
          { id: "A", cents: -500, balance: 9500 },
          { id: "A", cents: 500, balance: 10000 },
        ],
        [answer],
      );
      expect(
        result.findings.map((finding) => finding.kind),
        word,
      ).not.toContain("stuck");
    }
    const undated = check([{ id: "A", cents: -500, balance: 9500 }], [ok("A", "pending", { price_cents: 500 })]);
    expect(undated.findings).toEqual([]);
    expect(undated.unmatched).toEqual([{ reason: "no-date", entryIndexes: [0] }]);
  });
});
