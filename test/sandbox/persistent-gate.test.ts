import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { FAULTS_PATH } from "../../src/sandbox/faults-route";
import { type PersistenceProblem, persistentGate } from "../../src/sandbox/persist/persistent-gate";
import type { SnapshotStorage, StoredSnapshot } from "../../src/sandbox/persist/snapshot-storage";
import { pageLock, type StateLock } from "../../src/sandbox/persist/state-lock";
import { RESET_PATH } from "../../src/sandbox/reset-route";
import { dataOf, type Order, orderBody, type Sandbox, sandbox } from "./sandbox-kit";

/** IndexedDB's part, in memory: one record, written and read as structured clones. */
function memoryStorage(initial?: unknown) {
  let record: unknown = initial;
  const storage = {
    failing: false,
    writes: 0,
    get record() {
      return record;
    },
    set record(value: unknown) {
      record = value;
    },
    async read() {
      if (storage.failing) throw new Error("storage gone");
      return record === undefined ? undefined : structuredClone(record);
    },
    async write(next: StoredSnapshot) {
      if (storage.failing) throw new Error("storage gone");
      await Promise.resolve();
      storage.writes += 1;
      record = structuredClone(next);
    },
  } satisfies SnapshotStorage & Record<string, unknown>;
  return storage;
}

/** A page's sandbox kept in `storage`; pages given the same lock and storage are tabs of one browser. */
function page(storage: SnapshotStorage, lock: StateLock = pageLock()) {
  const problems: PersistenceProblem[] = [];
  const box = sandbox({
    persistence: persistentGate({ storage, lock, onProblem: (problem) => problems.push(problem) }),
  });
  return { box, problems };
}

const balanceOf = async (box: Sandbox, key: string = DEMO_KEYS.funded) =>
  (await dataOf<{ balance: number }>(await box.get("/v1/balance", key))).balance;

const storedRefs = (record: unknown) =>
  (record as { snapshot: { accounts: { funded?: { orders: Order[] } } } }).snapshot.accounts.funded?.orders.map(
    (order) => order.reseller_ref,
  );

