import {
  type Account,
  createAccount,
  debitDescription,
  type Order,
  openOrder,
  orderIdFor,
  placeOrder,
  recordEntry,
  refund,
  settle,
  topUp,
  transactionIdFor,
} from "./account";
import { DEMO_KEYS } from "./demo-keys";
import { DAY, HOUR, MINUTE, SECOND } from "./durations";
import { needsZone } from "./game-catalog";
import { newOrderFor } from "./new-order";
import { seedProduct } from "./seed-product";
import { SPECIAL_PLAYERS } from "./special-players";

export const TRAPS_DEPOSIT = 50_000;
/** The service fee taken beside the fee trap's debit, in cents. */
export const TRAP_FEE = 30;

/** A ledger's trap that a careless reconciliation falls into, each on its own order. */
export type Trap = "fee" | "html_not_found" | "tie_first" | "tie_second" | "over_refund" | "refund_past_midnight";

interface SeededOrder {
  product: number;
  /** When it is placed: from the start of the trap day (UTC), hours, minutes, seconds. */
  at: [hours: number, minutes: number, seconds: number];
  trap?: Trap;
}

/** The orders oldest first, `ord_000001` on; the last one is placed the day after the trap day. */
const ORDERS: readonly SeededOrder[] = [
  { product: 101, at: [9, 0, 0], trap: "fee" },
  { product: 202, at: [10, 0, 0], trap: "html_not_found" },
  { product: 104, at: [11, 30, 0], trap: "tie_first" },
  { product: 201, at: [11, 30, 0], trap: "tie_second" },
  { product: 302, at: [14, 0, 0], trap: "over_refund" },
  // Fails 15 seconds on, as every sandbox order that fails: refunded at 00:00:13 the next day.
  { product: 102, at: [23, 59, 58], trap: "refund_past_midnight" },
  { product: 401, at: [24 + 9, 0, 0] },
];

/** The trap orders' ids, for the docs and the tests that find them. */
export const TRAP_ORDERS = Object.fromEntries(
  ORDERS.flatMap((seeded, index) => (seeded.trap ? [[seeded.trap, orderIdFor(index)]] : [])),
) as Readonly<Record<Trap, string>>;

/**
 * The day the traps are laid on: the day before yesterday (UTC) of the anchor, so the refund
 * that comes past its midnight, and the order of the day after, are history too. A range with
 * this day as From and To finds what the whole wallet finds.
 */
export const trapDayStart = (anchor: number) => Math.floor(anchor / DAY) * DAY - 2 * DAY;

/**
 * Two debits of one moment, written to the ledger second first: the wallet history, newest first,
 * then lists them oldest first within their second, as an API that sorts by time alone may. Their
 * balances still chain first then second; between the two writes the account's balance is ahead
 * of the last entry's, and the next entry puts them together again.
 */
function debitTied(account: Account, orders: readonly [Order, Order], descriptions: readonly [string, string]) {
  const [first, second] = orders;
  const before = account.balance;
  const written = [
    { order: second, description: descriptions[1], balance_after: before - first.price - second.price },
    { order: first, description: descriptions[0], balance_after: before - first.price },
  ];
  for (const { order, description, balance_after } of written) {
    account.ledger.push({
      transaction_id: transactionIdFor(account.ledger.length),
      type: "debit",
      amount: -order.price,
      balance_after,
      order_id: order.order_id,
      description: debitDescription(order.order_id, description),
      createdAt: order.createdAt,
    });
  }
  account.balance = before - first.price - second.price;
}

/**
 * One day of trading laid with the traps a real ledger sets for a reconciliation, each on its own
 * order, so each of its rules can be seen at work: a service fee beside a debit (not a second
 * debit), an order whose status check meets an HTML 404 page (not "no such order"), two orders
 * debited in one second and listed oldest first within it (no balance jump), a succeeded order
 * refunded (an over-refund), and a failed order debited two seconds before midnight and refunded
 * after it (a refund a range ending that day still finds). The only finding is the over-refund.
 */
export function seedTrapsAccount(anchor: number): Account {
  const account = createAccount(DEMO_KEYS.traps, "Demo reseller (ledger traps)");
  const day = trapDayStart(anchor);
  topUp(account, TRAPS_DEPOSIT, day - DAY + 9 * HOUR, "Opening deposit");
  const tied: { order: Order; description: string }[] = [];
  ORDERS.forEach((seeded, index) => {
    const item = seedProduct(seeded.product);
    const [hours, minutes, seconds] = seeded.at;
    const at = day + hours * HOUR + minutes * MINUTE + seconds * SECOND;
    const fails = seeded.trap === "refund_past_midnight";
    const input = newOrderFor(item, {
      user_id: fails ? SPECIAL_PLAYERS.failsFulfilment : String(300_000_000 + index * 7_919),
      zone_id: needsZone(item) ? String(2001 + index) : undefined,
      // Nothing in a reference says what the trap is.
      reseller_ref: `shop-${2001 + index}`,
    });
    if (seeded.trap === "tie_first" || seeded.trap === "tie_second") {
      tied.push({ order: openOrder(account, input, at), description: input.description });
      const [first, second] = tied;
      if (first && second) debitTied(account, [first.order, second.order], [first.description, second.description]);
      return;
    }
    const order = placeOrder(account, input, at);
    if (seeded.trap === "fee") {
      const description = `Service fee of ${order.order_id}`;
      recordEntry(account, {
        type: "fee",
        amount: -TRAP_FEE,
        order_id: order.order_id,
        description,
        createdAt: at + 1 * SECOND,
      });
    }
    if (seeded.trap === "html_not_found") order.statusAsPage = true;
    if (seeded.trap === "over_refund") {
      // It succeeded, and was refunded an hour on all the same.
      refund(account, order, at + HOUR);
    }
  });
  settle(account, anchor);
  return account;
}
