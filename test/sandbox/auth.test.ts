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

  it("never echoes any part of the header value, in the body or the headers", async () => {
    const secret = "sk_live_9f8e7d6c5b4a3210";
    const basic = btoa(`${secret}:`);
    const cases: [header: string, secret: string][] = [
      [secret, secret],
      [`${secret} extra`, secret],
      [`"${secret}"`, secret],
      [`ApiKey=${secret}`, secret],
      [`Basic ${basic}`, basic],
      [`basic ${basic}`, basic],
      [`Token ${secret}`, secret],
      [`Bearer ${secret}`, secret],
      [`Bearer sk_live_9f8e 7d6c5b4a3210`, secret],
    ];
    // A fixed request id, so no random hex can match by chance.
    const { get } = sandbox({ requestId: () => "req_fixed" });
    for (const [header, hidden] of cases) {
      const response = await get("/v1/balance", null, { Authorization: header });
      expect(response.status, header).toBe(401);
      const everything = [...response.headers].flat().join("\n") + (await response.text());
      for (let start = 0; start + 4 <= hidden.length; start++) {
        expect(everything, `${header}: ${hidden.slice(start, start + 4)}`).not.toContain(
          hidden.slice(start, start + 4),
        );
      }
    }
  });

  it("names a known scheme in its own spelling, and otherwise asks for `Bearer <key>`", async () => {
    const { get } = sandbox();
    const messageFor = async (header: string) =>
      (await errorOf(await get("/v1/balance", null, { Authorization: header }))).message;
    expect(await messageFor("basic dXNlcjpwYXNz")).toBe(
      "The Authorization header uses the Basic scheme; the sandbox needs `Bearer <API_KEY>`.",
    );
    expect(await messageFor("DIGEST username=x")).toContain("the Digest scheme");
    expect(await messageFor("sk_live_9f8e7d6c5b4a3210")).toBe(
      "The Authorization header must be `Bearer <API_KEY>`, with the word Bearer before the key.",
    );
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
    for (const key of [DEMO_KEYS.funded, DEMO_KEYS.low, DEMO_KEYS.history, DEMO_KEYS.anomalies]) {
      expect((await get("/v1/balance", key)).status).toBe(200);
    }
  });

  it("checks the key before the body", async () => {
    const response = await sandbox().post("/v1/orders", "not json", null);
    expect(response.status).toBe(401);
  });
});
