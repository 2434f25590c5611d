import { describe, expect, it } from "vitest";
import { dialectOf, dialectSchema } from "../../src/answer/dialect";
import { createRequestEngine } from "../../src/pacing/request-engine";
import { reconcile } from "../../src/reconcile/reconcile";
import type { StatusAnswer } from "../../src/reconcile/reconcile-types";
import { runReconciliation } from "../../src/reconcile/run-reconciliation";
import type { RequestSpec } from "../../src/request/request-spec";
import { answer as http } from "../batch/fixtures";
import { fakeClock } from "../batch/runner-harness";

/**
 * Ledgers shaped like the market's, not the sandbox's: whole Rupiah, unsigned amounts with a type
 * word ("Pembelian", "Refund", "Deposit"), `trx_id` and `ref_id`, the balance after as `saldo`,
 * Jakarta times without a zone, newest first (as e2e/market-api.ts serves them). The status answers
 * follow Digiflazz's topup and status answer (https://developer.digiflazz.com/api/buyer/topup/ and
 * https://developer.digiflazz.com/api/buyer/cek-status/): `data` with `ref_id`, `status` "Sukses" |
 * "Gagal" | "Pending", `price`, `buyer_last_saldo`, and a `trx_id` beside as Apigames' have
 * (https://docs.apigames.id/).
 */
const JAKARTA = "Asia/Jakarta";
const NOW = Date.parse("2025-11-22T05:00:00Z");

interface Row {
  trx: string;
  type: string;
  amount: number;
  saldo: number;
  at: string;
  fee?: number;
}

/** Rows written oldest first, sent newest first as the market lists them. */
const ledger = (rows: Row[]) => ({
  status: true,
  data: [...rows].reverse().map((row) => ({
    trx_id: row.trx,
    ref_id: `ref-${row.trx}`,
    type: row.type,
    amount: row.amount,
    ...(row.fee === undefined ? {} : { fee: row.fee }),
    saldo: row.saldo,
    created_at: row.at,
  })),
});

const answer = (trx: string, status: string, price: number): StatusAnswer => ({
  orderId: trx,
  httpStatus: 200,
  body: {
    data: {
      trx_id: trx,
      ref_id: `ref-${trx}`,
      status,
      price,
      message: status === "Gagal" ? "Transaksi Gagal" : "Transaksi Sukses",
      rc: status === "Gagal" ? "40" : "00",
    },
  },
});

const run = (pages: unknown[], answers: StatusAnswer[]) => reconcile(pages, answers, { now: NOW, timeZone: JAKARTA });
const kindsOf = (result: ReturnType<typeof run>) => result.findings.map((finding) => [finding.kind, finding.orderId]);

