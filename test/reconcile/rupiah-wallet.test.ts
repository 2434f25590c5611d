import { describe, expect, it } from "vitest";
import { findingsCsv } from "../../src/reconcile/findings-csv";
import { findingsReport } from "../../src/reconcile/findings-report";
import { fromHundredths } from "../../src/reconcile/hundredths";
import { reconcile } from "../../src/reconcile/reconcile";
import { type AnswerInput, reconcileResult } from "../../src/reconcile/reconcile-result";
import type { StatusAnswer } from "../../src/reconcile/reconcile-types";

/** Sandbox-free: a week in Jakarta, checked on the Monday after. */
const NOW = Date.parse("2026-11-23T05:00:00Z");
const JAKARTA = "Asia/Jakarta";

/**
 * A Rupiah wallet of nine entries as the market's reseller APIs write them: the order's `trx_id`
 * and the reseller's `ref_id` on each entry (the names of Apigames' and Digiflazz's order answers),
 * an Indonesian type word, whole Rupiah as JSON integers, the balance after each entry in `saldo`,
 * and Jakarta times without a zone. Newest first. Two troubles and nothing else: T03 ended "Gagal"
 * and was never refunded; T05 was debited twice, two minutes apart.
 */
const WALLET = {
  data: [
    {
      trx_id: "T06",
      ref_id: "toko-6",
      type: "Pembelian",
      amount: 75_000,
      saldo: 307_000,
      created_at: "2026-11-21 20:45:00",
    },
    {
      trx_id: "T05",
      ref_id: "toko-5",
      type: "Pembelian",
      amount: 28_000,
      saldo: 382_000,
      created_at: "2026-11-20 16:07:00",
    },
    {
      trx_id: "T05",
      ref_id: "toko-5",
      type: "Pembelian",
      amount: 28_000,
      saldo: 410_000,
      created_at: "2026-11-20 16:05:00",
    },
    {
      trx_id: "T04",
      ref_id: "toko-4",
      type: "Refund",
      amount: 19_000,
      saldo: 438_000,
      created_at: "2026-11-19 10:05:00",
    },
    {
      trx_id: "T04",
      ref_id: "toko-4",
      type: "Pembelian",
      amount: 19_000,
      saldo: 419_000,
      created_at: "2026-11-19 10:00:00",
    },
    {
      trx_id: "T03",
      ref_id: "toko-3",
      type: "Pembelian",
      amount: 44_000,
      saldo: 438_000,
      created_at: "2026-11-18 11:30:00",
    },
    {
      trx_id: "T02",
      ref_id: "toko-2",
      type: "Pembelian",
      amount: 15_000,
      saldo: 482_000,
      created_at: "2026-11-17 13:40:00",
    },
    {
      trx_id: "T01",
      ref_id: "toko-1",
      type: "Pembelian",
      amount: 22_000,
      saldo: 497_000,
      created_at: "2026-11-16 10:15:00",
    },
    {
      trx_id: "",
      ref_id: "",
      type: "Top Up Saldo",
      amount: 519_000,
      saldo: 519_000,
      created_at: "2026-11-16 09:00:00",
    },
  ],
};

/**
 * A Check order status answer in Apigames' shape: "Cek Status Transaksi v2 (Method GET)",
 * https://docs.apigames.id/docs/v2/cek-status/cek-status-get — HTTP 200, `{"data": {merchant_id,
 * trx_id, ref_id, destination, product_code, message, status, sn, last_balance, product_detail:
 * {name, code, price, price_unit, rate, price_rp}}, "status": 1}`. The product's `price` is in the
 * game's own units ("garena shell"); what the order cost in Rupiah is `price_rp`.
 */
function apigames(trxId: string, status: string, rupiah: number): StatusAnswer {
  const ref = `toko-${Number(trxId.slice(1))}`;
  return {
    orderId: trxId,
    httpStatus: 200,
    body: {
      data: {
        merchant_id: "M220718CYXXXXX3KFF",
        trx_id: trxId,
        ref_id: ref,
        destination: "4645",
        product_code: "ff",
        product_code_master: "ff",
        message: `R#${ref} ff.4645, status ${status.toUpperCase()}. Sisa saldo 307000`,
        status,
        sn: "",
        last_balance: "307000",
        product_detail: {
          name: "Diamond Free Fire",
          code: "ff",
          price: rupiah / 250,
          price_unit: "garena shell",
          rate: 250,
          price_rp: rupiah,
        },
      },
      status: 1,
    },
  };
}

/** T06 delivered only in part: final, never stuck, its price still owed. */
const ANSWERS: StatusAnswer[] = [
  apigames("T06", "Sukses Sebagian", 75_000),
  apigames("T05", "Sukses", 28_000),
  apigames("T04", "Gagal", 19_000),
  apigames("T03", "Gagal", 44_000),
  apigames("T02", "Sukses", 15_000),
  apigames("T01", "Sukses", 22_000),
];

