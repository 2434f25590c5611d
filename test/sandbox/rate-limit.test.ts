import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { createRateLimiter, type RateLimiter } from "../../src/sandbox/rate-limiter";
import { SCENARIO_HEADER } from "../../src/sandbox/scenarios";
import { inMemory } from "../../src/sandbox/state-gate";
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

describe("rate limiter settings", () => {
  it("peek tells what hit would, counting nothing", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.peek("a", 0)).toEqual({ allowed: true, limit: 3, remaining: 3, resetSeconds: 60 });
    limiter.hit("a", 0);
    expect(limiter.peek("a", 20_000)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 40 });
    expect(limiter.peek("a", 20_000)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 40 });
    expect(limiter.windows()).toEqual({ a: { start: 0, count: 1 } });
  });

  it("configure changes the limit of open windows, never reporting less than 0 remaining", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    limiter.hit("a", 0);
    limiter.hit("a", 0);
    limiter.configure({ limit: 1, windowMs: 60_000 });
    expect(limiter.config()).toEqual({ limit: 1, windowMs: 60_000 });
    expect(limiter.hit("a", 1_000)).toEqual({ allowed: false, limit: 1, remaining: 0, resetSeconds: 59 });
    expect(limiter.hit("a", 60_000)).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 60 });
  });

  it("the rate_limited scenario names the limit in force", async () => {
    const held: { limiter?: RateLimiter } = {};
    const box = sandbox({
      persistence: (state) => {
        held.limiter = state.limiter;
        return inMemory(state);
      },
    });
    held.limiter?.configure({ limit: 7, windowMs: 60_000 });
    const response = await box.get("/v1/balance", DEMO_KEYS.funded, { [SCENARIO_HEADER]: "rate_limited" });
    expect(response.headers.get("X-RateLimit-Limit")).toBe("7");
  });
});