describe("time order: entries walked by the moments they name, ties by how their balances chain", () => {
  it("finds no jump in a consistent ledger whose entries share a second, listed oldest first within it", () => {
    const rows: Row[] = [
      { trx: "DEP-1", type: "Deposit", amount: 500_000, saldo: 500_000, at: "2025-11-21 09:00:00" },
      { trx: "TRX-1", type: "Pembelian", amount: 19_000, saldo: 481_000, at: "2025-11-21 10:15:30" },
      { trx: "TRX-2", type: "Pembelian", amount: 44_000, saldo: 437_000, at: "2025-11-21 10:15:30" },
      { trx: "TRX-3", type: "Pembelian", amount: 177_000, saldo: 260_000, at: "2025-11-21 10:15:30" },
      { trx: "TRX-4", type: "Pembelian", amount: 10_000, saldo: 250_000, at: "2025-11-21 10:20:00" },
    ];
    const page = ledger(rows);
    // Newest first, but the three of 10:15:30 oldest first among themselves, as a database gives them.
    const [d4, d3, d2, d1, d0] = page.data;
    page.data = [d4, d1, d2, d3, d0].filter((row) => row !== undefined);
    const answers = ["TRX-1", "TRX-2", "TRX-3", "TRX-4"].map((trx, n) =>
      answer(trx, "Sukses", [19_000, 44_000, 177_000, 10_000][n] ?? 0),
    );
    expect(kindsOf(run([page], answers))).toEqual([]);
    // A real jump inside the tie is still found: no order of the three explains 1 Rupiah more.
    const broken = structuredClone(page);
    const middle = broken.data[2];
    if (middle) middle.saldo += 1;
    expect(kindsOf(run([broken], answers)).map(([kind]) => kind)).toContain("balance_jump");
  });

  it("reads day-first dates by their values, and walks them in time order, not as text", () => {
    const rows: Row[] = [
      { trx: "DEP-1", type: "Deposit", amount: 300_000, saldo: 300_000, at: "28/10/2025 08:00:00" },
      { trx: "TRX-1", type: "Pembelian", amount: 19_000, saldo: 281_000, at: "05/11/2025 10:00:00" },
      { trx: "TRX-2", type: "Pembelian", amount: 44_000, saldo: 237_000, at: "21/11/2025 10:00:00" },
      { trx: "TRX-3", type: "Pembelian", amount: 10_000, saldo: 227_000, at: "02/12/2025 10:00:00" },
    ];
    const answers = [
      answer("TRX-1", "Sukses", 19_000),
      answer("TRX-2", "Sukses", 44_000),
      answer("TRX-3", "Sukses", 10_000),
    ];
    const result = run([ledger(rows)], answers);
    expect(kindsOf(result)).toEqual([]);
    expect(result.unmatched).toEqual([]);
    // Month-first, told by a second number above 12: the same walk.
    const monthFirst = rows.map((row) => ({ ...row, at: row.at.replace(/^(\d\d)\/(\d\d)/, "$2/$1") }));
    expect(run([ledger(monthFirst)], answers).findings).toEqual([]);
  });

  it("reports dates that do not tell day from month as ambiguous, and reads no time from them", () => {
    const rows: Row[] = [
      { trx: "TRX-1", type: "Pembelian", amount: 19_000, saldo: 281_000, at: "05/11/2025 10:00:00" },
      { trx: "TRX-2", type: "Pembelian", amount: 44_000, saldo: 237_000, at: "06/11/2025 10:00:00" },
    ];
    const answers = [answer("TRX-1", "Pending", 19_000), answer("TRX-2", "Sukses", 44_000)];
    const result = run([ledger(rows)], answers);
    expect(result.unmatched).toContainEqual({
      reason: "ambiguous-date",
      entryIndexes: [0, 1],
      text: "06/11/2025 10:00:00",
    });
    // The pending order's age is not taken from a date that reads two ways: it waits as no-date.
    expect(result.findings).toEqual([]);
    expect(result.unmatched).toContainEqual({ reason: "no-date", entryIndexes: [1] });
  });
});

/**
 * A market API over canned rows that honours `from` and `to` (whole days on its own clock, Jakarta's,
 * as the rows' times are), newest first; Check order status answers from `answers`.
 */
function dayFilteringApi(rows: Row[], answers: StatusAnswer[], refuseFrom?: string) {
  const asked: Record<string, string>[] = [];
  const send = async (spec: RequestSpec) => {
    const url = new URL(spec.url);
    const params = Object.fromEntries(url.searchParams);
    if (url.pathname.endsWith("/order_status")) {
      const found = answers.find((one) => one.orderId === params.order_id);
      return http(found?.httpStatus ?? 404, found?.body ?? { message: "Transaksi tidak ditemukan" });
    }
    asked.push(params);
    if (params.page !== "1") return http(200, { status: true, data: [] });
    if (refuseFrom !== undefined && params.from === refuseFrom) return http(503, { message: "Service Unavailable" });
    const day = (row: Row) => row.at.slice(0, 10);
    const inRange = rows.filter(
      (row) => (!params.from || day(row) >= params.from) && (!params.to || day(row) <= params.to),
    );
    return http(200, ledger(inRange));
  };
  return { asked, engine: createRequestEngine({ send, clock: fakeClock() }) };
}

