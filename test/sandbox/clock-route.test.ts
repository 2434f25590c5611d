import { describe, expect, it } from "vitest";
import { systemClock } from "../../src/sandbox/clock";
import { CLOCK_PATH } from "../../src/sandbox/clock-route";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { dataOf, errorOf, type Order, sandbox } from "./sandbox-kit";

const order = { product_id: 101, user_id: "123456789", zone_id: "2001", reseller_ref: "ref-clock-1" };

describe("POST /v1/_sandbox/clock", () => {
  it("moves sandbox time forward, so an order completes without waiting", async () => {
    const { get, post } = sandbox();
    const placed = await dataOf<Order>(await post("/v1/orders", order));
    expect(placed.status).toBe("pending");

    const moved = await post(CLOCK_PATH, { advance_ms: 5_000 }, null);
    expect(moved.status).toBe(200);
    expect(await dataOf(moved)).toEqual({ advanced_ms: 5_000, now: "2026-11-22T12:00:05.000Z" });
    const status = () => get(`/v1/order_status?order_id=${placed.order_id}`);
    expect((await dataOf<Order>(await status())).status).toBe("processing");

    await post(CLOCK_PATH, { advance_ms: 10_000 }, null);
    expect((await dataOf<Order>(await status())).status).toBe("success");
  });

  it("runs on from the real clock when none is given", async () => {
    const app = createSandboxApp({ reportError: () => undefined });
    const before = systemClock.now();
    const response = await app.request(CLOCK_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"advance_ms":60000}',
    });
    const { now } = await dataOf<{ now: string }>(response);
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(60_000);
    expect(Date.parse(now) - before).toBeLessThan(70_000);
  });

  it("refuses a backward, fractional, missing or over-long move, and changes nothing", async () => {
    const { post } = sandbox();
    for (const body of [
      { advance_ms: -1 },
      { advance_ms: 1.5 },
      { advance_ms: "15000" },
      {},
      { advance_ms: 86_400_001 },
    ]) {
      const response = await post(CLOCK_PATH, body, null);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await errorOf(response)).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: { advance_ms: [expect.any(String)] },
      });
    }
    const still = await post(CLOCK_PATH, { advance_ms: 0 }, null);
    expect(await dataOf(still)).toEqual({ advanced_ms: 0, now: "2026-11-22T12:00:00.000Z" });
  });

  it("answers a body that is not JSON like any POST, and other methods with 405", async () => {
    const { app, post } = sandbox();
    expect((await errorOf(await post(CLOCK_PATH, "{", null))).code).toBe("INVALID_JSON");
    const get = await app.request(CLOCK_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST, OPTIONS");
  });
});