const texts = (answers: StatusAnswer[]): AnswerInput[] =>
  answers.map(({ body, ...asked }) => ({ ...asked, text: JSON.stringify(body) }));

describe("a Rupiah wallet of the market, its two troubles", () => {
  it("finds exactly the Gagal order never refunded and the order debited twice, with the Rupiah at stake", () => {
    const result = reconcile([WALLET], ANSWERS, { now: NOW, timeZone: JAKARTA });
    // In the order the entries list their orders: newest first.
    expect(result.findings).toEqual([
      {
        kind: "double_debit",
        orderId: "T05",
        reference: "toko-5",
        status: "Sukses",
        amounts: { debited: 5_600_000, atStake: 2_800_000 },
        entryIndexes: [1, 2],
        at: "2026-11-20 16:07:00",
      },
      {
        kind: "missing_refund",
        orderId: "T03",
        reference: "toko-3",
        status: "Gagal",
        amounts: { debited: 4_400_000, refunded: 0, atStake: 4_400_000 },
        entryIndexes: [5],
        at: "2026-11-18 11:30:00",
      },
    ]);
    // Every order is long final (Sukses, Gagal, Sukses Sebagian): none is stuck, nothing unmatched.
    expect(result.unmatched).toEqual([]);
    expect(result.summary.entries).toBe(9);
    expect(result.summary.atStake).toBe(7_200_000);
    // Hundredths back to Rupiah: Rp 72.000, not a hundred times that.
    expect(fromHundredths(result.summary.atStake)).toBe(72_000);
  });

  it("says the same through the check as the worker runs it, and writes whole Rupiah in the CSV and the report", () => {
    const result = reconcileResult({
      pages: [{ text: JSON.stringify(WALLET) }],
      answers: texts(ANSWERS),
      now: NOW,
      timeZone: JAKARTA,
      // The pages name no currency: the wallet's, as Check wallet balance names it.
      context: { walletCurrency: "IDR" },
    });
    expect(result.findings.map((finding) => [finding.kind, finding.orderId, finding.amounts.atStake])).toEqual([
      ["double_debit", "T05", 2_800_000],
      ["missing_refund", "T03", 4_400_000],
    ]);
    const report = findingsReport({ ...result, currency: "IDR" }, []).replace(/\u00a0/g, " ");
    expect(report).toContain("- **Findings:** 2, IDR 72,000 at stake\n");
    expect(report).toContain(
      "| Refund missing | T03 | toko-3 | Gagal | debited IDR 44,000, refunded IDR 0, at stake IDR 44,000 |",
    );
    expect(report).toContain("| Debited twice | T05 | toko-5 | Sukses | debited IDR 56,000, at stake IDR 28,000 |");
    expect(report).not.toContain("minor units");
    const csv = findingsCsv(result.findings, "IDR").split("\r\n");
    expect(csv[1]).toBe("double_debit,T05,toko-5,56000,,,,,28000,2 3,2026-11-20 16:07:00,IDR");
    expect(csv[2]).toBe("missing_refund,T03,toko-3,44000,0,,,,44000,6,2026-11-18 11:30:00,IDR");
    // The running balance in Rupiah's hundredths too: the chart divides it back like every amount.
    expect(result.balanceLine.at(-1)?.balance).toBe(30_700_000);
  });

  it("reads the price in Rupiah (price_rp), not the product's price in the game's units", () => {
    const result = reconcile([WALLET], ANSWERS, { now: NOW, timeZone: JAKARTA });
    expect(result.findings.some((finding) => finding.kind === "amount_mismatch")).toBe(false);
  });
});

