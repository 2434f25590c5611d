import { describe, expect, it } from "vitest";
import { type Account, createAccount, placeOrder, settle, topUp } from "../../src/sandbox/account";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { findOrderById, findOrderByRef } from "../../src/sandbox/find-order";
import { findGame, findProduct } from "../../src/sandbox/game-catalog";
import { seedHistoryAccount } from "../../src/sandbox/history-seed";
import { newOrderFor } from "../../src/sandbox/new-order";
import { seedAccount } from "../../src/sandbox/seed-accounts";
import { START } from "./sandbox-kit";

/** Rebuilds an account from another's top-ups and orders with the live operations. */
function replay(source: Account, anchor: number): Account {
  const live = createAccount(source.key, source.label);
  for (let index = 0; index < source.ledger.length; index++) {
    const entry = source.ledger.at(index);
    if (entry?.type === "top_up") topUp(live, entry.amount, entry.createdAt, entry.description);
    const order = entry?.type === "debit" && entry.order_id ? findOrderById(source, entry.order_id) : undefined;
    const product = order && findProduct(order.product_id);
    if (order && product) {
      const { user_id, reseller_ref } = order;
      placeOrder(
        live,
        newOrderFor(product, { user_id, zone_id: order.zone_id ?? undefined, reseller_ref }),
        order.createdAt,
      );
    }
    // Refunds are not replayed: settle writes them, as it does for live orders.
  }
  settle(live, anchor);
  return live;
}

/** The first index where two lists differ as JSON, or -1. */
function firstDifference(a: readonly unknown[], b: readonly unknown[]): number {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index++) {
    if (JSON.stringify(a[index]) !== JSON.stringify(b[index])) return index;
  }
  return -1;
}

describe("seeded accounts", () => {
  it("keeps the long history compact yet equal to what placeOrder, settle and topUp build", () => {
    const seeded = seedHistoryAccount(START);
    const live = replay(seeded, START);
    expect(seeded.orders.length).toBe(50_304);
    expect(seeded.ledger.length).toBe(52_000);
    expect(seeded.balance).toBe(live.balance);
    const orders = [[...seeded.orders], [...live.orders]] as const;
    const orderAt = firstDifference(...orders);
    expect(orders[0][orderAt], `order ${orderAt}`).toEqual(orders[1][orderAt]);
    const ledgers = [[...seeded.ledger], [...live.ledger]] as const;
    const entryAt = firstDifference(...ledgers);
    expect(ledgers[0][entryAt], `entry ${entryAt}`).toEqual(ledgers[1][entryAt]);
    expect([orderAt, entryAt]).toEqual([-1, -1]);
  });

  it("finds seeded orders by their exact id or reference only", () => {
    const seeded = seedHistoryAccount(START);
    expect(findOrderById(seeded, "ord_000777")?.reseller_ref).toBe("hist-000777");
    expect(findOrderByRef(seeded, "hist-000777")?.order_id).toBe("ord_000777");
    for (const id of ["ord_777", "ord_0000777", "ord_000000", "ord_050305", "ord_-00001", "hist-000777"]) {
      expect(findOrderById(seeded, id), id).toBeUndefined();
    }
    for (const ref of ["hist-777", "hist-0000777", "hist-000000", "hist-050305", "ord_000777", ""]) {
      expect(findOrderByRef(seeded, ref), ref).toBeUndefined();
    }
  });

  it("gives every seeded order a zone exactly when its game requires one", () => {
    for (const key of [DEMO_KEYS.funded, DEMO_KEYS.low, DEMO_KEYS.history, DEMO_KEYS.anomalies, DEMO_KEYS.rupiah]) {
      const wrong = [...seedAccount(key, START).orders].filter(
        (order) => (order.zone_id !== null) !== findGame(order.game_id)?.requires_zone,
      );
      expect(wrong, key).toEqual([]);
    }
  });
});
