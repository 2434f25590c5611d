import { type Account, createAccount, placeOrder, settle, topUp } from "./account";
import { DEMO_KEYS } from "./demo-keys";
import { PRODUCTS } from "./game-catalog";
import { newOrderFor } from "./new-order";
import { createPrng, pick } from "./prng";
import { SPECIAL_PLAYERS } from "./special-players";

const DAY = 24 * 60 * 60_000;
const SPAN = 365 * DAY;
/** Enough entries that wallet_history?limit=50000 fills a whole page. */
export const HISTORY_LEDGER_TARGET = 52_000;
const TOP_UP = 250_000;
const TOP_UP_BELOW = 20_000;
const PLAYERS = ["123456789", "987654321", "555000111", "424242424", "31415926", "271828182"];

/**
 * A year of trading up to just before `anchor`: steady orders, a failed one now and
 * then (refunded), and a top-up whenever the balance runs low. Built with the same
 * operations as live requests, so every invariant (balance_after, refunds) holds.
 */
export function seedHistoryAccount(anchor: number): Account {
  const account = createAccount(DEMO_KEYS.history, "Demo reseller (long history)");
  const random = createPrng(20_261_122);
  const start = anchor - SPAN;
  // Spaced so the entries cover most of the year without piling up at the end.
  const step = SPAN / (HISTORY_LEDGER_TARGET * 0.975);
  let at = start;
  topUp(account, TOP_UP, at, "Opening deposit");
  for (let n = 1; account.ledger.length < HISTORY_LEDGER_TARGET; n++) {
    at = Math.min(at + Math.round(step * (0.5 + random())), anchor - 60_000);
    if (account.balance < TOP_UP_BELOW) topUp(account, TOP_UP, at, "Bank transfer");
    const item = pick(PRODUCTS, random);
    const user_id = random() < 0.03 ? SPECIAL_PLAYERS.failsFulfilment : pick(PLAYERS, random);
    const zone_id = item.game_id === 1 || item.game_id === 4 ? String(1000 + Math.floor(random() * 9000)) : undefined;
    placeOrder(
      account,
      newOrderFor(item, { user_id, zone_id, reseller_ref: `hist-${String(n).padStart(6, "0")}` }),
      at,
    );
  }
  settle(account, anchor);
  return account;
}
