import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { errorOf, sandbox } from "./sandbox-kit";

const everyPath = actions.flatMap((action) =>
  [...new Set(Object.values(action.path))].map((path) => ({ action, path })),
);

function send(box: ReturnType<typeof sandbox>, method: string, path: string, headers: Record<string, string>) {
  return box.app.request(`/v1${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    ...(method === "POST" && { body: "{}" }),
  });
}

describe("authentication", () => {
  for (const { action, path } of everyPath) {
    it(`${action.method} ${path}: 401 AUTH_MISSING without a key, 403 for the suspended key`, async () => {
      const box = sandbox();
      const missing = await send(box, action.method, path, {});
      expect(missing.status).toBe(401);
      expect(missing.headers.get("WWW-Authenticate")).toBe('Bearer realm="sandbox"');
      expect(await errorOf(missing)).toMatchObject({ code: "AUTH_MISSING" });
      const suspended = await send(box, action.method, path, { Authorization: `Bearer ${DEMO_KEYS.suspended}` });
      expect(suspended.status).toBe(403);
      expect(await errorOf(suspended)).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
    });
  }

  it("says the header is malformed when it is not `Bearer <key>`", async () => {
    const { get } = sandbox();
    for (const value of [
      "Bearer",
      "Bearer ",
      `Basic ${DEMO_KEYS.funded}`,
      `${DEMO_KEYS.funded}`,
      "Bearer a b",
      'Bearer "x"',
    ]) {
      const response = await get("/v1/balance", null, { Authorization: value });
      expect(response.status, value).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="sandbox", error="invalid_request"');
      expect((await errorOf(response)).code, value).toBe("AUTH_MALFORMED");
    }
  });

  it("treats an empty header as missing", async () => {
    const response = await sandbox().get("/v1/balance", null, { Authorization: "  " });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("AUTH_MISSING");
  });

  it("answers an unknown key with 401 AUTH_INVALID_KEY, without echoing it", async () => {
    const response = await sandbox().get("/v1/balance", "sk_live_secret123");
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="sandbox", error="invalid_token"');
    const text = await response.text();
    expect(text).not.toContain("sk_live_secret123");
    expect(JSON.parse(text).error.code).toBe("AUTH_INVALID_KEY");
  });

  it("accepts the scheme in any case and every usable demo key", async () => {
    const { get } = sandbox();
    expect((await get("/v1/balance", null, { Authorization: `bearer ${DEMO_KEYS.low}` })).status).toBe(200);
    for (const key of [DEMO_KEYS.funded, DEMO_KEYS.low, DEMO_KEYS.history]) {
      expect((await get("/v1/balance", key)).status).toBe(200);
    }
  });

  it("checks the key before the body", async () => {
    const response = await sandbox().post("/v1/orders", "not json", null);
    expect(response.status).toBe(401);
  });
});
