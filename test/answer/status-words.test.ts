import { describe, expect, it } from "vitest";
import { FINAL_KINDS, finalKindOf, readStatusWord, STATUS_WORDS } from "../../src/answer/status-words";

describe("what an order's status word means", () => {
  it("knows the final words in English and Indonesian, in any case and spacing", () => {
    const cases: [string, string][] = [
      ["success", "success"],
      ["Completed", "success"],
      [" DELIVERED ", "success"],
      ["Sukses", "success"],
      ["BERHASIL", "success"],
      ["Sukses Sebagian", "partial"],
      ["FAILED", "failed"],
      ["Gagal", "failed"],
      ["Dibatalkan", "failed"],
      ["cancelled", "failed"],
      ["Expired", "failed"],
      ["Refunded", "refunded"],
      ["Refund", "refunded"],
      ["Dikembalikan", "refunded"],
      ["reversed", "refunded"],
    ];
    for (const [word, kind] of cases) {
      expect(readStatusWord(word), word).toEqual({ word, kind, final: true, by: "list" });
      expect(finalKindOf(word), word).toBe(kind);
    }
  });

  it("never calls a pending word final, and knows it as pending", () => {
    for (const word of [
      "Pending",
      "PENDING",
      "processing",
      "Proses",
      "Diproses",
      "Validasi Provider",
      "VALIDASI_PROVIDER",
      "in_progress",
    ]) {
      expect(readStatusWord(word), word).toMatchObject({ kind: "pending", final: false });
      expect(finalKindOf(word), word).toBeUndefined();
    }
  });

  it("shows an unknown word as sent and never takes it as final", () => {
    expect(readStatusWord("Menunggu Pembayaran Vendor")).toEqual({ word: "Menunggu Pembayaran Vendor", final: false });
    expect(readStatusWord("")).toEqual({ word: "", final: false });
  });

  it("lets a correction say what a word means, over the list", () => {
    expect(readStatusWord("Sukses", { sukses: "failed" })).toEqual({
      word: "Sukses",
      kind: "failed",
      final: true,
      by: "correction",
    });
    expect(readStatusWord("Terkirim", { terkirim: "success" })).toMatchObject({ kind: "success", final: true });
    expect(readStatusWord("Done", { done: "pending" })).toMatchObject({ kind: "pending", final: false });
  });

  it("lists every word once, under one kind", () => {
    const all = Object.values(STATUS_WORDS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const kind of FINAL_KINDS) expect(STATUS_WORDS[kind].length).toBeGreaterThan(0);
  });
});
