import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { PROXY_NOT_FOUND_PAGE } from "../../src/sandbox/proxy-not-found-page";
import { SandboxSnapshot } from "../../src/sandbox/sandbox-snapshot";
import type { SandboxState } from "../../src/sandbox/sandbox-state";
import { inMemory } from "../../src/sandbox/state-gate";
import { TRAP_FEE, TRAP_ORDERS, TRAPS_DEPOSIT, trapDayStart } from "../../src/sandbox/traps-seed";
import {
  cents,
  type DataBody,
  dataOf,
  type Entry,
  errorOf,
  type Order,
  orderBody,
  type Sandbox,
  START,
  sandbox,
} from "./sandbox-kit";

const KEY = DEMO_KEYS.traps;
const DAY = 24 * 60 * 60_000;

const at = (ms: number) => new Date(ms).toISOString();

/** The whole wallet history as the API lists it: newest first. */
async function listed(box: Sandbox): Promise<Entry[]> {
  return ((await (await box.get("/v1/wallet_history?limit=1000", KEY)).json()) as DataBody<Entry[]>).data;
}

/** Whether each entry's balance is the one before it plus its amount, oldest first. */
const chains = (oldestFirst: readonly Entry[]) =>
  oldestFirst.every(
    (entry, index) =>
      cents(entry.balance_after) ===
      (index === 0 ? 0 : cents(oldestFirst[index - 1]?.balance_after ?? Number.NaN)) + cents(entry.amount),
  );

describe("the traps key's seed", () => {
  it("lists the two debits of one second oldest first within it: walked as listed the balance jumps, in the order they chain it does not", async () => {
    const entries = await listed(sandbox());
    const first = entries.findIndex((entry) => entry.order_id === TRAP_ORDERS.tie_first);
    expect(entries[first + 1]?.order_id).toBe(TRAP_ORDERS.tie_second);
    expect(entries[first]?.created_at).toBe(entries[first + 1]?.created_at);
    const oldestFirst = [...entries].reverse();
    expect(chains(oldestFirst)).toBe(false);
    const place = oldestFirst.length - 2 - first;
    const chained = [...oldestFirst];
    chained.splice(place, 2, oldestFirst[place + 1] as Entry, oldestFirst[place] as Entry);
    expect(chains(chained)).toBe(true);
    expect(oldestFirst[0]).toMatchObject({ type: "top_up", amount: TRAPS_DEPOSIT / 100, order_id: null });
  });

  it("takes a service fee beside an order's debit, as an entry of its own kind", async () => {
    const box = sandbox();
    const ofOrder = (await listed(box)).filter((entry) => entry.order_id === TRAP_ORDERS.fee).reverse();
    const order = await dataOf<Order>(await box.get(`/v1/order_status?order_id=${TRAP_ORDERS.fee}`, KEY));
    expect(order.status).toBe("success");
    expect(ofOrder.map(({ type, amount }) => [type, cents(amount)])).toEqual([
      ["debit", -cents(order.price)],
      ["fee", -TRAP_FEE],
    ]);
  });

  it("answers Check order status for one order with an HTML 404 page, by its id or its reference; any other order as JSON", async () => {
    const box = sandbox();
    const byId = await box.get(`/v1/order_status?order_id=${TRAP_ORDERS.html_not_found}`, KEY);
    expect(byId.status).toBe(404);
    expect(byId.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await byId.text()).toBe(PROXY_NOT_FOUND_PAGE);
    const byRef = await box.get("/v1/order_status?reseller_ref=shop-2002", KEY);
    expect([byRef.status, await byRef.text()]).toEqual([404, PROXY_NOT_FOUND_PAGE]);
    // Its debit is in the ledger, as any order's.
    expect((await listed(box)).filter((entry) => entry.order_id === TRAP_ORDERS.html_not_found)).toHaveLength(1);
    const unknown = await box.get("/v1/order_status?order_id=ord_999999", KEY);
    expect([unknown.status, (await errorOf(unknown)).code]).toEqual([404, "ORDER_NOT_FOUND"]);
    expect((await box.get(`/v1/order_status?order_id=${TRAP_ORDERS.tie_first}`, KEY)).status).toBe(200);
  });

  it("debits a failing order two seconds before the trap day's midnight and refunds it past it; refunds an order that succeeded", async () => {
    const box = sandbox();
    const entries = await listed(box);
    const of = (orderId: string) =>
      entries
        .filter((entry) => entry.order_id === orderId)
        .reverse()
        .map(({ type, amount, created_at }) => [type, cents(amount), created_at]);
    const status = async (orderId: string) => dataOf<Order>(await box.get(`/v1/order_status?order_id=${orderId}`, KEY));
    const day = trapDayStart(START);
    expect(at(day)).toBe("2026-11-20T00:00:00.000Z");

    const late = await status(TRAP_ORDERS.refund_past_midnight);
    expect(late).toMatchObject({ status: "failed", refunded: true });
    expect(of(TRAP_ORDERS.refund_past_midnight)).toEqual([
      ["debit", -cents(late.price), at(day + DAY - 2_000)],
      ["refund", cents(late.price), at(day + DAY + 13_000)],
    ]);

    const refunded = await status(TRAP_ORDERS.over_refund);
    expect(refunded).toMatchObject({ status: "success", refunded: false });
    expect(of(TRAP_ORDERS.over_refund).map(([type, amount]) => [type, amount])).toEqual([
      ["debit", -cents(refunded.price)],
      ["refund", cents(refunded.price)],
    ]);
  });

  it("is kept under its name with the orders placed since, the traps as seeded", async () => {
    const held: { state?: SandboxState } = {};
    const persistence = (state: SandboxState) => {
      held.state = state;
      return inMemory(state);
    };
    const original = sandbox({ persistence });
    await original.post("/v1/create_order", orderBody({ reseller_ref: "kept-1" }), KEY);
    const snapshot = SandboxSnapshot.parse(JSON.parse(JSON.stringify(held.state?.snapshot())));
    expect(snapshot.accounts.traps?.orders.map((order) => order.reseller_ref)).toEqual(["kept-1"]);
    const copy = sandbox({ persistence });
    held.state?.restore(snapshot);
    expect(await listed(copy)).toEqual(await listed(original));
    expect((await copy.get(`/v1/order_status?order_id=${TRAP_ORDERS.html_not_found}`, KEY)).status).toBe(404);
  });
});
