import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { SCENARIO_HEADER, SCENARIO_IDS } from "../../src/sandbox/scenarios";
import { dataOf, errorOf, orderBody, sandbox } from "./sandbox-kit";

const pick = (value: string) => ({ [SCENARIO_HEADER]: value });

describe("scenarios", () => {
  it("slow: waits the given seconds, then answers normally", async () => {
    const waits: number[] = [];
    const box = sandbox({ sleep: async (ms) => void waits.push(ms) });
    const response = await box.get("/v1/balance", DEMO_KEYS.funded, pick("slow=2.5"));
    expect(response.status).toBe(200);
    expect((await dataOf<{ balance: number }>(response)).balance).toBe(9932.61);
    await box.get("/v1/balance", DEMO_KEYS.funded, pick("slow"));
    expect(waits).toEqual([2_500, 3_000]);
  });

  it("slow: a client that gives up gets 499 and its order is not placed", async () => {
    const box = sandbox();
    const controller = new AbortController();
    const pending = box.app.request("/v1/orders", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${DEMO_KEYS.funded}`,
        "Content-Type": "application/json",
        ...pick("slow=30"),
      },
      body: JSON.stringify(orderBody()),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    const response = await pending;
    expect(response.status).toBe(499);
    expect((await errorOf(response)).code).toBe("CLIENT_CLOSED_REQUEST");
    expect((await box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(404);
  });

  it("server_error: 500 JSON, even without a key", async () => {
    const response = await sandbox().get("/v1/games", null, pick("server_error"));
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toMatchObject({ code: "INTERNAL_ERROR" });
  });

  it("bad_gateway: 502 with an nginx HTML page", async () => {
    const response = await sandbox().get("/v1/games", DEMO_KEYS.funded, pick("bad_gateway"));
    expect(response.status).toBe(502);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(response.headers.get("Server")).toBe("nginx");
    expect(await response.text()).toContain("<center><h1>502 Bad Gateway</h1></center>");
  });

  it("malformed_json: 200 application/json that does not parse", async () => {
    const response = await sandbox().get("/v1/balance", DEMO_KEYS.funded, pick("malformed_json"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it("empty_body: 200 application/json with no body", async () => {
    const response = await sandbox().get("/v1/balance", DEMO_KEYS.funded, pick("empty_body"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(await response.text()).toBe("");
  });

  it("hang: no answer until the client aborts, then it settles at once", async () => {
    const { app } = sandbox();
    const controller = new AbortController();
    let settled = false;
    const request = app.request("/v1/balance", { headers: pick("hang"), signal: controller.signal });
    const pending = Promise.resolve(request).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    const abortedAt = Date.now();
    controller.abort();
    const response = await pending;
    expect(Date.now() - abortedAt).toBeLessThan(1_000);
    expect(response.status).toBe(499);
  });

  it("hang: gives up with 504 after its 5-minute cap", async () => {
    const waits: number[] = [];
    const box = sandbox({ sleep: async (ms) => void waits.push(ms) });
    const response = await box.get("/v1/balance", DEMO_KEYS.funded, pick("hang"));
    expect(waits).toEqual([300_000]);
    expect(response.status).toBe(504);
    expect((await errorOf(response)).code).toBe("GATEWAY_TIMEOUT");
  });

  it("rate_limited: 429 with Retry-After and X-RateLimit-* headers", async () => {
    const response = await sandbox().get("/v1/balance", DEMO_KEYS.funded, pick("rate_limited"));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("X-RateLimit-Limit")).toBe("120");
    expect(response.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(response.headers.get("X-RateLimit-Reset")).toBe("30");
    expect((await errorOf(response)).code).toBe("RATE_LIMITED");
  });

  it("html_injection: 200 JSON whose strings are markup", async () => {
    const response = await sandbox().get("/v1/games", DEMO_KEYS.funded, pick("html_injection"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const data = await dataOf<Record<string, unknown>>(response);
    expect(data.name).toBe("<script>alert(1)</script>");
    expect(data.description).toBe("<img src=x onerror=alert(1)>");
    expect(data["<b>key</b>"]).toBe("markup in a key");
  });

  it("html_error_page: 500 text/html with a script tag", async () => {
    const response = await sandbox().get("/v1/games", DEMO_KEYS.funded, pick("html_error_page"));
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(await response.text()).toContain('<script>alert("script from an error page")</script>');
  });

  it("long_line: 200 JSON of 1 MiB with no space or line break", async () => {
    const response = await sandbox().get("/v1/balance", DEMO_KEYS.funded, pick("long_line"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const text = await response.text();
    expect(text).toMatch(/^\{"data":\{"blob":"[A-Za-z0-9]{1048576}"\}\}$/);
  });

  it("an unknown scenario: 400 INVALID_SCENARIO listing the valid ones", async () => {
    const response = await sandbox().get("/v1/games", DEMO_KEYS.funded, pick("chaos"));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("INVALID_SCENARIO");
    expect(error.message).toContain("slow=<seconds>, server_error, bad_gateway");
    expect(error.details).toEqual({ valid: [...SCENARIO_IDS] });
  });

  it("keeps CORS and X-Request-Id on scenario responses", async () => {
    const response = await sandbox().get("/v1/games", null, { ...pick("bad_gateway"), Origin: "https://x.example" });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("X-Request-Id")).toMatch(/^req_/);
  });
});