describe("the embedded sandbox's kept state", () => {
  it("is written before the answer is handed back, and a reloaded page finds it", async () => {
    const storage = memoryStorage();
    const before = page(storage);
    const seedBalance = await balanceOf(before.box);
    const placed = await dataOf<Order>(await before.box.post("/v1/create_order", orderBody({ reseller_ref: "r-1" })));
    expect(storedRefs(storage.record)).toEqual(["r-1"]);

    const reloaded = page(storage);
    const found = await reloaded.box.get(`/v1/order_status?order_id=${placed.order_id}`);
    expect(found.status).toBe(200);
    expect(await balanceOf(reloaded.box)).toBeLessThan(seedBalance);
    expect(before.problems).toEqual([]);
    expect(reloaded.problems).toEqual([]);
  });

  it("keeps the Rupiah key's orders under its name, and a reloaded page answers them in the market's style", async () => {
    const storage = memoryStorage();
    const before = page(storage);
    const placed = await before.box.post("/v1/orders", orderBody({ reseller_ref: "toko-r1" }), DEMO_KEYS.rupiah);
    expect(((await placed.json()) as { data: { price: number } }).data.price).toBe(22_000);
    const kept = (storage.record as { snapshot: { accounts: Record<string, { orders: Order[] }> } }).snapshot.accounts;
    expect(Object.keys(kept)).toEqual(["rupiah"]);
    expect(JSON.stringify(storage.record)).not.toContain(DEMO_KEYS.rupiah);

    const reloaded = page(storage);
    const found = await reloaded.box.get("/v1/order_status?reseller_ref=toko-r1", DEMO_KEYS.rupiah);
    expect(await found.json()).toMatchObject({ status: 1, data: { trx_id: "ord_000008", price: 22_000 } });
    const balance = await reloaded.box.get("/v1/balance", DEMO_KEYS.rupiah);
    expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(1_500_000 - 22_000);
    expect(reloaded.problems).toEqual([]);
  });

  it("two tabs see each other's orders, and neither undoes the other's", async () => {
    const storage = memoryStorage();
    const lock = pageLock();
    const one = page(storage, lock);
    const two = page(storage, lock);
    await one.box.post("/v1/create_order", orderBody({ reseller_ref: "from-one" }));
    await two.box.post("/v1/create_order", orderBody({ reseller_ref: "from-two" }));
    await one.box.post("/v1/create_order", orderBody({ reseller_ref: "one-again" }));
    expect(storedRefs(storage.record)).toEqual(["from-one", "from-two", "one-again"]);
    expect(await balanceOf(two.box)).toBe(await balanceOf(one.box));
  });

  it("requests sent at once, from two tabs, take turns: none is lost or numbered twice", async () => {
    const storage = memoryStorage();
    const lock = pageLock();
    const tabs = [page(storage, lock), page(storage, lock)];
    const answers = await Promise.all(
      ["a", "b", "c", "d"].map(async (ref, index) => {
        const tab = tabs[index % 2] ?? page(storage, lock);
        return dataOf<Order>(await tab.box.post("/v1/orders", orderBody({ reseller_ref: ref })));
      }),
    );
    expect(new Set(answers.map((order) => order.order_id)).size).toBe(4);
    expect(storedRefs(storage.record)?.sort()).toEqual(["a", "b", "c", "d"]);
  });

  it.each([
    ["not a record", "garbage"],
    ["a snapshot of another shape", { revision: "x", snapshot: { version: 9 } }],
    [
      "changes that do not fit the seed",
      {
        revision: "x",
        snapshot: {
          version: 1,
          anchor: 0,
          clockOffset: 0,
          accounts: { funded: { orders: [], ledger: [{ transaction_id: "txn_9999999" }] } },
          rateWindows: {},
        },
      },
    ],
  ])("damaged state (%s) is reported and replaced by the seed", async (_, damaged) => {
    const fresh = page(memoryStorage());
    const seedBalance = await balanceOf(fresh.box);
    const storage = memoryStorage(damaged);
    const { box, problems } = page(storage);
    const answer = await box.get("/v1/balance");
    expect(answer.status).toBe(200);
    expect((await dataOf<{ balance: number }>(answer)).balance).toBe(seedBalance);
    expect(problems).toEqual(["damaged"]);
    // The seed is what is kept now: the next page finds it whole.
    expect(storedRefs(storage.record)).toEqual([]);
    const next = page(storage);
    expect(await balanceOf(next.box)).toBe(seedBalance);
    expect(next.problems).toEqual([]);
  });

  it("storage that fails is reported once, and the sandbox answers from memory", async () => {
    const storage = memoryStorage();
    storage.failing = true;
    const { box, problems } = page(storage);
    const placed = await box.post("/v1/create_order", orderBody());
    expect(placed.status).toBe(201);
    expect((await box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(200);
    expect(problems).toEqual(["unavailable"]);
  });

  it("reset puts every tab back to the seed", async () => {
    const storage = memoryStorage();
    const lock = pageLock();
    const one = page(storage, lock);
    const two = page(storage, lock);
    const seedBalance = await balanceOf(one.box);
    await one.box.post("/v1/create_order", orderBody());
    await one.box.post("/v1/_sandbox/clock", { advance_ms: 60_000 }, null);
    const reset = await two.box.post(RESET_PATH, {}, null);
    expect(reset.status).toBe(200);
    expect(await balanceOf(one.box)).toBe(seedBalance);
    expect((await one.box.get("/v1/order_status?reseller_ref=ref-1")).status).toBe(404);
    expect((storage.record as { snapshot: { clockOffset: number } }).snapshot.clockOffset).toBe(0);
  });
});

describe("faults in the page's sandbox", () => {
  const statuses = async (box: Sandbox, count: number) => {
    const seen: number[] = [];
    for (let n = 0; n < count; n++) seen.push((await box.get("/v1/games")).status);
    return seen;
  };
  const quick = { rate: 0.5, kinds: ["server_error", "rate_limited"], seed: 7 };

  it("are kept with the state: a reloaded page goes on with the same sequence, and its rate limit", async () => {
    const alone = page(memoryStorage());
    await alone.box.post(FAULTS_PATH, quick, null);
    const expected = await statuses(alone.box, 20);
    expect(new Set(expected)).toEqual(new Set([200, 500, 429]));

    const storage = memoryStorage();
    const before = page(storage);
    await before.box.post(FAULTS_PATH, { ...quick, rate_limit_per_minute: 30 }, null);
    const first = await statuses(before.box, 10);
    const reloaded = page(storage);
    expect([...first, ...(await statuses(reloaded.box, 10))]).toEqual(expected);
    await reloaded.box.post(FAULTS_PATH, { rate: 0 }, null);
    expect((await reloaded.box.get("/v1/games")).headers.get("X-RateLimit-Limit")).toBe("30");
  });

  it("a reset in one tab turns them off in every tab", async () => {
    const storage = memoryStorage();
    const lock = pageLock();
    const one = page(storage, lock);
    const two = page(storage, lock);
    await one.box.post(FAULTS_PATH, { rate: 1, kinds: ["server_error"], rate_limit_per_minute: 30 }, null);
    expect((await two.box.get("/v1/games")).status).toBe(500);
    await two.box.post(RESET_PATH, {}, null);
    const answer = await one.box.get("/v1/games");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("X-RateLimit-Limit")).toBe("120");
  });

  it("a lost answer's order is kept before the wait, which holds no tab up", async () => {
    const storage = memoryStorage();
    const lock = pageLock();
    const one = page(storage, lock);
    const two = page(storage, lock);
    await one.box.post(FAULTS_PATH, { rate: 1, kinds: ["lost_answer"] }, null);
    let answered = false;
    const lost = Promise.resolve(
      one.box.app.request("/v1/orders", {
        method: "POST",
        headers: { Authorization: `Bearer ${DEMO_KEYS.funded}`, "Content-Type": "application/json" },
        body: JSON.stringify(orderBody({ reseller_ref: "lost-1" })),
        signal: AbortSignal.timeout(1_000),
      }),
    ).then((response) => {
      answered = true;
      return response;
    });
    await two.box.post(FAULTS_PATH, { rate: 0 }, null);
    expect((await two.box.get("/v1/order_status?reseller_ref=lost-1")).status).toBe(200);
    expect(storedRefs(storage.record)).toEqual(["lost-1"]);
    expect(answered).toBe(false);
    expect((await lost).status).toBe(499);
  });
});
