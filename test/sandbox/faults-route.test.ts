import { describe, expect, it } from "vitest";
import { FAULT_KINDS } from "../../src/sandbox/faults";
import { FAULTS_PATH, MAX_RATE_LIMIT_PER_MINUTE } from "../../src/sandbox/faults-route";
import { RESET_PATH } from "../../src/sandbox/reset-route";
import { dataOf, errorOf, orderBody, sandbox } from "./sandbox-kit";

const off = { rate: 0, kinds: [], seed: null, rate_limit_per_minute: 120 };

describe("POST /v1/_sandbox/faults", () => {
  it("answers the setting in force, kinds in their own order whatever order they were sent in", async () => {
    const { post } = sandbox();
    const set = await post(
      FAULTS_PATH,
      { rate: 0.2, kinds: ["lost_answer", "server_error", "lost_answer"], seed: 7 },
      null,
    );
    expect(set.status).toBe(200);
    expect(await dataOf(set)).toEqual({
      rate: 0.2,
      kinds: ["server_error", "lost_answer"],
      seed: 7,
      rate_limit_per_minute: 120,
    });
  });

  it("defaults to every kind and seed 1; rate 0 answers faults off", async () => {
    const { post } = sandbox();
    expect(await dataOf(await post(FAULTS_PATH, { rate: 0.5 }, null))).toEqual({
      rate: 0.5,
      kinds: [...FAULT_KINDS],
      seed: 1,
      rate_limit_per_minute: 120,
    });
    expect(await dataOf(await post(FAULTS_PATH, { rate: 0, seed: 9 }, null))).toEqual(off);
  });

  it("sets the rate limit per minute, leaving faults as they are, and the limiter applies it", async () => {
    const box = sandbox();
    await box.post(FAULTS_PATH, { rate: 0.5, seed: 3 }, null);
    const set = await box.post(FAULTS_PATH, { rate_limit_per_minute: 3 }, null);
    expect(await dataOf(set)).toEqual({ rate: 0.5, kinds: [...FAULT_KINDS], seed: 3, rate_limit_per_minute: 3 });
    await box.post(FAULTS_PATH, { rate: 0 }, null);

    for (const remaining of ["2", "1", "0"]) {
      const response = await box.get("/v1/balance");
      expect(response.status).toBe(200);
      expect(response.headers.get("X-RateLimit-Limit")).toBe("3");
      expect(response.headers.get("X-RateLimit-Remaining")).toBe(remaining);
    }
    box.clock.advance(15_000);
    const limited = await box.get("/v1/balance");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("45");
    expect(await errorOf(limited)).toMatchObject({ code: "RATE_LIMITED", message: expect.stringContaining("3 per") });

    // Raised again, the open window goes on with its count.
    await box.post(FAULTS_PATH, { rate_limit_per_minute: 5 }, null);
    expect((await box.get("/v1/balance")).headers.get("X-RateLimit-Remaining")).toBe("1");
  });

  it("sets both at once", async () => {
    const { post } = sandbox();
    const set = await post(FAULTS_PATH, { rate: 1, kinds: ["timeout"], seed: 0, rate_limit_per_minute: 30 }, null);
    expect(await dataOf(set)).toEqual({ rate: 1, kinds: ["timeout"], seed: 0, rate_limit_per_minute: 30 });
  });

  it("refuses bad bodies with 422 naming the field, and changes nothing", async () => {
    const box = sandbox();
    const cases: [unknown, string[]][] = [
      [{}, ["rate"]],
      [{ rate: -0.1 }, ["rate"]],
      [{ rate: 1.5 }, ["rate"]],
      [{ rate: "0.2" }, ["rate"]],
      [{ rate: null }, ["rate"]],
      [{ rate: 0.2, kinds: [] }, ["kinds"]],
      [{ rate: 0.2, kinds: ["server_error", "meteor"] }, ["kinds"]],
      [{ rate: 0.2, kinds: "timeout" }, ["kinds"]],
      [{ rate: 0.2, seed: -1 }, ["seed"]],
      [{ rate: 0.2, seed: 1.5 }, ["seed"]],
      [{ rate: 0.2, seed: 2 ** 32 }, ["seed"]],
      [{ seed: 7 }, ["seed"]],
      [{ kinds: ["timeout"], seed: 7 }, ["kinds", "seed"]],
      [{ rate_limit_per_minute: 0 }, ["rate_limit_per_minute"]],
      [{ rate_limit_per_minute: 2.5 }, ["rate_limit_per_minute"]],
      [{ rate_limit_per_minute: MAX_RATE_LIMIT_PER_MINUTE + 1 }, ["rate_limit_per_minute"]],
      [{ rate: 0.2, rte: 0.2 }, ["rte"]],
    ];
    for (const [body, fields] of cases) {
      const response = await box.post(FAULTS_PATH, body, null);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
      expect(error.message.length).toBeGreaterThan(20);
    }
    const misspelt = await errorOf(await box.post(FAULTS_PATH, { rate: 0.2, rte: 1 }, null));
    expect(misspelt.message).toBe("Unknown fields: rte. The settings are rate, kinds, seed, rate_limit_per_minute.");
    // Setting the limit it has answers the rest as it stands.
    expect(await dataOf(await box.post(FAULTS_PATH, { rate_limit_per_minute: 120 }, null))).toEqual(off);
  });

  it("answers a body that is not a JSON object like any POST, and other methods with 405", async () => {
    const { app, post } = sandbox();
    expect((await errorOf(await post(FAULTS_PATH, "{", null))).code).toBe("INVALID_JSON");
    expect((await errorOf(await post(FAULTS_PATH, "[]", null))).code).toBe("INVALID_BODY");
    const plain = await app.request(FAULTS_PATH, { method: "POST", body: '{"rate":0}' });
    expect(plain.status).toBe(415);
    const get = await app.request(FAULTS_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST, OPTIONS");
  });

  it("is put back by a reset: faults off, the app's own rate limit", async () => {
    const box = sandbox();
    await box.post(FAULTS_PATH, { rate: 1, kinds: ["server_error"], rate_limit_per_minute: 2 }, null);
    expect((await box.post("/v1/orders", orderBody())).status).toBe(500);
    expect((await box.post(RESET_PATH, "", null)).status).toBe(200);
    const response = await box.post("/v1/orders", orderBody());
    expect(response.status).toBe(201);
    expect(response.headers.get("X-RateLimit-Limit")).toBe("120");
    expect(await dataOf(await box.post(FAULTS_PATH, { rate: 0 }, null))).toEqual(off);
  });

  it("a reset puts back the limit the app was made with, not the usual one", async () => {
    const box = sandbox({ rateLimit: { limit: 5, windowMs: 60_000 } });
    await box.post(FAULTS_PATH, { rate_limit_per_minute: 50 }, null);
    await box.post(RESET_PATH, "", null);
    expect((await box.get("/v1/games")).headers.get("X-RateLimit-Limit")).toBe("5");
  });
});
