import { describe, expect, it } from "vitest";
import { MAX_POINTS, readSeries, type SeriesGroup } from "../../src/response/series";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";

const groupsOf = (body: unknown) => {
  const result = readSeries(body);
  if (!result.ok) throw new Error(`not recognised: ${result.reason}`);
  return result;
};
const values = (group: SeriesGroup | undefined, field: string) =>
  group?.series.find((one) => one.field === field)?.values;

describe("reading sales series by field name", () => {
  it("reads the sandbox's statistics: per day and per game, revenue first, ids left out", async () => {
    const app = createSandboxApp();
    const response = await app.fetch(
      new Request("https://sandbox.invalid/v1/statistics", {
        headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` },
      }),
    );
    const result = groupsOf(await response.json());
    expect(result.currency).toBe("USD");
    expect(result.groups.map((group) => [group.source, group.per])).toEqual([
      ["data.by_day", "day"],
      ["data.by_game", "game"],
    ]);
    const [days, games] = result.groups;
    expect(days?.series.map((one) => one.field)).toEqual(["revenue", "orders", "successful", "failed", "in_progress"]);
    expect(days?.series[0]?.money).toBe(true);
    expect(games?.labels).toContain("Arena of Legends");
    expect(games?.series.map((one) => one.field)).not.toContain("game_id");
    expect(values(days, "orders")?.reduce((sum, one) => sum + one, 0)).toBe(12);
  });

  it("reads a daily list with numbers as text, newest first, and puts it in date order", () => {
    const [group] = groupsOf({
      daily: [
        { day: "2026-01-03", orders: "2", revenue: "30.50" },
        { day: "2026-01-01", orders: "1", revenue: "1,000" },
      ],
    }).groups;
    expect(group?.labels).toEqual(["2026-01-01", "2026-01-03"]);
    expect(values(group, "revenue")).toEqual([1000, 30.5]);
    expect(values(group, "orders")).toEqual([1, 2]);
  });

  it("reads a map from game name to figures, whatever the names hold", () => {
    const hostile = "<script>alert(1)</script>";
    const result = groupsOf({ by_game: { "Sky Raiders": { sales: 3, revenue_cents: 297 }, [hostile]: { sales: 1 } } });
    const [group] = result.groups;
    expect(group).toMatchObject({ per: "game", labels: ["Sky Raiders", hostile] });
    expect(values(group, "revenue_cents")).toEqual([297, 0]);
    expect(values(group, "sales")).toEqual([3, 1]);
    expect(result.minorUnitsField).toBe("revenue_cents");
  });

  it("sums a 10,000-day series into months, and cuts a long list of names", () => {
    const start = Date.UTC(2000, 0, 1);
    const days = Array.from({ length: 10_000 }, (_, index) => ({
      date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      orders: 1,
    }));
    const [group] = groupsOf(days).groups;
    expect(group).toMatchObject({ per: "month", reduced: "summed", read: 10_000 });
    expect(group?.labels[0]).toBe("2000-01");
    expect(values(group, "orders")?.[0]).toBe(31);
    expect(values(group, "orders")?.reduce((sum, one) => sum + one, 0)).toBe(10_000);
    expect(group?.labels.length).toBeLessThanOrEqual(MAX_POINTS);

    const names = Array.from({ length: 1000 }, (_, index) => ({ name: `Item ${index}`, count: index }));
    const [cut] = groupsOf({ data: names }).groups;
    expect(cut).toMatchObject({ per: "item", reduced: "cut", read: 1000 });
    expect(cut?.labels).toHaveLength(MAX_POINTS);
  });

  it("says plainly when there is nothing to chart", () => {
    expect(readSeries({ data: { balance: 1 } })).toEqual({ ok: false, reason: "no-records" });
    expect(readSeries({ data: [{ date: "2026-01-01", note: "quiet" }] })).toEqual({ ok: false, reason: "no-numbers" });
    expect(readSeries({ by_day: [] })).toMatchObject({ ok: false });
    expect(readSeries([])).toMatchObject({ ok: false });
  });
});
