import { describe, expect, it } from "vitest";
import type { Totals } from "../../src/sandbox/handlers/statistics-handler";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { dataOf, errorOf, orderBody, sandbox } from "./sandbox-kit";

interface Stats {
  totals: Totals;
  by_day: (Totals & { date: string })[];
  by_game: (Totals & { game_id: number; game_name: string })[];
  [key: string]: unknown;
}

async function todaysSales() {
  const box = sandbox();
  await box.post("/v1/orders", orderBody({ reseller_ref: "a" }));
  await box.post("/v1/orders", orderBody({ product_id: 201, zone_id: undefined, reseller_ref: "b" }));
  await box.post(
    "/v1/orders",
    orderBody({ product_id: 202, user_id: SPECIAL_PLAYERS.failsFulfilment, reseller_ref: "c" }),
  );
  return box;
}

describe("statistics", () => {
  it("counts only successful orders as revenue, and open ones as in progress", async () => {
    const box = await todaysSales();
    const open = await dataOf<Stats>(await box.get("/v1/statistics?from=2026-11-22&to=2026-11-22"));
    expect(open.totals).toEqual({ orders: 3, successful: 0, failed: 0, in_progress: 3, revenue: 0 });
    box.clock.advance(15_000);
    const done = await dataOf<Stats>(await box.get("/v1/statistics?from=2026-11-22&to=2026-11-22"));
    expect(done).toEqual({
      from: "2026-11-22",
      to: "2026-11-22",
      game_id: null,
      currency: "USD",
      totals: { orders: 3, successful: 2, failed: 1, in_progress: 0, revenue: 2.48 },
      by_day: [{ date: "2026-11-22", orders: 3, successful: 2, failed: 1, in_progress: 0, revenue: 2.48 }],
      by_game: [
        {
          game_id: 1,
          game_name: "Arena of Legends",
          orders: 1,
          successful: 1,
          failed: 0,
          in_progress: 0,
          revenue: 1.49,
        },
        { game_id: 2, game_name: "Sky Raiders", orders: 2, successful: 1, failed: 1, in_progress: 0, revenue: 0.99 },
      ],
    });
  });

  it("filters by game_id", async () => {
    const box = await todaysSales();
    box.clock.advance(15_000);
    const game2 = await dataOf<Stats>(await box.get("/v1/statistics?from=2026-11-22&game_id=2"));
    expect(game2.totals).toEqual({ orders: 2, successful: 1, failed: 1, in_progress: 0, revenue: 0.99 });
    expect(game2.by_game.map((game) => game.game_id)).toEqual([2]);
  });

  it("covers all time without dates: the seeded orders plus today's", async () => {
    const box = await todaysSales();
    box.clock.advance(15_000);
    const all = await dataOf<Stats>(await box.get("/v1/statistics"));
    // Seed: 12 orders over the last 10 days, one failed ($0.99 refunded), $67.39 earned; today $2.48.
    expect(all.totals).toEqual({ orders: 15, successful: 13, failed: 2, in_progress: 0, revenue: 69.87 });
    expect(all.by_day.map((day) => day.date)).toEqual([...all.by_day.map((day) => day.date)].sort());
    // Each day's figure is its own cents in dollars: summed in cents, they make the total.
    const summed = all.by_day.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0);
    expect(summed).toBe(6987);
  });

  it("answers an unknown game with 404 GAME_NOT_FOUND", async () => {
    const response = await sandbox().get("/v1/statistics?game_id=77");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("GAME_NOT_FOUND");
  });
});