describe("the range's edge: refunds just past To are read for the range's orders", () => {
  const rows: Row[] = [
    { trx: "DEP-1", type: "Deposit", amount: 200_000, saldo: 200_000, at: "2025-11-21 08:00:00" },
    { trx: "TRX-1", type: "Pembelian", amount: 19_000, saldo: 181_000, at: "2025-11-21 12:00:00" },
    { trx: "TRX-2", type: "Pembelian", amount: 44_000, saldo: 137_000, at: "2025-11-21 23:59:58" },
    { trx: "TRX-2", type: "Refund", amount: 44_000, saldo: 181_000, at: "2025-11-22 00:00:05" },
    { trx: "TRX-3", type: "Pembelian", amount: 10_000, saldo: 171_000, at: "2025-11-22 09:00:00" },
  ];
  const answers = [answer("TRX-1", "Sukses", 19_000), answer("TRX-2", "Gagal", 44_000)];
  const settings = { baseUrl: "https://api.example.test/v1", apiKey: "k-1", pathStyle: "console" as const };
  const runRange = (api: ReturnType<typeof dayFilteringApi>) =>
    runReconciliation({
      source: { kind: "range", from: "2025-11-21", to: "2025-11-21" },
      engine: api.engine,
      settings,
      signal: new AbortController().signal,
      timeZone: JAKARTA,
    });

  it("matches a refund at 00:00:05 to the failed order debited at 23:59:58 on To: no missing refund", async () => {
    const api = dayFilteringApi(rows, answers);
    const end = await runRange(api);
    if (end.kind !== "done") expect.unreachable(`the run ended ${end.kind}`);
    expect(end.result.findings).toEqual([]);
    // The range's own pages, then the two days past To; the entry of the 22nd is not checked.
    expect(api.asked.map(({ from, to }) => [from, to])).toEqual([
      ["2025-11-21", "2025-11-21"],
      ["2025-11-21", "2025-11-21"],
      ["2025-11-22", "2025-11-23"],
      ["2025-11-22", "2025-11-23"],
    ]);
    expect(end.result.summary.entries).toBe(3);
  });

  it("still finds the refund missing when none came past To, and reads nothing past To on a clean range", async () => {
    const unrefunded = rows.filter((row) => !(row.trx === "TRX-2" && row.type === "Refund"));
    const missing = await runRange(dayFilteringApi(unrefunded, answers));
    if (missing.kind !== "done") expect.unreachable(`the run ended ${missing.kind}`);
    expect(missing.result.findings.map((finding) => [finding.kind, finding.orderId])).toEqual([
      ["missing_refund", "TRX-2"],
    ]);
    const clean = dayFilteringApi(rows, [answer("TRX-1", "Sukses", 19_000), answer("TRX-2", "Sukses", 44_000)]);
    await runRange(clean);
    expect(clean.asked.every((params) => params.from === "2025-11-21")).toBe(true);
  });

  it("says so when the days past To cannot be read, and keeps the refund missing", async () => {
    const end = await runRange(dayFilteringApi(rows, answers, "2025-11-22"));
    if (end.kind !== "done") expect.unreachable(`the run ended ${end.kind}`);
    expect(end.result.findings.map((finding) => finding.kind)).toEqual(["missing_refund"]);
    expect(end.result.unmatched).toEqual([
      { reason: "after-to-unread", text: "2025-11-22 – 2025-11-23", httpStatus: 503, entryIndexes: [] },
    ]);
  });
});

describe("over-refunds on a market ledger", () => {
  it("finds a refund larger than the debit of a Gagal order, and a refund of a Sukses one, with what came back too much", () => {
    const rows: Row[] = [
      { trx: "DEP-1", type: "Deposit", amount: 300_000, saldo: 300_000, at: "2025-11-21 08:00:00" },
      { trx: "TRX-1", type: "Pembelian", amount: 44_000, saldo: 256_000, at: "2025-11-21 09:00:00" },
      { trx: "TRX-1", type: "Refund", amount: 88_000, saldo: 344_000, at: "2025-11-21 09:01:00" },
      { trx: "TRX-2", type: "Pembelian", amount: 19_000, saldo: 325_000, at: "2025-11-21 10:00:00" },
      { trx: "TRX-2", type: "Refund", amount: 19_000, saldo: 344_000, at: "2025-11-21 10:05:00" },
    ];
    const result = run([ledger(rows)], [answer("TRX-1", "Gagal", 44_000), answer("TRX-2", "Sukses", 19_000)]);
    expect(
      result.findings.map((finding) => [finding.kind, finding.orderId, finding.status, finding.amounts.atStake]),
    ).toEqual([
      // Order by order as the list (newest first) names them.
      ["over_refund", "TRX-2", "Sukses", 1_900_000],
      ["over_refund", "TRX-1", "Gagal", 4_400_000],
    ]);
    expect(result.summary.atStake).toBe(6_300_000);
  });
});

