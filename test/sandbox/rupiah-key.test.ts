import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { GAMES, PRODUCTS } from "../../src/sandbox/game-catalog";
import { rupiahPrice } from "../../src/sandbox/rupiah-prices";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { ORDER_ITEM, orderBody, type Sandbox, sandbox } from "./sandbox-kit";

const KEY = DEMO_KEYS.rupiah;
const HOUR = 60 * 60_000;

/** What every answer of this key is: HTTP 200 and a JSON body. */
async function answer(response: Response): Promise<Record<string, unknown>> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

/** The `data` of a `{"status": 1, "data": …}` answer, failing on anything else. */
async function dataOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  const body = await answer(response);
  expect(body.status, JSON.stringify(body)).toBe(1);
  return body.data as T;
}

const get = (box: Sandbox, path: string) => box.get(path, KEY);
const post = (box: Sandbox, path: string, body: unknown) => box.post(path, body, KEY);
const balanceOf = async (box: Sandbox) => (await dataOf<{ balance: number }>(await get(box, "/v1/balance"))).balance;
const statusOf = async (box: Sandbox, query: string) =>
  dataOf<Record<string, unknown>>(await get(box, `/v1/order_status?${query}`));

describe("sk_demo_rupiah: what it sells and holds", () => {
  it("Check wallet balance: whole Rupiah beside IDR, as of a zone-less Jakarta time", async () => {
    expect(await answer(await get(sandbox(), "/v1/balance"))).toEqual({
      status: 1,
      data: { balance: 1_500_000, currency: "IDR", account: "Demo reseller (Rupiah)", as_of: "2026-11-22 19:00:00" },
    });
  });

  it("lists the same games, and every product priced in Rupiah", async () => {
    const box = sandbox();
    expect(await dataOf(await get(box, "/v1/games"))).toEqual(GAMES);
    const products = await dataOf<Record<string, unknown>[]>(await get(box, "/v1/products"));
    expect(products.map((item) => item.product_id)).toEqual(PRODUCTS.map((item) => item.product_id));
    for (const item of products) {
      expect(item.currency).toBe("IDR");
      expect(Number.isInteger(item.price) && (item.price as number) > 0, String(item.product_id)).toBe(true);
    }
    expect(await dataOf(await get(box, "/v1/products?game_id=1"))).toContainEqual({
      product_id: 101,
      game_id: 1,
      name: "86 Diamonds",
      price: 22_000,
      currency: "IDR",
    });
    expect(() => PRODUCTS.map(rupiahPrice)).not.toThrow();
  });

  it("validates a player, and refuses an unknown player or game with status 0", async () => {
    const box = sandbox();
    expect(await dataOf(await post(box, "/v1/players/validate", { game_id: 1, user_id: "123456789" }))).toMatchObject({
      valid: true,
      game_id: 1,
      user_id: "123456789",
    });
    expect(
      await answer(await post(box, "/v1/validate_player", { game_id: 1, user_id: SPECIAL_PLAYERS.unknown })),
    ).toEqual({ status: 0, error_msg: "ID pemain tidak ditemukan", rc: "54" });
    expect(await answer(await post(box, "/v1/players/validate", { game_id: 9, user_id: "1" }))).toEqual({
      status: 0,
      error_msg: "Game tidak ditemukan",
      rc: "43",
    });
  });
});

