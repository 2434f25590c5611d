import { describe, expect, it } from "vitest";
import { ANOMALIES_DEPOSIT, ANOMALY_ORDERS, OVERCHARGE, REFUNDED_ORDER } from "../../src/sandbox/anomalies-seed";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Totals } from "../../src/sandbox/handlers/statistics-handler";
import { seedAccount } from "../../src/sandbox/seed-accounts";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { cents, type DataBody, dataOf, type Entry, type Order, orderBody, START, sandbox } from "./sandbox-kit";

const KEY = DEMO_KEYS.anomalies;
const DAY = 24 * 60 * 60_000;

async function wholeHistory(box: ReturnType<typeof sandbox>): Promise<Entry[]> {
  const body = (await (await box.get("/v1/wallet_history?limit=1000", KEY)).json()) as DataBody<Entry[]>;
  return body.data.reverse();
}

describe("the anomalies key's seed", () => {
  it("keeps the ledger rule: every balance_after follows from the entry before", () => {
    const account = seedAccount(KEY, START);
    let balance = 0;
    for (const entry of account.ledger) {
      balance += entry.amount;
      expect(entry.balance_after, entry.transaction_id).toBe(balance);
    }
    expect(account.balance).toBe(balance);
    expect(account.ledger.at(0)).toMatchObject({ type: "top_up", amount: ANOMALIES_DEPOSIT, order_id: null });
  });

  it("plants each trouble on its own order, with references that do not tell", async () => {
    const box = sandbox();
    const entries = await wholeHistory(box);
    const of = (orderId: string, type: string) =>
      entries.filter((entry) => entry.order_id === orderId && entry.type === type).map((entry) => cents(entry.amount));
    const status = async (orderId: string) => dataOf<Order>(await box.get(`/v1/order_status?order_id=${orderId}`, KEY));

    expect(new Set(Object.values(ANOMALY_ORDERS)).size).toBe(5);
    const double = await status(ANOMALY_ORDERS.double_debit);
    expect(of(ANOMALY_ORDERS.double_debit, "debit")).toEqual([-cents(double.price), -cents(double.price)]);
    expect(double.status).toBe("success");

    expect(await status(ANOMALY_ORDERS.missing_refund)).toMatchObject({ status: "failed", refunded: false });
    expect(of(ANOMALY_ORDERS.missing_refund, "refund")).toEqual([]);

    const twice = await status(ANOMALY_ORDERS.double_refund);
    expect(twice).toMatchObject({ status: "failed", refunded: true });
    expect(of(ANOMALY_ORDERS.double_refund, "refund")).toEqual([cents(twice.price), cents(twice.price)]);

    const mischarged = await status(ANOMALY_ORDERS.amount_mismatch);
    expect(of(ANOMALY_ORDERS.amount_mismatch, "debit")).toEqual([-(cents(mischarged.price) + OVERCHARGE)]);

    const refunded = await status(REFUNDED_ORDER);
    expect(refunded).toMatchObject({ status: "failed", refunded: true });
    expect(of(REFUNDED_ORDER, "refund")).toEqual([cents(refunded.price)]);

    const orders = [...seedAccount(KEY, START).orders];
    for (const order of orders) expect(order.reseller_ref).toMatch(/^shop-\d+$/);
  });

  it("leaves every order final but the stuck one, which stays processing however far the clock moves", async () => {
    const box = sandbox();
    for (const advance of [0, 60 * DAY]) {
      box.clock.advance(advance);
      const open: string[] = [];
      for (const order of seedAccount(KEY, START).orders) {
        const seen = await dataOf<Order>(await box.get(`/v1/order_status?order_id=${order.order_id}`, KEY));
        if (seen.status !== "success" && seen.status !== "failed") open.push(`${order.order_id} ${seen.status}`);
      }
      expect(open).toEqual([`${ANOMALY_ORDERS.stuck} processing`]);
    }
    const stuck = await dataOf<Order>(await box.get(`/v1/order_status?order_id=${ANOMALY_ORDERS.stuck}`, KEY));
    expect((stuck.status_history as { status: string }[]).map((step) => step.status)).toEqual([
      "pending",
      "processing",
    ]);
  });
});

describe("the anomalies key at work", () => {
  it("answers balance, orders, statuses, history and statistics as the funded key does", async () => {
    const box = sandbox();
    const balanceOf = async () => (await dataOf<{ balance: number }>(await box.get("/v1/balance", KEY))).balance;
    const start = await balanceOf();
    expect(cents(start)).toBe(seedAccount(KEY, START).balance);

    const placed = await box.post("/v1/create_order", orderBody({ reseller_ref: "new-1" }), KEY);
    expect(placed.status).toBe(201);
    const failing = orderBody({ product_id: 201, zone_id: undefined, user_id: SPECIAL_PLAYERS.failsFulfilment });
    expect((await box.post("/v1/create_order", { ...failing, reseller_ref: "new-2" }, KEY)).status).toBe(201);
    const replay = await box.post("/v1/create_order", orderBody({ reseller_ref: "new-1" }), KEY);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(cents(await balanceOf())).toBe(cents(start) - 149 - 99);

    box.clock.advance(15_000);
    const first = await dataOf<Order>(await box.get("/v1/order_status?reseller_ref=new-1", KEY));
    expect(first).toMatchObject({ order_id: "ord_000024", status: "success" });
    expect(await dataOf<Order>(await box.get("/v1/order_status?order_id=ord_000025", KEY))).toMatchObject({
      status: "failed",
      refunded: true,
    });
    expect(cents(await balanceOf())).toBe(cents(start) - 149);

    const firstPage = (await (await box.get("/v1/wallet_history?limit=3", KEY)).json()) as DataBody<Entry[]>;
    expect(firstPage.data.map((entry) => [entry.type, entry.order_id])).toEqual([
      ["refund", "ord_000025"],
      ["debit", "ord_000025"],
      ["debit", "ord_000024"],
    ]);
    expect(firstPage.meta).toMatchObject({ page: 1, limit: 3, total: 31, total_pages: 11 });
    const lastPage = await dataOf<Entry[]>(await box.get("/v1/wallet_history?limit=3&page=11", KEY));
    expect(lastPage.map((entry) => entry.type)).toEqual(["top_up"]);
    const today = await dataOf<Entry[]>(await box.get("/v1/wallet_history?from=2026-11-22&to=2026-11-22", KEY));
    // The stuck order's debit (6 hours before the seed ended) and the three new entries.
    expect(today.map((entry) => entry.order_id)).toEqual([
      "ord_000025",
      "ord_000025",
      "ord_000024",
      ANOMALY_ORDERS.stuck,
    ]);

    const stats = await dataOf<{ totals: Totals }>(await box.get("/v1/statistics", KEY));
    expect(stats.totals).toMatchObject({ orders: 25, successful: 20, failed: 4, in_progress: 1 });
  });
});
