import { describe, expect, it } from "vitest";
import { ANOMALY_ORDERS } from "../../src/sandbox/anomalies-seed";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { FAULTS_PATH } from "../../src/sandbox/faults-route";
import { SandboxSnapshot } from "../../src/sandbox/sandbox-snapshot";
import type { SandboxState } from "../../src/sandbox/sandbox-state";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { inMemory } from "../../src/sandbox/state-gate";
import { dataOf, type Order, orderBody, type Sandbox, START, sandbox } from "./sandbox-kit";

/** A sandbox on a manual clock, with its state at hand. */
function stateful(): { box: Sandbox; state: SandboxState } {
  const held: { state?: SandboxState } = {};
  const box = sandbox({
    persistence: (state) => {
      held.state = state;
      return inMemory(state);
    },
  });
  if (!held.state) throw new Error("The app made no state");
  return { box, state: held.state };
}

/** Used as a reseller would: orders (one that will fail, not refunded yet), a moved clock, counted requests. */
async function use(box: Sandbox) {
  await box.post("/v1/create_order", orderBody({ reseller_ref: "kept-1" }));
  await box.post("/v1/create_order", orderBody({ reseller_ref: "kept-2", user_id: SPECIAL_PLAYERS.failsFulfilment }));
  await box.post("/v1/create_order", orderBody({ reseller_ref: "kept-3" }), DEMO_KEYS.history);
  await box.post("/v1/_sandbox/clock", { advance_ms: 6_000 }, null);
  await box.get("/v1/balance", DEMO_KEYS.low);
}

/** What a client sees of a sandbox 10 s later: the failing order is refunded by then. */
async function seenLater(box: Sandbox) {
  box.clock.advance(10_000);
  const balance = await box.get("/v1/balance");
  return {
    balance: await dataOf(balance),
    remaining: balance.headers.get("X-RateLimit-Remaining"),
    history: await dataOf(await box.get("/v1/wallet_history?limit=5")),
    failing: await dataOf<Order>(await box.get("/v1/order_status?reseller_ref=kept-2")),
    long: await dataOf(await box.get("/v1/order_status?reseller_ref=kept-3", DEMO_KEYS.history)),
    lowRemaining: (await box.get("/v1/balance", DEMO_KEYS.low)).headers.get("X-RateLimit-Remaining"),
  };
}

/** The snapshot as it comes back from storage: JSON, read through the schema. */
const readBack = (snapshot: SandboxSnapshot) => SandboxSnapshot.parse(JSON.parse(JSON.stringify(snapshot)));

