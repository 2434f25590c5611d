import { describe, expect, it } from "vitest";
import { SCENARIO_HEADER } from "../../src/sandbox/scenarios";
import { sandbox } from "./sandbox-kit";

const EXPOSED = [
  "Retry-After",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "X-Request-Id",
  "Idempotent-Replayed",
  "WWW-Authenticate",
  "Allow",
];

describe("CORS", () => {
  it("answers a preflight allowing Authorization, Content-Type and the scenario header", async () => {
    const { app } = sandbox();
    const response = await app.request("/v1/orders", {
      method: "OPTIONS",
      headers: {
        Origin: "https://console.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, x-sandbox-scenario",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Methods")?.split(",")).toContain("POST");
    expect(response.headers.get("Access-Control-Allow-Headers")?.split(",")).toEqual([
      "Authorization",
      "Content-Type",
      SCENARIO_HEADER,
    ]);
    expect(response.headers.get("Access-Control-Max-Age")).toBe("600");
    expect(response.headers.get("X-Request-Id")).toMatch(/^req_/);
  });

  it("exposes the custom headers on successes and errors alike", async () => {
    const { get } = sandbox();
    for (const response of [
      await get("/v1/balance", undefined, { Origin: "https://console.example" }),
      await get("/v1/balance", null, { Origin: "https://console.example" }),
      await get("/v1/missing", null, { Origin: "https://console.example" }),
    ]) {
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
      const exposed = response.headers.get("Access-Control-Expose-Headers")?.split(",") ?? [];
      for (const header of EXPOSED) expect(exposed).toContain(header);
    }
  });
});
