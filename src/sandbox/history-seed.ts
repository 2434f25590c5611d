import { type Account, createAccount, type LedgerType } from "./account";
import { DEMO_KEYS } from "./demo-keys";
import { DAY } from "./durations";
import { needsZone, PRODUCTS } from "./game-catalog";
import { createHistoryColumns, historyRecords, LEDGER_TYPES, TOP_UP_NOTES, type TopUpNote } from "./history-records";
import { failureTime } from "./order-timing";
import { createPrng, pick } from "./prng";
import { fulfilmentFails, SPECIAL_PLAYERS } from "./special-players";

const SPAN = 365 * DAY;
/** Enough entries that wallet_history?limit=50000 fills a whole page. */
export const HISTORY_LEDGER_TARGET = 52_000;
const TOP_UP = 250_000;
const TOP_UP_BELOW = 20_000;
const REGULARS = ["123456789", "987654321", "555000111", "424242424", "31415926", "271828182"];
const PLAYERS = [...REGULARS, SPECIAL_PLAYERS.failsFulfilment];

const refOf = (index: number) => `hist-${String(index + 1).padStart(6, "0")}`;
const REF = /^hist-(\d+)$/;
const indexOfRef = (ref: string) => Number(REF.exec(ref)?.[1] ?? 0) - 1;

/**
 * A year of trading up to just before `anchor`: steady orders, a failed one now and then
 * (refunded), and a top-up whenever the balance runs low. It keeps the rules of topUp,
 * placeOrder and settle (a test replays it through them) but writes typed columns instead of
 * objects, so it costs a few milliseconds and a record is built only when it is read.
 */
export function seedHistoryAccount(anchor: number): Account {
  // Every order adds an entry, so orders stay under the target; the last refunds may pass it.
  const columns = createHistoryColumns(HISTORY_LEDGER_TARGET, HISTORY_LEDGER_TARGET + 1_000);
  let balance = 0;
  const entry = (type: LedgerType, amount: number, order: number, at: number, note?: TopUpNote) => {
    const row = columns.entries++;
    if (row >= columns.entryAt.length) throw new Error("The history seed outgrew its columns");
    balance += amount;
    columns.entryAt[row] = at;
    columns.entryType[row] = LEDGER_TYPES.indexOf(type);
    columns.amount[row] = amount;
    columns.balanceAfter[row] = balance;
    columns.entryOrder[row] = order;
    columns.note[row] = note === undefined ? 0 : TOP_UP_NOTES.indexOf(note);
  };
  // Orders that will fail, oldest first; those from `settled` on are not refunded yet.
  const failing: { order: number; price: number; failsAt: number }[] = [];
  let settled = 0;
  const settle = (now: number) => {
    for (let next = failing[settled]; next && next.failsAt <= now; next = failing[settled]) {
      settled += 1;
      entry("refund", next.price, next.order, next.failsAt);
    }
  };

  const random = createPrng(20_261_122);
  // Spaced so the entries cover most of the year without piling up at the end.
  const step = SPAN / (HISTORY_LEDGER_TARGET * 0.975);
  let at = anchor - SPAN;
  entry("top_up", TOP_UP, -1, at, "Opening deposit");
  while (columns.entries < HISTORY_LEDGER_TARGET) {
    at = Math.min(at + Math.round(step * (0.5 + random())), anchor - 60_000);
    if (balance < TOP_UP_BELOW) entry("top_up", TOP_UP, -1, at, "Bank transfer");
    const item = pick(PRODUCTS, random);
    const userId = random() < 0.03 ? SPECIAL_PLAYERS.failsFulfilment : pick(REGULARS, random);
    const zone = needsZone(item) ? 1000 + Math.floor(random() * 9000) : 0;
    // As placeOrder: the refunds due by now first, then the order and its debit.
    settle(at);
    const order = columns.orders++;
    columns.orderAt[order] = at;
    columns.product[order] = PRODUCTS.indexOf(item);
    columns.player[order] = PLAYERS.indexOf(userId);
    columns.zone[order] = zone;
    const failsAt = failureTime(at, fulfilmentFails(userId));
    if (failsAt !== null) failing.push({ order, price: item.price, failsAt });
    entry("debit", -item.price, order, at);
  }
  settle(anchor);
  // Seeded orders are read-only rows: one still waiting for its refund would never get it.
  if (settled < failing.length) throw new Error("The history seed must settle every failed order before anchor");
  return createAccount(
    DEMO_KEYS.history,
    "Demo reseller (long history)",
    historyRecords(columns, PLAYERS, refOf, indexOfRef),
  );
}