describe("sandbox snapshot and restore", () => {
  it("a fresh sandbox's snapshot is its anchor and nothing else", () => {
    expect(stateful().state.snapshot()).toEqual({
      version: 1,
      anchor: START,
      clockOffset: 0,
      accounts: {},
      rateWindows: {},
    });
  });

  it("a sandbox restored from a snapshot answers exactly as the one it was taken from", async () => {
    const original = stateful();
    await use(original.box);
    const copy = stateful();
    copy.state.restore(readBack(original.state.snapshot()));

    const expected = await seenLater(original.box);
    expect(await seenLater(copy.box)).toEqual(expected);
    expect(expected.failing).toMatchObject({ status: "failed", refunded: true });
    expect(expected.remaining).toBe("117");
  });

  it("brings the anomalies key back with its new orders, its planted troubles as seeded", async () => {
    const key = DEMO_KEYS.anomalies;
    const original = stateful();
    await original.box.post("/v1/create_order", orderBody({ reseller_ref: "kept-1" }), key);
    const failing = orderBody({ reseller_ref: "kept-2", user_id: SPECIAL_PLAYERS.failsFulfilment });
    await original.box.post("/v1/create_order", failing, key);
    original.box.clock.advance(6_000);
    const snapshot = readBack(original.state.snapshot());
    expect(snapshot.accounts.anomalies?.orders.map((order) => order.reseller_ref)).toEqual(["kept-1", "kept-2"]);
    const copy = stateful();
    copy.box.clock.advance(6_000);
    copy.state.restore(snapshot);

    const seen = async (box: Sandbox) => {
      box.clock.advance(30 * 24 * 60 * 60_000);
      const status = async (query: string) =>
        dataOf<Order>(await box.get(`/v1/order_status?${query}`, key)).then(({ status, refunded }) => ({
          status,
          refunded,
        }));
      return {
        balance: await dataOf(await box.get("/v1/balance", key)),
        history: await dataOf(await box.get("/v1/wallet_history?limit=100", key)),
        stuck: await status(`order_id=${ANOMALY_ORDERS.stuck}`),
        unrefunded: await status(`order_id=${ANOMALY_ORDERS.missing_refund}`),
        failing: await status("reseller_ref=kept-2"),
      };
    };
    const expected = await seen(original.box);
    expect(await seen(copy.box)).toEqual(expected);
    expect(expected).toMatchObject({
      stuck: { status: "processing", refunded: false },
      unrefunded: { status: "failed", refunded: false },
      failing: { status: "failed", refunded: true },
    });
  });

  it("keeps only what changed since the seeds, under account names, never keys", async () => {
    const { box, state } = stateful();
    await use(box);
    const snapshot = state.snapshot();
    expect(snapshot.clockOffset).toBe(6_000);
    expect(snapshot.accounts.funded?.orders.map((order) => order.reseller_ref)).toEqual(["kept-1", "kept-2"]);
    expect(snapshot.accounts.history?.orders).toHaveLength(1);
    expect(snapshot.accounts.history?.ledger).toHaveLength(1);
    expect(snapshot.accounts.low).toEqual({ orders: [], ledger: [] });
    expect(Object.keys(snapshot.rateWindows).sort()).toEqual(["funded", "history", "low"]);
    expect(JSON.stringify(snapshot)).not.toContain("sk_demo");
  });

  it("refuses changes that do not follow on from the seed, and changes nothing", async () => {
    const { box, state } = stateful();
    await use(box);
    const good = state.snapshot();
    const before = await dataOf(await box.get("/v1/balance"));
    const renumbered = readBack(good);
    const first = renumbered.accounts.funded?.orders[0];
    if (first) first.order_id = "ord_000001";
    expect(() => state.restore(renumbered)).toThrow(/order ord_000001/);
    const unbalanced = readBack(good);
    const entry = unbalanced.accounts.funded?.ledger[0];
    if (entry) entry.balance_after += 1;
    expect(() => state.restore(unbalanced)).toThrow(/does not follow the balance/);
    expect(await dataOf(await box.get("/v1/balance"))).toMatchObject({
      balance: (before as { balance: number }).balance,
    });
  });

  it("reset goes back to the seed at the clock's time, unmoved, with no windows", async () => {
    const { box, state } = stateful();
    const seedBalance = await dataOf(await box.get("/v1/balance"));
    await use(box);
    box.clock.advance(1_000);
    state.reset();
    expect(state.snapshot()).toEqual({
      version: 1,
      anchor: START + 1_000,
      clockOffset: 0,
      accounts: {},
      rateWindows: {},
    });
    const balance = await box.get("/v1/balance");
    expect((await dataOf(balance)).balance).toBe((seedBalance as { balance: number }).balance);
    expect(balance.headers.get("X-RateLimit-Remaining")).toBe("119");
  });

  it("keeps faults, with how many requests met them, and a changed rate limit, only while they are set", async () => {
    const { box, state } = stateful();
    await box.post(FAULTS_PATH, { rate: 0.5, kinds: ["rate_limited", "server_error"], seed: 7 }, null);
    await box.post(FAULTS_PATH, { rate_limit_per_minute: 30 }, null);
    for (const _ of [1, 2, 3]) await box.get("/v1/games");
    await box.get("/v1/games", null);
    const snapshot = readBack(state.snapshot());
    expect(snapshot.faults).toEqual({ rate: 0.5, kinds: ["server_error", "rate_limited"], seed: 7, drawn: 3 });
    expect(snapshot.rateLimit).toEqual({ limit: 30, windowMs: 60_000 });

    await box.post(FAULTS_PATH, { rate: 0, rate_limit_per_minute: 120 }, null);
    expect(Object.keys(state.snapshot()).sort()).toEqual([
      "accounts",
      "anchor",
      "clockOffset",
      "rateWindows",
      "version",
    ]);
  });
});
