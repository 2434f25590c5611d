import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { FAULT_HANG_CAP_MS } from "../../src/sandbox/fault-responses";
import { FAULT_KINDS, type FaultKind, fateOf } from "../../src/sandbox/faults";
import { FAULTS_PATH } from "../../src/sandbox/faults-route";
import { dataOf, errorOf, type Order, orderBody, type Sandbox, sandbox } from "./sandbox-kit";

const only = (kind: FaultKind) => ({ rate: 1, kinds: [kind], seed: 7 });
const auth = { Authorization: `Bearer ${DEMO_KEYS.funded}`, "Content-Type": "application/json" };

async function setFaults(box: Sandbox, body: Record<string, unknown>) {
  const response = await box.post(FAULTS_PATH, body, null);
  expect(response.status, await response.clone().text()).toBe(200);
}

/** An order whose client gives up after `ms`: the wait is the request's own, bounded by its signal. */
async function orderGivenUpAfter(box: Sandbox, ms: number): Promise<Response> {
  return box.app.request("/v1/orders", {
    method: "POST",
    headers: auth,
    body: JSON.stringify(orderBody()),
    signal: AbortSignal.timeout(ms),
  });
}

const balanceOf = async (box: Sandbox) => (await dataOf<{ balance: number }>(await box.get("/v1/balance"))).balance;

