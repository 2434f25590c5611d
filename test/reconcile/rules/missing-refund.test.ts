import { describe, expect, it } from "vitest";
import { check, ok } from "../wallet-kit";

describe("missing_refund: the order ended failed or refunded, and less came back than was debited", () => {
  it("missing_refund: a short refund of a failed order leaves the rest at stake", () => {
    const result = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "A", cents: 200, balance: 9700 },
      ],
      [ok("A", "failed", { price_cents: 500 })],
    );
    expect(result.findings).toMatchObject([
      { kind: "missing_refund", amounts: { debited: 500, refunded: 200, atStake: 300 } },
    ]);
    expect(result.summary.atStake).toBe(300);
  });

  it("is found for a failed order never refunded, in the market's words too, D − C at stake", () => {
    for (const word of ["failed", "Gagal", "refunded"]) {
      const result = check([{ id: "A", cents: -4400, balance: 5600 }], [ok("A", word, { price_cents: 4400 })]);
      expect(result.findings, word).toEqual([
        {
          kind: "missing_refund",
          orderId: "A",
          status: word,
          amounts: { debited: 4400, refunded: 0, atStake: 4400 },
          entryIndexes: [0],
        },
      ]);
      expect(result.summary.atStake, word).toBe(4400);
    }
  });

  it("is not found once the refund is whole, nor for an order that succeeded, even in part", () => {
    const refunded = check(
      [
        { id: "A", cents: -500, balance: 9500 },
        { id: "A", cents: 500, balance: 10000 },
      ],
      [ok("A", "Gagal", { price_cents: 500 })],
    );
    expect(refunded.findings).toEqual([]);
    for (const word of ["success", "Sukses Sebagian"]) {
      const kept = check([{ id: "A", cents: -500, balance: 9500 }], [ok("A", word, { price_cents: 500 })]);
      expect(kept.findings, word).toEqual([]);
    }
  });
});