describe("sk_demo_rupiah: orders", () => {
  it("places an order: HTTP 200, trx_id and ref_id, the Rupiah price, Pending, and the price spent", async () => {
    const box = sandbox();
    const order = await dataOf(await post(box, "/v1/orders", orderBody({ reseller_ref: "inv-1" })));
    expect(order).toEqual({
      trx_id: "ord_000008",
      ref_id: "inv-1",
      status: "Pending",
      ...ORDER_ITEM,
      price: 22_000,
      currency: "IDR",
      sn: "",
      created_at: "2026-11-22 19:00:00",
      updated_at: "2026-11-22 19:00:00",
    });
    expect(await balanceOf(box)).toBe(1_500_000 - 22_000);
  });

  it("goes Pending → Sukses with the sandbox's timing, found by trx_id or by ref_id", async () => {
    const box = sandbox();
    await post(box, "/v1/create_order", orderBody({ reseller_ref: "inv-1" }));
    box.clock.advance(6_000);
    expect(await statusOf(box, "order_id=ord_000008")).toMatchObject({ status: "Pending", sn: "" });
    box.clock.advance(9_000);
    const done = await statusOf(box, "reseller_ref=inv-1");
    expect(done).toMatchObject({ trx_id: "ord_000008", ref_id: "inv-1", status: "Sukses" });
    expect(done.updated_at).toBe("2026-11-22 19:00:15");
    expect(done.sn).toMatch(/^SN\d+$/);
    expect(await statusOf(box, "order_id=ord_000008&reseller_ref=inv-1")).toEqual(done);
    expect(await balanceOf(box)).toBe(1_500_000 - 22_000);
  });

  it("ends Gagal for the documented failing player, and refunds it in the wallet", async () => {
    const box = sandbox();
    const failing = { product_id: 201, user_id: SPECIAL_PLAYERS.failsFulfilment, reseller_ref: "inv-gagal" };
    await post(box, "/v1/orders", failing);
    expect(await balanceOf(box)).toBe(1_500_000 - 15_000);
    box.clock.advance(14_999);
    expect((await statusOf(box, "reseller_ref=inv-gagal")).status).toBe("Pending");
    box.clock.advance(1);
    expect(await statusOf(box, "reseller_ref=inv-gagal")).toMatchObject({
      status: "Gagal",
      sn: "Ditolak penerbit game untuk pemain ini",
      updated_at: "2026-11-22 19:00:15",
    });
    expect(await balanceOf(box)).toBe(1_500_000);
    const [refund] = await dataOf<Record<string, unknown>[]>(await get(box, "/v1/wallet_history?limit=1"));
    expect(refund).toMatchObject({
      trx_id: "ord_000008",
      type: "Refund",
      amount: 15_000,
      balance_after: 1_500_000,
      created_at: "2026-11-22 19:00:15",
    });
  });

  it("answers a repeated reference with the same order, charging nothing again", async () => {
    const box = sandbox();
    const first = await dataOf(await post(box, "/v1/orders", orderBody({ reseller_ref: "inv-1" })));
    const again = await post(box, "/v1/create_order", orderBody({ reseller_ref: "inv-1" }));
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await dataOf(again)).toEqual(first);
    expect(await balanceOf(box)).toBe(1_500_000 - 22_000);
  });

  it("refuses with HTTP 200, status 0, Indonesian words and a response code, charging nothing", async () => {
    const box = sandbox();
    await post(box, "/v1/orders", orderBody({ reseller_ref: "inv-1" }));
    const refusals: [unknown, string, string][] = [
      [orderBody({ reseller_ref: "inv-1", user_id: "987654321" }), "Ref ID tidak unik", "49"],
      [orderBody({ reseller_ref: "inv-2", product_id: 999 }), "Produk tidak ditemukan atau tidak aktif", "43"],
      [orderBody({ reseller_ref: "inv-3", user_id: SPECIAL_PLAYERS.unknown }), "ID pemain tidak ditemukan", "54"],
      [orderBody({ reseller_ref: "inv-4", zone_id: undefined }), "Zone ID wajib diisi untuk game ini", "40"],
      [{ product_id: "x", user_id: "1" }, "Parameter tidak sesuai: product_id, reseller_ref", "40"],
      ["{not json", "Data JSON tidak valid", "40"],
    ];
    for (const [body, words, rc] of refusals) {
      expect(await answer(await post(box, "/v1/orders", body)), words).toEqual({ status: 0, error_msg: words, rc });
    }
    expect(await balanceOf(box)).toBe(1_500_000 - 22_000);
  });

  it("refuses an order the balance cannot cover: Saldo tidak mencukupi, rc 44", async () => {
    const box = sandbox();
    // 1090 Gems cost 225,000: six fit in 1,500,000, the seventh does not.
    for (let index = 1; index <= 6; index++) {
      await dataOf(
        await post(box, "/v1/orders", { product_id: 303, user_id: "123456789", reseller_ref: `big-${index}` }),
      );
    }
    expect(await balanceOf(box)).toBe(150_000);
    const refused = await post(box, "/v1/orders", { product_id: 303, user_id: "123456789", reseller_ref: "big-7" });
    expect(await answer(refused)).toEqual({ status: 0, error_msg: "Saldo tidak mencukupi", rc: "44" });
    expect(await balanceOf(box)).toBe(150_000);
  });

  it("refuses an unknown order, and a status question that names none, with status 0", async () => {
    const box = sandbox();
    expect(await answer(await get(box, "/v1/order_status?order_id=ord_999999"))).toEqual({
      status: 0,
      error_msg: "Transaksi tidak ditemukan",
      rc: "50",
    });
    expect(await answer(await get(box, "/v1/order_status?reseller_ref=nobody"))).toMatchObject({ rc: "50" });
    expect(await answer(await get(box, "/v1/order_status"))).toEqual({
      status: 0,
      error_msg: "Parameter tidak sesuai: order_id, reseller_ref",
      rc: "40",
    });
  });
});