describe("fees: their own kind of entry, walked, never a debit of the order", () => {
  it("counts a fee field in the balance walk: no balance jump, no wrong amount", () => {
    const rows: Row[] = [
      { trx: "DEP-1", type: "Deposit", amount: 100_000, saldo: 100_000, at: "2025-11-21 08:00:00" },
      { trx: "TRX-1", type: "Pembelian", amount: 10_000, fee: 500, saldo: 89_500, at: "2025-11-21 09:00:00" },
      { trx: "TRX-2", type: "Pembelian", amount: 20_000, saldo: 69_500, at: "2025-11-21 10:00:00" },
    ];
    const answers = [answer("TRX-1", "Sukses", 10_000), answer("TRX-2", "Sukses", 20_000)];
    expect(run([ledger(rows)], answers).findings).toEqual([]);
    // A fee the amount already holds (10,500 debited for a 10,000 price and its 500 fee) is no wrong amount.
    const within = rows.map((row) => (row.trx === "TRX-1" ? { ...row, amount: 10_500 } : row));
    expect(run([ledger(within)], answers).findings).toEqual([]);
  });

  it("reads a fee field written as Rupiah text as its amount is: no balance jump", () => {
    // Amounts, fees and balances as text with grouping dots ("10.000", "1.500", "88.500").
    const asText = (page: ReturnType<typeof ledger>, keys: string[]) => ({
      ...page,
      data: page.data.map((entry) =>
        Object.fromEntries(
          Object.entries(entry).map(([key, value]) => [
            key,
            keys.includes(key) && typeof value === "number" ? value.toLocaleString("id-ID") : value,
          ]),
        ),
      ),
    });
    const rows: Row[] = [
      { trx: "DEP-1", type: "Deposit", amount: 100_000, saldo: 100_000, at: "2025-11-21 08:00:00" },
      { trx: "TRX-1", type: "Pembelian", amount: 10_000, fee: 1_500, saldo: 88_500, at: "2025-11-21 09:00:00" },
    ];
    const answers = [answer("TRX-1", "Sukses", 10_000)];
    const page = asText(ledger(rows), ["amount", "fee", "saldo"]);
    const inRupiah = { now: NOW, timeZone: JAKARTA, answers: { walletCurrency: "IDR" } };
    expect(reconcile([page], answers, inRupiah).findings).toEqual([]);
    // Amounts as numbers, the fee alone as text that reads two ways with no currency named: the
    // entry is listed as unread, never walked with a guessed fee.
    const feeOnly = asText(ledger(rows), ["fee"]);
    const unsure = run([feeOnly], answers);
    expect(unsure.findings).toEqual([]);
    expect(unsure.unmatched).toContainEqual(
      expect.objectContaining({ reason: "ambiguous-amount", text: "1.500", readings: [1500, 1.5] }),
    );
  });

  it("takes a fee entry naming the order as the order's fee: no double debit, no wrong amount, shown with its entries", () => {
    const rows: Row[] = [
      { trx: "DEP-1", type: "Deposit", amount: 100_000, saldo: 100_000, at: "2025-11-21 08:00:00" },
      { trx: "TRX-1", type: "Pembelian", amount: 10_000, saldo: 90_000, at: "2025-11-21 09:00:00" },
      { trx: "TRX-1", type: "Biaya Admin", amount: 500, saldo: 89_500, at: "2025-11-21 09:00:01" },
      { trx: "TRX-2", type: "Pembelian", amount: 44_000, saldo: 45_500, at: "2025-11-21 10:00:00" },
      { trx: "TRX-2", type: "fee", amount: 1_000, saldo: 44_500, at: "2025-11-21 10:00:01" },
    ];
    const answers = [answer("TRX-1", "Sukses", 10_000), answer("TRX-2", "Gagal", 44_000)];
    const result = run([ledger(rows)], answers);
    // Only TRX-2's refund is missing: its debit (44,000) is owed back, its fee shown beside it.
    expect(result.findings).toEqual([
      {
        kind: "missing_refund",
        orderId: "TRX-2",
        reference: "ref-TRX-2",
        status: "Gagal",
        amounts: { debited: 4_400_000, refunded: 0, atStake: 4_400_000 },
        entryIndexes: [0, 1],
        at: "2025-11-21 10:00:00",
      },
    ]);
  });

  it("reads the target's own fee words from its dialect", () => {
    const rows: Row[] = [
      { trx: "DEP-1", type: "Deposit", amount: 100_000, saldo: 100_000, at: "2025-11-21 08:00:00" },
      { trx: "TRX-1", type: "Pembelian", amount: 10_000, saldo: 90_000, at: "2025-11-21 09:00:00" },
      { trx: "TRX-1", type: "Potongan Layanan", amount: -250, saldo: 89_750, at: "2025-11-21 09:00:01" },
    ];
    const answers = [answer("TRX-1", "Sukses", 10_000)];
    const plain = run([ledger(rows)], answers);
    expect(plain.findings.map((finding) => finding.kind)).toEqual(["double_debit", "amount_mismatch"]);
    // As config.json's dialect block (or the corrections kept for the target) ships it.
    const dialect = dialectOf(dialectSchema.parse({ feeWords: ["Potongan Layanan"] }));
    expect(dialect.feeWords).toEqual(["Potongan Layanan"]);
    const own = reconcile([ledger(rows)], answers, { now: NOW, timeZone: JAKARTA, answers: { dialect } });
    expect(own.findings).toEqual([]);
  });
});