describe("a Rupiah wallet's orders, as their words say", () => {
  const pending = (word: string) =>
    ANSWERS.map((answer) => (answer.orderId === "T01" ? apigames("T01", word, 22_000) : answer));
  const stuck = (answers: StatusAnswer[], words = {}) =>
    reconcile([WALLET], answers, {
      now: NOW,
      timeZone: JAKARTA,
      answers: { dialect: { words, fields: {} } },
    }).findings.filter((finding) => finding.kind === "stuck");

  it("only a word that is not final is stuck: Pending and Validasi Provider, with the word as sent", () => {
    expect(stuck(pending("Pending"))).toMatchObject([{ orderId: "T01", status: "Pending" }]);
    expect(stuck(pending("Validasi Provider"))).toMatchObject([{ orderId: "T01", status: "Validasi Provider" }]);
    for (const word of ["Sukses", "SUKSES", "Berhasil", "Gagal", "Sukses Sebagian", "Dibatalkan"])
      expect(stuck(pending(word)), word).toEqual([]);
  });

  it("a word the list does not know waits as not final, and a correction makes it final at once", () => {
    const answers = pending("Menunggu Konfirmasi Bank");
    expect(stuck(answers)).toMatchObject([{ orderId: "T01", status: "Menunggu Konfirmasi Bank" }]);
    // Corrected to a failure in the answer map: not stuck, but owed back.
    const corrected = reconcile([WALLET], answers, {
      now: NOW,
      timeZone: JAKARTA,
      answers: { dialect: { words: { "menunggu konfirmasi bank": "failed" }, fields: {} } },
    });
    expect(corrected.findings.map((finding) => [finding.kind, finding.orderId])).toEqual([
      ["double_debit", "T05"],
      ["missing_refund", "T03"],
      ["missing_refund", "T01"],
    ]);
  });

  it("a status check answered HTTP 200 with a body that says it failed is a refused check, not an order", () => {
    // Apigames' "Contoh Response Error" (Cek Status Transaksi v2): `{"error_msg": …, "status": 0}`.
    const refused = ANSWERS.map((answer) =>
      answer.orderId === "T03"
        ? { orderId: "T03", httpStatus: 200, body: { error_msg: "Transaksi tidak ditemukan", status: 0 } }
        : answer,
    );
    const result = reconcile([WALLET], refused, { now: NOW, timeZone: JAKARTA });
    expect(result.findings.map((finding) => [finding.kind, finding.orderId])).toEqual([["double_debit", "T05"]]);
    expect(result.unmatched).toEqual([
      {
        reason: "status-refused",
        orderId: "T03",
        httpStatus: 200,
        bodyRefused: true,
        said: "Transaksi tidak ditemukan",
        entryIndexes: [5],
      },
    ]);
  });
});

describe("a Rupiah wallet's amounts written as text", () => {
  /** The same wallet with its amounts and balances as Indonesian text ("28.000", "Rp 307.000"). */
  const asText = (rupiah: (value: number) => string, extra: Record<string, unknown> = {}) => ({
    ...extra,
    data: WALLET.data.map((entry) => ({ ...entry, amount: rupiah(entry.amount), saldo: rupiah(entry.saldo) })),
  });
  const dotted = (value: number) => new Intl.NumberFormat("id-ID").format(value);

  it("reads Rp 28.000 as twenty-eight thousand Rupiah, and finds the same two troubles", () => {
    const result = reconcile([asText((value) => `Rp ${dotted(value)}`)], ANSWERS, { now: NOW, timeZone: JAKARTA });
    expect(result.findings.map((finding) => [finding.kind, finding.orderId, finding.amounts.atStake])).toEqual([
      ["double_debit", "T05", 2_800_000],
      ["missing_refund", "T03", 4_400_000],
    ]);
    expect(result.unmatched).toEqual([]);
  });

  it("reads 28.000 by the currency the page or the wallet names", () => {
    const page = asText(dotted);
    const byPage = reconcile([{ ...page, currency: "IDR" }], ANSWERS, { now: NOW, timeZone: JAKARTA });
    const byWallet = reconcile([page], ANSWERS, { now: NOW, timeZone: JAKARTA, answers: { walletCurrency: "IDR" } });
    for (const result of [byPage, byWallet]) {
      expect(result.summary.atStake).toBe(7_200_000);
      expect(result.unmatched).toEqual([]);
    }
  });

  it("reports an amount nothing can decide with its entry, and checks neither its order nor the balance across it", () => {
    // 28.000 with no currency anywhere: twenty-eight thousand, or twenty-eight. Never guessed.
    const page = {
      data: WALLET.data.map((entry, index) => (index === 1 ? { ...entry, amount: "28.000" } : entry)),
    };
    const result = reconcile([page], ANSWERS, { now: NOW, timeZone: JAKARTA });
    expect(result.findings.map((finding) => [finding.kind, finding.orderId])).toEqual([["missing_refund", "T03"]]);
    expect(result.unmatched).toEqual([
      {
        reason: "ambiguous-amount",
        entryIndexes: [1],
        orderId: "T05",
        reference: "toko-5",
        text: "28.000",
        readings: [28_000, 28],
      },
    ]);
    expect(result.summary.entries).toBe(8);
  });

  it("reports a price that reads two ways with the order's debits, and checks the rest", () => {
    const answers = ANSWERS.map((answer) =>
      answer.orderId === "T02"
        ? { orderId: "T02", httpStatus: 200, body: { data: { trx_id: "T02", status: "Sukses", price: "15.000" } } }
        : answer,
    );
    const result = reconcile([WALLET], answers, { now: NOW, timeZone: JAKARTA });
    expect(result.unmatched).toEqual([
      { reason: "ambiguous-price", orderId: "T02", text: "15.000", readings: [15_000, 15], entryIndexes: [6] },
    ]);
    expect(result.findings.map((finding) => finding.kind)).toEqual(["double_debit", "missing_refund"]);
    // With the wallet's currency there is nothing to ask.
    const known = reconcile([WALLET], answers, { now: NOW, timeZone: JAKARTA, answers: { walletCurrency: "IDR" } });
    expect(known.unmatched).toEqual([]);
  });
});
