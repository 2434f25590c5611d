import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { JAKARTA_OFFSET_MS, jakartaDayStart, jakartaTime } from "../../src/sandbox/jakarta-time";
import { RUPIAH_DEPOSIT, RUPIAH_TROUBLES } from "../../src/sandbox/rupiah-seed";
import { seedAccount } from "../../src/sandbox/seed-accounts";
import { START, sandbox } from "./sandbox-kit";

const KEY = DEMO_KEYS.rupiah;
const DAY = 24 * 60 * 60_000;

interface Entry {
  id: number;
  trx_id: string | null;
  type: string;
  amount: number;
  balance_after: number;
  created_at: string;
}

/** The whole wallet, oldest first, and each order the entries name as Check order status shows it. */
async function wallet(advance = 0) {
  const box = sandbox();
  box.clock.advance(advance);
  const body = (await (await box.get("/v1/wallet_history?limit=100", KEY)).json()) as { data: Entry[] };
  const entries = body.data.reverse();
  const orders = new Map<string, Record<string, unknown>>();
  for (const id of new Set(entries.flatMap((entry) => (entry.trx_id ? [entry.trx_id] : [])))) {
    const answer = (await (await box.get(`/v1/order_status?order_id=${id}`, KEY)).json()) as { data: object };
    orders.set(id, answer.data as Record<string, unknown>);
  }
  return { entries, orders };
}

describe("the Rupiah key's seeded week", () => {
  it("holds nine entries: a deposit, seven orders' debits and one debit again, the balance following each", async () => {
    const { entries } = await wallet();
    expect(entries.map((entry) => [entry.created_at, entry.type, entry.trx_id, entry.amount])).toEqual([
      ["2026-11-15 09:00:00", "Deposit", null, RUPIAH_DEPOSIT],
      ["2026-11-16 10:15:00", "Debit", "ord_000001", -22_000],
      ["2026-11-17 13:40:00", "Debit", "ord_000002", -15_000],
      ["2026-11-18 16:05:00", "Debit", "ord_000003", -177_000],
      ["2026-11-18 16:07:00", "Debit", "ord_000003", -177_000],
      ["2026-11-19 11:30:00", "Debit", "ord_000004", -44_000],
      ["2026-11-20 10:00:00", "Debit", "ord_000005", -28_000],
      ["2026-11-20 20:45:00", "Debit", "ord_000006", -15_000],
      ["2026-11-21 14:20:00", "Debit", "ord_000007", -22_000],
    ]);
    let balance = 0;
    for (const entry of entries) {
      balance += entry.amount;
      expect(entry.balance_after, String(entry.id)).toBe(balance);
    }
    expect(balance).toBe(1_500_000);
    expect(entries.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("has exactly two troubles: one order debited twice, one Gagal never refunded; every other order Sukses", async () => {
    const { entries, orders } = await wallet();
    const debits = (id: string) => entries.filter((entry) => entry.trx_id === id && entry.type === "Debit").length;
    expect(debits(RUPIAH_TROUBLES.double_debit)).toBe(2);
    expect(orders.get(RUPIAH_TROUBLES.double_debit)?.status).toBe("Sukses");
    expect(orders.get(RUPIAH_TROUBLES.missing_refund)?.status).toBe("Gagal");
    expect(entries.filter((entry) => entry.type === "Refund")).toEqual([]);
    const others = [...orders].filter(([id]) => !Object.values(RUPIAH_TROUBLES).includes(id));
    expect(others.map(([, order]) => order.status)).toEqual(Array(5).fill("Sukses"));
    for (const [id] of others) expect(debits(id), id).toBe(1);
  });

  it("is long settled and stays so: a month on, no order moves and nothing is refunded", async () => {
    const now = await wallet();
    const later = await wallet(30 * DAY);
    expect(later).toEqual(now);
    // The latest order was placed on the Jakarta day before the anchor's.
    const latest = Math.max(...[...seedAccount(KEY, START).orders].map((order) => order.createdAt));
    expect(latest).toBeLessThan(jakartaDayStart(START));
  });

  it("sets its orders on Jakarta days before the anchor's, whatever hour the anchor falls at", () => {
    for (const hour of [0, 1, 6, 7, 12, 16, 17, 23]) {
      const anchor = Date.UTC(2026, 10, 22, hour, 30);
      const account = seedAccount(KEY, anchor);
      const days = [...account.orders].map((order) => jakartaTime(order.createdAt).slice(0, 10));
      expect(
        days.every((day) => day < jakartaTime(anchor).slice(0, 10)),
        String(hour),
      ).toBe(true);
      expect(account.balance).toBe(1_500_000);
    }
  });
});

describe("Jakarta time", () => {
  const intl = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Jakarta",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const byIntl = (ms: number) => {
    const part = Object.fromEntries(intl.formatToParts(ms).map(({ type, value }) => [type, value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  };

  it("writes the wall-clock time Intl gives for Asia/Jakarta, without a zone", () => {
    for (const ms of [
      START,
      Date.UTC(2026, 0, 1, 0, 0, 0),
      Date.UTC(2026, 6, 1, 16, 59, 59),
      Date.UTC(2030, 2, 31, 17),
    ]) {
      expect(jakartaTime(ms)).toBe(byIntl(ms));
    }
    expect(jakartaTime(START)).toBe("2026-11-22 19:00:00");
  });

  it("starts a Jakarta day at 17:00 UTC the day before", () => {
    expect(jakartaDayStart(START)).toBe(Date.UTC(2026, 10, 21, 17));
    expect(jakartaDayStart(Date.UTC(2026, 10, 22, 16, 59, 59))).toBe(Date.UTC(2026, 10, 21, 17));
    expect(jakartaDayStart(Date.UTC(2026, 10, 22, 17))).toBe(Date.UTC(2026, 10, 22, 17));
    expect(JAKARTA_OFFSET_MS).toBe(7 * 60 * 60_000);
  });
});
