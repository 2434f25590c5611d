import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { errorOf, sandbox } from "./sandbox-kit";

describe("rate limit", () => {
  it("allows 120 requests per key per 60 s, then answers 429 with Retry-After", async () => {
    const box = sandbox();
    for (let n = 1; n <= 120; n++) {
      const response = await box.get("/v1/balance");
      expect(response.status).toBe(200);
      expect(response.headers.get("X-RateLimit-Remaining")).toBe(String(120 - n));
    }
    box.clock.advance(20_000);
    const limited = await box.get("/v1/balance");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("40");
    expect(limited.headers.get("X-RateLimit-Limit")).toBe("120");
    expect(limited.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(limited.headers.get("X-RateLimit-Reset")).toBe("40");
    expect(await errorOf(limited)).toMatchObject({ code: "RATE_LIMITED", details: { retry_after_seconds: 40 } });

    expect((await box.get("/v1/balance", DEMO_KEYS.low)).status).toBe(200);

    box.clock.advance(40_000);
    const again = await box.get("/v1/balance");
    expect(again.status).toBe(200);
    expect(again.headers.get("X-RateLimit-Remaining")).toBe("119");
    expect(again.headers.get("X-RateLimit-Reset")).toBe("60");
  });

  it("takes its limit and window from the options", async () => {
    const box = sandbox({ rateLimit: { limit: 2, windowMs: 1_000 } });
    expect((await box.get("/v1/games")).status).toBe(200);
    expect((await box.get("/v1/games")).status).toBe(200);
    const limited = await box.get("/v1/games");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("1");
  });
});
