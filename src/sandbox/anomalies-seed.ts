import {
  type Account,
  createAccount,
  debitDescription,
  type Order,
  orderIdFor,
  placeOrder,
  recordEntry,
  refund,
  settle,
  topUp,
} from "./account";
import { DEMO_KEYS } from "./demo-keys";
import { DAY, HOUR, MINUTE } from "./durations";
import { needsZone, PRODUCTS, type Product } from "./game-catalog";
import { newOrderFor, orderDescription } from "./new-order";
import { SPECIAL_PLAYERS } from "./special-players";

export const ANOMALIES_DEPOSIT = 100_000;
/** Orders placed every ORDER_SPACING from ten days before the anchor; the stalled one comes last. */
const ORDERS_BEFORE_STALLED = 22;
const ORDER_SPACING = 0.42 * DAY;
const STALLED_BEFORE_ANCHOR = 6 * HOUR;
/** How much more than its price the mischarged order's debit took, in cents. */
export const OVERCHARGE = 1_000;

/** What is wrong with a planted order. */
export type Anomaly = "double_debit" | "missing_refund" | "double_refund" | "amount_mismatch" | "stuck";

/** The planted orders by their place (order number less one); every other order is ordinary. */
const PLANTED: Readonly<Record<number, Anomaly>> = {
  4: "double_debit",
  11: "missing_refund",
  14: "double_refund",
  18: "amount_mismatch",
  [ORDERS_BEFORE_STALLED]: "stuck",
};
const REFUNDED_ONCE = 8;

/** The planted orders' ids, for the docs and the tests that find them. */
export const ANOMALY_ORDERS: Readonly<Record<Anomaly, string>> = Object.fromEntries(
  Object.entries(PLANTED).map(([index, anomaly]) => [anomaly, orderIdFor(Number(index))]),
) as Record<Anomaly, string>;
/** An ordinary failed order, refunded once: what a correct refund looks like beside the planted ones. */
export const REFUNDED_ORDER = orderIdFor(REFUNDED_ONCE);

const fails = (anomaly: Anomaly | undefined, index: number) =>
  index === REFUNDED_ONCE || anomaly === "missing_refund" || anomaly === "double_refund";

function place(account: Account, item: Product, index: number, at: number, fail: boolean, price = item.price): Order {
  const user_id = fail ? SPECIAL_PLAYERS.failsFulfilment : String(200_000_000 + index * 7_919);
  const input = newOrderFor(item, {
    user_id,
    zone_id: needsZone(item) ? String(2001 + (index % 5)) : undefined,
    // Nothing in a reference says what went wrong: support finds the troubles in the ledger.
    reseller_ref: `shop-${1001 + index}`,
  });
  return placeOrder(account, { ...input, price }, at);
}

/**
 * Ten days of ordinary trading with five troubles planted, each on its own order: one debited
 * twice, one failed and never refunded, one refunded twice, one debited more than its price, and
 * one stuck processing for hours. Every entry goes through the account's ledger rule, so each
 * balance_after follows from the one before: nothing jumps. Every order but the stuck one is final
 * before the anchor, and nothing changes afterwards, so the seed is the same state every time.
 */
export function seedAnomaliesAccount(anchor: number): Account {
  const account = createAccount(DEMO_KEYS.anomalies, "Demo reseller (wallet anomalies)");
  topUp(account, ANOMALIES_DEPOSIT, anchor - 12 * DAY, "Opening deposit");
  for (let index = 0; index <= ORDERS_BEFORE_STALLED; index++) {
    const anomaly = PLANTED[index];
    const item = PRODUCTS[index % PRODUCTS.length] as Product;
    const at = anomaly === "stuck" ? anchor - STALLED_BEFORE_ANCHOR : anchor - 10 * DAY + index * ORDER_SPACING;
    const fail = fails(anomaly, index);
    if (anomaly === "amount_mismatch") {
      // The debit takes the wrong amount; the order keeps its catalogue price.
      const order = place(account, item, index, at, fail, item.price + OVERCHARGE);
      order.price = item.price;
      continue;
    }
    const order = place(account, item, index, at, fail);
    switch (anomaly) {
      case "double_debit": {
        // The same debit again, two minutes on: same order, same amount, same words.
        const description = debitDescription(order.order_id, orderDescription(item, order.user_id));
        recordEntry(account, {
          type: "debit",
          amount: -order.price,
          order_id: order.order_id,
          description,
          createdAt: at + 2 * MINUTE,
        });
        break;
      }
      case "missing_refund":
        // Taken off the refunds due, so settle never writes this one.
        account.unsettled.splice(account.unsettled.indexOf(order), 1);
        break;
      case "double_refund": {
        // Refunded when it failed, as usual, then once more an hour later.
        settle(account, at + HOUR);
        refund(account, order, at + HOUR);
        break;
      }
      case "stuck":
        order.stalled = true;
        break;
    }
  }
  settle(account, anchor);
  return account;
}
