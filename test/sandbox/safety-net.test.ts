import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { errorOf } from "./sandbox-kit";

describe("onError safety net", () => {
  it("turns an unexpected exception into a JSON 500 and reports it", async () => {
    const reported: unknown[] = [];
    let calls = 0;
    const clock = {
      now: () => {
        calls += 1;
        if (calls > 1) throw new Error("clock broke");
        return Date.UTC(2026, 10, 22);
      },
    };
    const app = createSandboxApp({ clock, reportError: (error) => reported.push(error) });
    const response = await app.request("/v1/balance", {
      headers: { Authorization: `Bearer ${DEMO_KEYS.funded}`, Origin: "https://x.example" },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const error = await errorOf(response);
    expect(error.code).toBe("INTERNAL_ERROR");
    expect(error.request_id).toBe(response.headers.get("X-Request-Id"));
    expect(reported).toEqual([new Error("clock broke")]);
  });
});
