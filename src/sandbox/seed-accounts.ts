import { type Account, createAccount, placeOrder, settle, topUp } from "./account";
import { seedAnomaliesAccount } from "./anomalies-seed";
import { DEMO_KEYS } from "./demo-keys";
import { DAY } from "./durations";
import { needsZone, PRODUCTS, type Product } from "./game-catalog";
import { seedHistoryAccount } from "./history-seed";
import { newOrderFor } from "./new-order";
import { seedRupiahAccount } from "./rupiah-seed";
import { seedProduct } from "./seed-product";
import { SPECIAL_PLAYERS } from "./special-players";
import { seedTrapsAccount } from "./traps-seed";

/** The keys that have an account: the suspended key is refused before it needs one. */
export type AccountKey =
  | typeof DEMO_KEYS.funded
  | typeof DEMO_KEYS.low
  | typeof DEMO_KEYS.history
  | typeof DEMO_KEYS.anomalies
  | typeof DEMO_KEYS.traps
  | typeof DEMO_KEYS.rupiah;

export const LOW_BALANCE_LEFT = 120;
export const FUNDED_TOP_UP = 1_000_000;

function zoneFor(item: Product): string | undefined {
  return needsZone(item) ? "2001" : undefined;
}

/** A handful of orders over the last ten days, one of them failed and refunded. */
function seedFunded(anchor: number): Account {
  const account = createAccount(DEMO_KEYS.funded, "Demo reseller (funded)");
  topUp(account, FUNDED_TOP_UP, anchor - 30 * DAY, "Opening deposit");
  PRODUCTS.slice(0, 12).forEach((item, index) => {
    const at = anchor - (10 - index * 0.8) * DAY;
    const user_id = index === 5 ? SPECIAL_PLAYERS.failsFulfilment : `12345${String(6789 + index)}`;
    placeOrder(
      account,
      newOrderFor(item, { user_id, zone_id: zoneFor(item), reseller_ref: `seed-funded-${index + 1}` }),
      at,
    );
  });
  settle(account, anchor);
  return account;
}

/** Two past orders, topped up so exactly LOW_BALANCE_LEFT cents remain. */
function seedLow(anchor: number): Account {
  const account = createAccount(DEMO_KEYS.low, "Demo reseller (low balance)");
  const items = [seedProduct(201), seedProduct(101)];
  const spent = items.reduce((sum, item) => sum + item.price, 0);
  topUp(account, spent + LOW_BALANCE_LEFT, anchor - 20 * DAY, "Opening deposit");
  items.forEach((item, index) => {
    const at = anchor - (5 - index) * DAY;
    placeOrder(
      account,
      newOrderFor(item, { user_id: "123456789", zone_id: zoneFor(item), reseller_ref: `seed-low-${index + 1}` }),
      at,
    );
  });
  settle(account, anchor);
  return account;
}

/** Builds a key's starting state, the same every time for the same anchor. */
export function seedAccount(key: AccountKey, anchor: number): Account {
  switch (key) {
    case DEMO_KEYS.funded:
      return seedFunded(anchor);
    case DEMO_KEYS.low:
      return seedLow(anchor);
    case DEMO_KEYS.history:
      return seedHistoryAccount(anchor);
    case DEMO_KEYS.anomalies:
      return seedAnomaliesAccount(anchor);
    case DEMO_KEYS.traps:
      return seedTrapsAccount(anchor);
    case DEMO_KEYS.rupiah:
      return seedRupiahAccount(anchor);
  }
}
