import { type Account, createAccount, debitDescription, placeOrder, recordEntry, settle, topUp } from "./account";
import { DEMO_KEYS } from "./demo-keys";
import { DAY, HOUR, MINUTE } from "./durations";
import { needsZone } from "./game-catalog";
import { jakartaDayStart } from "./jakarta-time";
import { newOrderFor } from "./new-order";
import { rupiahPrice } from "./rupiah-prices";
import { seedProduct } from "./seed-product";
import { SPECIAL_PLAYERS } from "./special-players";

export const RUPIAH_DEPOSIT = 2_000_000;

/** What is wrong with a planted order. */
export type RupiahTrouble = "double_debit" | "missing_refund";

interface SeededOrder {
  product: number;
  user: string;
  /** Jakarta days before the anchor's, then hours and minutes into that day (WIB). */
  daysBefore: number;
  at: [hours: number, minutes: number];
  trouble?: RupiahTrouble;
}

/** The deposit, then seven orders oldest first: `ord_000001` to `ord_000007`, references `toko-1001` on. */
const DEPOSIT_AT = { daysBefore: 7, at: [9, 0] } as const;
const ORDERS: readonly SeededOrder[] = [
  { product: 101, user: "812345671", daysBefore: 6, at: [10, 15] },
  { product: 201, user: "812345672", daysBefore: 5, at: [13, 40] },
  { product: 104, user: "812345673", daysBefore: 4, at: [16, 5], trouble: "double_debit" },
  { product: 102, user: SPECIAL_PLAYERS.failsFulfilment, daysBefore: 3, at: [11, 30], trouble: "missing_refund" },
  { product: 105, user: "812345675", daysBefore: 2, at: [10, 0] },
  { product: 301, user: "812345676", daysBefore: 2, at: [20, 45] },
  { product: 101, user: "812345677", daysBefore: 1, at: [14, 20] },
];

/** The planted orders' ids, for the docs and the tests that find them. */
export const RUPIAH_TROUBLES: Readonly<Record<RupiahTrouble, string>> = {
  double_debit: "ord_000003",
  missing_refund: "ord_000004",
};

/**
 * A week of trading in Rupiah, as an Indonesian reseller's wallet shows it: a deposit of
 * 2,000,000, seven orders on whole Jakarta days before the anchor's (so every one is long
 * settled), and two troubles: `ord_000003` debited twice, two minutes apart, and `ord_000004`
 * failed ("Gagal") and never refunded. Every other order succeeded ("Sukses"). Nine wallet
 * entries, each through the account's ledger rule, leave a balance of 1,500,000.
 */
export function seedRupiahAccount(anchor: number): Account {
  const account = createAccount(DEMO_KEYS.rupiah, "Demo reseller (Rupiah)");
  const day = jakartaDayStart(anchor);
  const when = (daysBefore: number, [hours, minutes]: readonly [number, number]) =>
    day - daysBefore * DAY + hours * HOUR + minutes * MINUTE;
  topUp(account, RUPIAH_DEPOSIT, when(DEPOSIT_AT.daysBefore, DEPOSIT_AT.at), "Deposit saldo");
  ORDERS.forEach((seeded, index) => {
    const item = seedProduct(seeded.product);
    const at = when(seeded.daysBefore, seeded.at);
    const input = newOrderFor(item, {
      user_id: seeded.user,
      zone_id: needsZone(item) ? String(3001 + index) : undefined,
      reseller_ref: `toko-${1001 + index}`,
    });
    const order = placeOrder(account, { ...input, price: rupiahPrice(item) }, at);
    if (seeded.trouble === "double_debit") {
      // The same debit again, two minutes on: same order, same amount, same words.
      recordEntry(account, {
        type: "debit",
        amount: -order.price,
        order_id: order.order_id,
        description: debitDescription(order.order_id, input.description),
        createdAt: at + 2 * MINUTE,
      });
    }
    // Taken off the refunds due, so settle never writes this one.
    if (seeded.trouble === "missing_refund") account.unsettled.splice(account.unsettled.indexOf(order), 1);
  });
  settle(account, anchor);
  return account;
}