describe("sk_demo_rupiah: wallet history and statistics on Jakarta days", () => {
  it("pages its entries newest first, with meta beside data", async () => {
    const box = sandbox();
    const body = await answer(await get(box, "/v1/wallet_history?limit=4&page=3"));
    expect(body).toMatchObject({ status: 1, meta: { page: 3, limit: 4, total: 9, total_pages: 3 } });
    expect(body.data).toEqual([
      {
        id: 1,
        trx_id: null,
        type: "Deposit",
        amount: 2_000_000,
        currency: "IDR",
        balance_after: 2_000_000,
        description: "Deposit saldo",
        created_at: "2026-11-15 09:00:00",
      },
    ]);
  });

  it("reads from and to as Jakarta days, and counts statistics by them, in Rupiah", async () => {
    const box = sandbox();
    // 01:00 in Jakarta on the 23rd is still the 22nd in UTC.
    box.clock.advance(6 * HOUR);
    await post(box, "/v1/orders", orderBody({ reseller_ref: "late-1" }));
    const day23 = await dataOf<Record<string, unknown>[]>(
      await get(box, "/v1/wallet_history?from=2026-11-23&to=2026-11-23"),
    );
    expect(day23.map((entry) => [entry.trx_id, entry.created_at])).toEqual([["ord_000008", "2026-11-23 01:00:00"]]);
    const day22 = await dataOf<unknown[]>(await get(box, "/v1/wallet_history?from=2026-11-22&to=2026-11-22"));
    expect(day22).toEqual([]);

    const stats = await dataOf<Record<string, unknown>>(await get(box, "/v1/statistics?from=2026-11-20"));
    expect(stats).toMatchObject({ from: "2026-11-20", currency: "IDR" });
    expect(stats.totals).toEqual({ orders: 4, successful: 3, failed: 0, in_progress: 1, revenue: 65_000 });
    expect((stats.by_day as { date: string }[]).map((day) => day.date)).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-23",
    ]);
  });

  it("sums the seeded week: six Sukses, one Gagal, revenue of the successful ones only", async () => {
    const stats = await dataOf<{ totals: unknown }>(await get(sandbox(), "/v1/statistics"));
    expect(stats.totals).toEqual({ orders: 7, successful: 6, failed: 1, in_progress: 0, revenue: 279_000 });
  });
});

describe("sk_demo_rupiah: what stays HTTP", () => {
  it("keeps 401 for a missing key and 429 over the rate limit, so pacing works", async () => {
    const box = sandbox({ rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await box.get("/v1/balance", null)).status).toBe(401);
    await dataOf(await get(box, "/v1/balance"));
    const limited = await get(box, "/v1/balance");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(limited.headers.get("X-RateLimit-Remaining")).toBe("0");
  });
});
