import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { type DataBody, dataOf, orderBody, sandbox } from "./sandbox-kit";

interface Entry {
  transaction_id: string;
  type: string;
  amount: number;
  balance_after: number;
  created_at: string;
}

const page = async (response: Response) => (await response.json()) as DataBody<Entry[]>;

describe("wallet_history", () => {
  it("lists the newest 50 entries by default, with paging meta", async () => {
    const body = await page(await sandbox().get("/v1/wallet_history"));
    // Funded seed: one deposit, 12 debits, 1 refund.
    expect(body.meta).toEqual({ page: 1, limit: 50, total: 14, total_pages: 1, from: null, to: null });
    expect(body.data.map((entry) => entry.transaction_id)).toEqual(
      Array.from({ length: 14 }, (_, i) => `txn_${String(14 - i).padStart(7, "0")}`),
    );
    expect(body.data.at(-1)).toEqual({
      transaction_id: "txn_0000001",
      type: "top_up",
      amount: 10_000,
      currency: "USD",
      balance_after: 10_000,
      order_id: null,
      description: "Opening deposit",
      created_at: "2026-10-23T12:00:00.000Z",
    });
  });

  it("pages with page and limit, and answers an empty page past the end", async () => {
    const { get } = sandbox();
    const second = await page(await get("/v1/wallet_history?page=2&limit=5"));
    expect(second.data.map((entry) => entry.transaction_id)).toEqual([
      "txn_0000009",
      "txn_0000008",
      "txn_0000007",
      "txn_0000006",
      "txn_0000005",
    ]);
    expect(second.meta).toMatchObject({ page: 2, limit: 5, total: 14, total_pages: 3 });
    const third = await page(await get("/v1/wallet_history?page=3&limit=5"));
    expect(third.data).toHaveLength(4);
    const past = await page(await get("/v1/wallet_history?page=4&limit=5"));
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ page: 4, total: 14 });
  });

  it("filters by UTC day with from and to, both included", async () => {
    const { get, post } = sandbox();
    await post("/v1/orders", orderBody());
    const deposit = await page(await get("/v1/wallet_history?from=2026-10-23&to=2026-10-23"));
    expect(deposit.data.map((entry) => entry.type)).toEqual(["top_up"]);
    const today = await page(await get("/v1/wallet_history?from=2026-11-22"));
    expect(today.data.map((entry) => [entry.type, entry.amount])).toEqual([["debit", -1.49]]);
    expect(today.meta).toMatchObject({ total: 1, from: "2026-11-22", to: null });
    const before = await page(await get("/v1/wallet_history?to=2026-10-22"));
    expect(before.meta).toMatchObject({ total: 0 });
  });

  it("keeps balance_after consistent along the whole history", async () => {
    const entries = await dataOf<Entry[]>(await sandbox().get("/v1/wallet_history?limit=50000", DEMO_KEYS.history));
    const oldestFirst = [...entries].reverse();
    // Dollars on the wire, added up in cents as the sandbox keeps them: no float drift.
    const cents = (dollars: number) => Math.round(dollars * 100);
    let balance = cents(oldestFirst[0]?.balance_after ?? 0) - cents(oldestFirst[0]?.amount ?? 0);
    const broken = oldestFirst.find((entry) => {
      balance += cents(entry.amount);
      return cents(entry.balance_after) !== balance || balance < 0 || cents(entry.amount) / 100 !== entry.amount;
    });
    expect(broken).toBeUndefined();
    expect(oldestFirst).toHaveLength(50_000);
  });

  it("returns at least 5 MB for the history key with limit=50000", async () => {
    const response = await sandbox().get("/v1/wallet_history?limit=50000", DEMO_KEYS.history);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThanOrEqual(5_000_000);
    const body = JSON.parse(text) as DataBody<Entry[]>;
    expect(body.data).toHaveLength(50_000);
    expect(body.meta).toMatchObject({ page: 1, limit: 50_000, total: 52_000, total_pages: 2 });
    const types = new Set(body.data.map((entry) => entry.type));
    expect(types).toEqual(new Set(["debit", "refund", "top_up"]));
  });
});
