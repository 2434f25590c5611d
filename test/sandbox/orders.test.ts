import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { dataOf, errorOf, ORDER_ITEM, type Order, orderBody, type Sandbox, sandbox } from "./sandbox-kit";

/** The balance in cents, as the sandbox keeps it; the API says it in dollars (9932.61). */
const balanceOf = async (box: Sandbox, key: string = DEMO_KEYS.funded) =>
  Math.round((await dataOf<{ balance: number }>(await box.get("/v1/balance", key))).balance * 100);

const statusOf = async (box: Sandbox, query: string) => dataOf<Order>(await box.get(`/v1/order_status?${query}`));

describe("create_order", () => {
  it("creates a pending order with a deterministic id and spends its price", async () => {
    const box = sandbox();
    const response = await box.post("/v1/create_order", orderBody());
    expect(response.status).toBe(201);
    const order = await dataOf<Order>(response);
    expect(order).toEqual({
      order_id: "ord_000013",
      reseller_ref: "ref-1",
      status: "pending",
      ...ORDER_ITEM,
      price: 1.49,
      currency: "USD",
      created_at: "2026-11-22T12:00:00.000Z",
      updated_at: "2026-11-22T12:00:00.000Z",
      status_history: [{ status: "pending", at: "2026-11-22T12:00:00.000Z" }],
      failure_reason: null,
      refunded: false,
    });
    expect(await balanceOf(box)).toBe(993_261 - 149);
    const second = await dataOf<Order>(await box.post("/v1/orders", orderBody({ reseller_ref: "ref-2" })));
    expect(second.order_id).toBe("ord_000014");
  });

  it("moves pending -> processing after 5 s -> success after 15 s", async () => {
    const box = sandbox();
    await box.post("/v1/orders", orderBody());
    box.clock.advance(4_999);
    expect((await statusOf(box, "reseller_ref=ref-1")).status).toBe("pending");
    box.clock.advance(1);
    expect((await statusOf(box, "order_id=ord_000013")).status).toBe("processing");
    box.clock.advance(10_000);
    const done = await statusOf(box, "order_id=ord_000013&reseller_ref=ref-1");
    expect(done.status).toBe("success");
    expect(done.updated_at).toBe("2026-11-22T12:00:15.000Z");
    expect(done.status_history).toEqual([
      { status: "pending", at: "2026-11-22T12:00:00.000Z" },
      { status: "processing", at: "2026-11-22T12:00:05.000Z" },
      { status: "success", at: "2026-11-22T12:00:15.000Z" },
    ]);
    expect(await balanceOf(box)).toBe(993_261 - 149);
  });

  it("fails the documented player's order after 15 s and refunds it automatically", async () => {
    const box = sandbox();
    const created = await box.post(
      "/v1/orders",
      orderBody({ product_id: 202, user_id: SPECIAL_PLAYERS.failsFulfilment }),
    );
    expect(created.status).toBe(201);
    expect(await balanceOf(box)).toBe(993_261 - 449);
    box.clock.advance(14_999);
    expect((await statusOf(box, "reseller_ref=ref-1")).status).toBe("processing");
    expect(await balanceOf(box)).toBe(993_261 - 449);
    box.clock.advance(1);
    const failed = await statusOf(box, "reseller_ref=ref-1");
    expect(failed).toMatchObject({ status: "failed", refunded: true, failure_reason: expect.any(String) });
    expect(await balanceOf(box)).toBe(993_261);
    const history = await dataOf<{ type: string; amount: number; order_id: string; balance_after: number }[]>(
      await box.get("/v1/wallet_history?limit=2"),
    );
    expect(
      history.map(({ type, amount, order_id, balance_after }) => ({ type, amount, order_id, balance_after })),
    ).toEqual([
      { type: "refund", amount: 4.49, order_id: "ord_000013", balance_after: 9932.61 },
      { type: "debit", amount: -4.49, order_id: "ord_000013", balance_after: 9928.12 },
    ]);
  });

  it("answers a repeated reseller_ref with the existing order, charging once (200, Idempotent-Replayed)", async () => {
    const box = sandbox();
    const first = await box.post("/v1/orders", orderBody());
    box.clock.advance(6_000);
    const again = await box.post("/v1/create_order", orderBody());
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const replayed = await dataOf<Order>(again);
    expect(replayed.order_id).toBe((await dataOf<Order>(first)).order_id);
    expect(replayed.status).toBe("processing");
    expect(await balanceOf(box)).toBe(993_261 - 149);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
  });

  it("refuses a reseller_ref reused for a different order with 409 DUPLICATE_REFERENCE", async () => {
    const box = sandbox();
    await box.post("/v1/orders", orderBody());
    for (const change of [{ product_id: 102 }, { user_id: "987654321" }, { zone_id: "2002" }, { zone_id: undefined }]) {
      const response = await box.post("/v1/orders", orderBody(change));
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({
        code: "DUPLICATE_REFERENCE",
        details: { order_id: "ord_000013" },
      });
    }
    expect(await balanceOf(box)).toBe(993_261 - 149);
  });

  it("puts the existing order, as order_status shows it, in the 409's details", async () => {
    const box = sandbox();
    await box.post("/v1/orders", orderBody());
    box.clock.advance(16_000);
    const response = await box.post("/v1/orders", orderBody({ product_id: 102 }));
    expect(response.status).toBe(409);
    const existing = await statusOf(box, "reseller_ref=ref-1");
    expect(existing).toMatchObject({ order_id: "ord_000013", product_id: 101, status: "success" });
    expect((await errorOf(response)).details).toEqual({ order_id: "ord_000013", order: existing });
  });

  it("answers an unknown product with 404 PRODUCT_NOT_FOUND", async () => {
    const response = await sandbox().post("/v1/orders", orderBody({ product_id: 999 }));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: "PRODUCT_NOT_FOUND", details: { product_id: 999 } });
  });

  it("needs a zone for games with zones, and not for the others", async () => {
    const box = sandbox();
    const missing = await box.post("/v1/orders", orderBody({ zone_id: undefined }));
    expect(missing.status).toBe(422);
    expect(await errorOf(missing)).toMatchObject({
      code: "ZONE_REQUIRED",
      fields: { zone_id: ["Arena of Legends needs a zone_id (Server ID)."] },
    });
    const noZoneGame = await box.post("/v1/orders", orderBody({ product_id: 201, zone_id: undefined }));
    expect(noZoneGame.status).toBe(201);
    expect((await dataOf<Order>(noZoneGame)).zone_id).toBeNull();
  });

  it("answers an unknown player with 422 INVALID_PLAYER and charges nothing", async () => {
    const box = sandbox();
    const response = await box.post("/v1/orders", orderBody({ user_id: SPECIAL_PLAYERS.unknown }));
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({ code: "INVALID_PLAYER", details: { user_id: "100000404" } });
    expect(await balanceOf(box)).toBe(993_261);
  });

  it("lets the low key place one 0.99 order, then answers 402 INSUFFICIENT_BALANCE", async () => {
    const box = sandbox();
    const low = DEMO_KEYS.low;
    expect(await balanceOf(box, low)).toBe(120);
    const tooDear = await box.post("/v1/orders", orderBody(), low);
    expect(tooDear.status).toBe(402);
    expect(await errorOf(tooDear)).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      details: { balance: 1.2, price: 1.49, currency: "USD" },
    });
    expect((await box.post("/v1/orders", orderBody({ product_id: 201, reseller_ref: "a" }), low)).status).toBe(201);
    const second = await box.post("/v1/orders", orderBody({ product_id: 301, reseller_ref: "b" }), low);
    expect(second.status).toBe(402);
    expect(await balanceOf(box, low)).toBe(21);
  });

  it("keeps each key's wallet and orders apart", async () => {
    const box = sandbox();
    await box.post("/v1/orders", orderBody({ product_id: 201 }), DEMO_KEYS.low);
    expect(await balanceOf(box, DEMO_KEYS.funded)).toBe(993_261);
    const lookup = await box.get("/v1/order_status?reseller_ref=ref-1", DEMO_KEYS.funded);
    expect(lookup.status).toBe(404);
    // The same reference is free for another key.
    expect((await box.post("/v1/orders", orderBody())).status).toBe(201);
    expect((await dataOf<Order>(await box.get("/v1/order_status?reseller_ref=ref-1", DEMO_KEYS.low))).product_id).toBe(
      201,
    );
  });

  it("starts every fresh app from the same seed", async () => {
    const read = async () => {
      const box = sandbox();
      return [
        await (await box.get("/v1/wallet_history?limit=100")).text(),
        await (await box.get("/v1/statistics")).text(),
      ];
    };
    expect(await read()).toEqual(await read());
  });
});

describe("order_status", () => {
  it("needs order_id or reseller_ref (422 naming both)", async () => {
    const response = await sandbox().get("/v1/order_status");
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { order_id: ["Give order_id or reseller_ref"], reseller_ref: ["Give order_id or reseller_ref"] },
    });
  });

  it("answers 404 ORDER_NOT_FOUND for an unknown id, ref, or an id and ref of different orders", async () => {
    const box = sandbox();
    for (const query of [
      "order_id=ord_999999",
      "reseller_ref=nope",
      "order_id=ord_000001&reseller_ref=seed-funded-2",
    ]) {
      const response = await box.get(`/v1/order_status?${query}`);
      expect(response.status, query).toBe(404);
      expect((await errorOf(response)).code).toBe("ORDER_NOT_FOUND");
    }
  });

  it("finds the seeded orders, including the failed and refunded one", async () => {
    const order = await statusOf(sandbox(), "reseller_ref=seed-funded-6");
    expect(order).toMatchObject({ order_id: "ord_000006", status: "failed", refunded: true, user_id: "100000500" });
  });
});
