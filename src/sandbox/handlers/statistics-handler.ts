import { statistics } from "../../catalog/actions/statistics";
import { success } from "../api-result";
import { checkDateRange, dayNamer, withinDays } from "../date-range";
import { defineHandler } from "../define-handler";
import { findGame } from "../game-catalog";
import { gameNotFound } from "../game-not-found";
import { statusAt } from "../order-timing";

export interface Totals {
  orders: number;
  successful: number;
  failed: number;
  in_progress: number;
  /** Of successful orders only (failed ones were refunded, open ones may still fail): minor units, sent as the style says. */
  revenue: number;
}

const emptyTotals = (): Totals => ({ orders: 0, successful: 0, failed: 0, in_progress: 0, revenue: 0 });

export const statisticsHandler = defineHandler(statistics, ({ from, to, game_id }, { account, now, style }) => {
  const badRange = checkDateRange(from, to);
  if (badRange) return badRange;
  if (game_id !== undefined && !findGame(game_id)) return gameNotFound(game_id);
  const totals = emptyTotals();
  const byDay = new Map<string, Totals>();
  const byGame = new Map<number, Totals>();
  const inRange = withinDays(from, to, style.dayOffsetMs);
  const dayOf = dayNamer(style.dayOffsetMs);
  const sent = (bucket: Totals): Totals => ({ ...bucket, revenue: style.money(bucket.revenue) });
  for (const order of account.orders) {
    if (!inRange(order.createdAt) || (game_id !== undefined && order.game_id !== game_id)) continue;
    const day = dayOf(order.createdAt);
    const status = statusAt(order, now);
    const dayTotals = byDay.get(day) ?? emptyTotals();
    const gameTotals = byGame.get(order.game_id) ?? emptyTotals();
    byDay.set(day, dayTotals);
    byGame.set(order.game_id, gameTotals);
    for (const bucket of [totals, dayTotals, gameTotals]) {
      bucket.orders += 1;
      if (status === "success") {
        bucket.successful += 1;
        bucket.revenue += order.price;
      } else if (status === "failed") bucket.failed += 1;
      else bucket.in_progress += 1;
    }
  }
  return success({
    from: from ?? null,
    to: to ?? null,
    game_id: game_id ?? null,
    currency: style.currency,
    totals: sent(totals),
    by_day: [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, day]) => ({ date, ...sent(day) })),
    by_game: [...byGame]
      .sort(([a], [b]) => a - b)
      .map(([id, game]) => ({ game_id: id, game_name: findGame(id)?.name ?? null, ...sent(game) })),
  });
});