describe("faults, kind by kind", () => {
  it("server_error: 500 in the API's error shape, and nothing done or counted", async () => {
    const box = sandbox();
    await setFaults(box, only("server_error"));
    const response = await box.post("/v1/orders", orderBody());
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toMatchObject({ code: "INTERNAL_ERROR", request_id: expect.any(String) });
    expect(response.headers.get("X-RateLimit-Limit")).toBeNull();

    await setFaults(box, { rate: 0 });
    expect((await box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(404);
    const first = await box.get("/v1/balance");
    expect(first.headers.get("X-RateLimit-Remaining")).toBe("118");
  });

  it("rate_limited: 429 with Retry-After and X-RateLimit-* from the key's window, and nothing done", async () => {
    const box = sandbox();
    expect((await box.get("/v1/balance")).status).toBe(200);
    box.clock.advance(20_000);
    await setFaults(box, only("rate_limited"));
    const response = await box.post("/v1/orders", orderBody());
    expect(response.status).toBe(429);
    expect(
      Object.fromEntries(
        ["Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"].map((name) => [
          name,
          response.headers.get(name),
        ]),
      ),
    ).toEqual({
      "Retry-After": "40",
      "X-RateLimit-Limit": "120",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": "40",
    });
    expect(await errorOf(response)).toMatchObject({ code: "RATE_LIMITED", details: { retry_after_seconds: 40 } });

    // A key with no window yet is told to wait a whole window.
    const fresh = await box.get("/v1/balance", DEMO_KEYS.low);
    expect(fresh.headers.get("Retry-After")).toBe("60");

    await setFaults(box, { rate: 0 });
    expect((await box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(404);
    // Counted: the first balance, the order_status and this one; not the two refused by the fault.
    expect((await box.get("/v1/balance")).headers.get("X-RateLimit-Remaining")).toBe("117");
  });

  it("timeout: no answer until the client gives up, and no order placed", async () => {
    const box = sandbox();
    const before = await balanceOf(box);
    await setFaults(box, only("timeout"));
    const started = performance.now();
    const response = await orderGivenUpAfter(box, 50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    // What the sandbox hands back once the client has gone; that client never reads it.
    expect(response.status).toBe(499);
    expect((await errorOf(response)).code).toBe("CLIENT_CLOSED_REQUEST");

    await setFaults(box, { rate: 0 });
    expect((await box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(404);
    expect(await balanceOf(box)).toBe(before);
  });

  it("lost_answer: the order is placed and charged, but the client never gets the answer", async () => {
    const box = sandbox();
    const before = await balanceOf(box);
    await setFaults(box, only("lost_answer"));
    const response = await orderGivenUpAfter(box, 50);
    expect(response.status).toBe(499);
    expect((await errorOf(response)).code).toBe("CLIENT_CLOSED_REQUEST");

    await setFaults(box, { rate: 0 });
    const order = await dataOf<Order>(await box.get("/v1/order_status?reseller_ref=ref-1"));
    expect(order).toMatchObject({ product_id: 101, price: 1.49, status: "pending" });
    expect(await balanceOf(box)).toBe(Math.round((before - 1.49) * 100) / 100);
    // Sent again with the same reseller_ref, as a client that timed out should: the order, not a second one.
    const replay = await box.post("/v1/orders", orderBody());
    expect(replay.status).toBe(200);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balanceOf(box)).toBe(Math.round((before - 1.49) * 100) / 100);
  });

  it("timeout and lost_answer answer 504 after their cap when the client never gives up", async () => {
    const waits: number[] = [];
    const box = sandbox({ sleep: async (ms) => void waits.push(ms) });
    await setFaults(box, { rate: 1, kinds: ["timeout", "lost_answer"], seed: 7 });
    for (const _ of [1, 2, 3]) {
      const response = await box.get("/v1/balance");
      expect(response.status).toBe(504);
      expect(await errorOf(response)).toMatchObject({ code: "GATEWAY_TIMEOUT" });
    }
    expect(waits).toEqual([FAULT_HANG_CAP_MS, FAULT_HANG_CAP_MS, FAULT_HANG_CAP_MS]);
    expect(FAULT_HANG_CAP_MS).toBe(120_000);
  });

  it("a request that never answers holds up no other: the next one is served meanwhile", async () => {
    const box = sandbox();
    await setFaults(box, { rate: 1, kinds: ["lost_answer"], seed: 7 });
    let answered = false;
    const hung = orderGivenUpAfter(box, 1_000).then((response) => {
      answered = true;
      return response;
    });
    await setFaults(box, { rate: 0 });
    expect((await box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(200);
    expect(answered).toBe(false);
    expect((await hung).status).toBe(499);
  });
});

describe("which requests meet faults", () => {
  it("only authenticated API requests: not 401, 403, 404, 405, nor the sandbox's own routes", async () => {
    const box = sandbox();
    await setFaults(box, only("server_error"));
    expect((await box.get("/v1/balance", null)).status).toBe(401);
    expect((await box.get("/v1/balance", DEMO_KEYS.suspended)).status).toBe(403);
    expect((await box.get("/v1/nowhere")).status).toBe(404);
    expect((await box.post("/v1/balance", {})).status).toBe(405);
    expect((await box.post("/v1/_sandbox/clock", { advance_ms: 0 }, null)).status).toBe(200);
    for (const key of [DEMO_KEYS.funded, DEMO_KEYS.low, DEMO_KEYS.history, DEMO_KEYS.anomalies]) {
      expect((await box.get("/v1/games", key)).status).toBe(500);
    }
  });

  it("rate 0 turns them off", async () => {
    const box = sandbox();
    await setFaults(box, only("server_error"));
    expect((await box.get("/v1/balance")).status).toBe(500);
    await setFaults(box, { rate: 0 });
    for (const _ of [1, 2, 3]) expect((await box.get("/v1/balance")).status).toBe(200);
  });
});

/** The fate each request met, read from its answer (a never-answered request ends 504 here). */
async function fates(count: number, send: (n: number) => Response | Promise<Response>) {
  const seen: string[] = [];
  for (let n = 0; n < count; n++) {
    const response = await send(n);
    seen.push(response.status < 400 ? "ok" : String(response.status));
  }
  return seen;
}

describe("determinism", () => {
  const setting = { rate: 0.5, kinds: [...FAULT_KINDS], seed: 7 };
  const fast = { sleep: async () => undefined };

  it("the n-th authenticated request meets the same fate for a seed, whatever the requests are", async () => {
    const one = sandbox(fast);
    await setFaults(one, setting);
    const a = await fates(40, () => one.get("/v1/balance"));

    const two = sandbox(fast);
    await setFaults(two, setting);
    const b = await fates(40, async (n) => {
      // Requests refused before their key is known are not counted.
      expect((await two.get("/v1/games", null)).status).toBe(401);
      return two.get(n % 2 ? "/v1/games" : "/v1/products?game_id=2", n % 3 ? DEMO_KEYS.low : DEMO_KEYS.history);
    });
    expect(b).toEqual(a);
    for (const status of ["ok", "500", "429", "504"]) expect(a).toContain(status);
  });

  it("another seed gives another sequence; setting the same seed again starts it again", async () => {
    const box = sandbox(fast);
    await setFaults(box, setting);
    const first = await fates(40, () => box.get("/v1/balance"));
    await setFaults(box, { ...setting, seed: 8 });
    const other = await fates(40, () => box.get("/v1/balance"));
    expect(other).not.toEqual(first);
    await setFaults(box, setting);
    expect(await fates(40, () => box.get("/v1/balance"))).toEqual(first);
  });

  it("fails about `rate` of the requests, each kind in turn, and a higher rate fails the same ones and more", () => {
    const fateList = (rate: number) => Array.from({ length: 2_000 }, (_, n) => fateOf({ ...setting, rate }, n));
    const low = fateList(0.2);
    const high = fateList(0.5);
    const failed = low.filter((fate) => fate !== null).length;
    expect(failed).toBeGreaterThan(320);
    expect(failed).toBeLessThan(480);
    for (const kind of FAULT_KINDS) expect(low.filter((fate) => fate === kind).length).toBeGreaterThan(50);
    low.forEach((fate, n) => {
      if (fate !== null) expect(high[n]).toBe(fate);
    });
    expect(high.filter((fate) => fate !== null).length).toBeGreaterThan(failed + 300);
  });
});
