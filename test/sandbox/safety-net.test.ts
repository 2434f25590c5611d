import { describe, expect, it } from "vitest";
import type { Clock } from "../../src/sandbox/clock";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { SCENARIO_HEADER } from "../../src/sandbox/scenarios";
import { errorOf } from "./sandbox-kit";

const headers = { Authorization: `Bearer ${DEMO_KEYS.funded}`, Origin: "https://x.example" };

async function expectSafetyNet(response: Response, reported: unknown[], error: Error) {
  expect(response.status).toBe(500);
  expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  const body = await errorOf(response);
  expect(body.code).toBe("INTERNAL_ERROR");
  expect(body.request_id).toBe(response.headers.get("X-Request-Id"));
  expect(reported).toEqual([error]);
}

describe("onError safety net", () => {
  it("turns an exception in a route into a JSON 500 and reports it", async () => {
    const reported: unknown[] = [];
    const broke = new Error("clock broke");
    // Breaks once the app exists: however often a request reads the time, every read throws.
    let broken = false;
    const clock: Clock = {
      now: () => {
        if (broken) throw broke;
        return Date.UTC(2026, 10, 22);
      },
    };
    const app = createSandboxApp({ clock, reportError: (error) => reported.push(error) });
    broken = true;
    await expectSafetyNet(await app.request("/v1/balance", { headers }), reported, broke);
  });

  it("turns an exception in a middleware into a JSON 500 and reports it", async () => {
    const reported: unknown[] = [];
    const broke = new Error("sleep broke");
    const app = createSandboxApp({
      sleep: async () => {
        throw broke;
      },
      reportError: (error) => reported.push(error),
    });
    const response = await app.request("/v1/balance", { headers: { ...headers, [SCENARIO_HEADER]: "slow=0" } });
    await expectSafetyNet(response, reported, broke);
  });
});
