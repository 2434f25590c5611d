import { describe, expect, it } from "vitest";
import { readLedger, readLedgerEntries } from "../../src/response/ledger";

const entriesOf = (body: unknown, currency?: string) => {
  const read = readLedgerEntries(body, currency === undefined ? {} : { currency });
  if (!read.ok) throw new Error(`not read: ${read.reason}`);
  return read;
};

describe("the wallet reader, on the market's Indonesian ledgers", () => {
  it("signs unsigned whole Rupiah by the type word: Pembelian goes out, Refund and Deposit come in; saldo is the balance", () => {
    // The wallet entries of the browser tests' market API (e2e/market-api.ts), newest first.
    const read = entriesOf({
      data: [
        {
          trx_id: "TRX-S4",
          ref_id: "seed-4",
          type: "Refund",
          amount: 22_000,
          saldo: 215_000,
          created_at: "2026-11-20 10:42:00",
        },
        {
          trx_id: "TRX-S4",
          ref_id: "seed-4",
          type: "Pembelian",
          amount: 22_000,
          saldo: 193_000,
          created_at: "2026-11-20 10:40:00",
        },
        { trx_id: "", ref_id: "", type: "Deposit", amount: 300_000, saldo: 300_000, created_at: "2026-11-20 10:00:00" },
      ],
    });
    expect(read.balanceField).toBe("saldo");
    expect(read.entries.map((entry) => [entry.amount, entry.balance, entry.orderId, entry.reference])).toEqual([
      [22_000, 215_000, "TRX-S4", "seed-4"],
      [-22_000, 193_000, "TRX-S4", "seed-4"],
      // An empty trx_id names no order.
      [300_000, 300_000, undefined, undefined],
    ]);
  });

  it("knows the market's other words for each way, in any case", () => {
    const words = {
      out: ["Debit", "DEBET", "pembelian", "Pembayaran", "Penarikan", "Potongan", "Biaya"],
      in: [
        "Kredit",
        "Refund",
        "Pengembalian Dana",
        "Pengembalian",
        "Deposit",
        "Top Up Saldo",
        "TOPUP",
        "Isi Saldo",
        "Komisi",
      ],
    };
    const data = [...words.out, ...words.in].map((type) => ({ jenis: type, nominal: 1_000 }));
    const signs = entriesOf({ data }).entries.map((entry) => Math.sign(entry.amount));
    expect(signs).toEqual([...words.out.map(() => -1), ...words.in.map(() => 1)]);
  });

  it("reads separate debet and kredit columns, a sisa_saldo, a tanggal and a keterangan", () => {
    const ledger = readLedger({
      data: [
        { tanggal: "2026-11-20 10:00:00", keterangan: "Deposit", debet: 0, kredit: 300_000, sisa_saldo: 300_000 },
        { tanggal: "2026-11-20 10:10:00", keterangan: "Pembelian ML86", debet: 22_000, kredit: 0, sisa_saldo: 278_000 },
      ],
    });
    if (!ledger.ok) throw new Error(ledger.reason);
    expect(ledger.ledger.signedBy).toEqual({ by: "separate", debit: "debet", credit: "kredit" });
    expect(ledger.ledger.balance).toEqual({ from: "field", field: "sisa_saldo" });
    expect(ledger.ledger.rows.map((row) => [row.date, row.description, row.amount, row.balance])).toEqual([
      ["2026-11-20 10:00:00", "Deposit", 300_000, 300_000],
      ["2026-11-20 10:10:00", "Pembelian ML86", -22_000, 278_000],
    ]);
  });
});

describe("the wallet reader, on amounts written as text", () => {
  it("reads Rupiah as the market writes it, by the entry's currency, its list's, or the one given", () => {
    const rows = [
      { type: "Pembelian", amount: "15.000" },
      { type: "Refund", amount: "Rp 1.250.000,-" },
    ];
    const own = entriesOf({ data: rows.map((row) => ({ ...row, currency: "IDR" })) });
    const beside = entriesOf({ currency: "Rp", data: rows });
    const given = entriesOf({ data: rows }, "IDR");
    for (const read of [own, beside, given]) {
      expect(read.entries.map((entry) => entry.amount)).toEqual([-15_000, 1_250_000]);
      expect(read.unread).toEqual([]);
    }
    expect(beside.currency).toBe("IDR");
  });

  it("reads a decimal comma where the currency has cents, and keeps dollars as they were read", () => {
    const read = entriesOf({
      data: [
        { type: "debit", amount: "1,99", currency: "EUR" },
        { type: "debit", amount: "1,234.50" },
      ],
    });
    expect(read.entries.map((entry) => entry.amount)).toEqual([-1.99, -1234.5]);
  });

  it("leaves an amount that reads two ways unread, with its order and every reading, never a thousand times off", () => {
    const read = entriesOf({
      data: [
        { trx_id: "T1", type: "Pembelian", amount: "15.000", saldo: 485_000, created_at: "2026-11-20 10:00:00" },
        { trx_id: "T2", type: "Pembelian", amount: 10_000, saldo: "475.000", created_at: "2026-11-20 10:05:00" },
      ],
    });
    expect(read.unread).toEqual([
      {
        record: 0,
        field: "amount",
        text: "15.000",
        readings: [15_000, 15],
        orderId: "T1",
        date: "2026-11-20 10:00:00",
      },
    ]);
    // The second's amount reads, its balance does not: an entry without a balance, which says why.
    expect(read.entries).toHaveLength(1);
    expect(read.entries[0]).toMatchObject({ amount: -10_000, orderId: "T2" });
    expect(read.entries[0]?.balance).toBeUndefined();
    expect(read.entries[0]?.balanceUnread).toEqual({ field: "saldo", text: "475.000", readings: [475_000, 475] });
  });

  it("says which amounts the Ledger view left out for reading two ways", () => {
    const result = readLedger({
      data: [
        { type: "debit", amount: "15.000" },
        { type: "debit", amount: 2 },
      ],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.ledger.rows.map((row) => row.amount)).toEqual([-2]);
    expect(result.ledger.skipped).toBe(1);
    expect(result.ledger.ambiguous).toEqual([{ record: 0, field: "amount", text: "15.000", readings: [15_000, 15] }]);
  });
});
