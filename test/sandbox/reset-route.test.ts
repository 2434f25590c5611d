import { describe, expect, it } from "vitest";
import { RESET_PATH } from "../../src/sandbox/reset-route";
import { dataOf, orderBody, sandbox } from "./sandbox-kit";

describe("POST /v1/_sandbox/reset", () => {
  it("puts balances, orders and the clock back to the seed, with no key", async () => {
    const box = sandbox();
    const seed = await dataOf(await box.get("/v1/balance"));
    await box.post("/v1/create_order", orderBody());
    await box.post("/v1/_sandbox/clock", { advance_ms: 60_000 }, null);

    const reset = await box.post(RESET_PATH, "", null);
    expect(reset.status).toBe(200);
    expect(await dataOf(reset)).toEqual({ reset: true, now: "2026-11-22T12:00:00.000Z" });
    expect(await dataOf(await box.get("/v1/balance"))).toEqual(seed);
    expect((await box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(404);
  });

  it("answers other methods with 405 and Allow", async () => {
    const response = await sandbox().get(RESET_PATH, null);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST, OPTIONS");
  });
});
