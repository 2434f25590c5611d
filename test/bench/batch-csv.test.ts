import { describe, expect, it } from "vitest";
import { batchCsv } from "../../bench/batch-csv";
import { parseSheet } from "../../src/batch/parse-sheet";

const PRODUCTS = [
  { productId: 101, gameId: 1, needsZone: true },
  { productId: 102, gameId: 1, needsZone: true },
  { productId: 201, gameId: 2, needsZone: false },
];

describe("batchCsv", () => {
  it("writes the rows asked for, the same every time, readable as a batch file", () => {
    const file = batchCsv(PRODUCTS, 1000, 10);
    expect(file).toEqual(batchCsv(PRODUCTS, 1000, 10));
    const parsed = parseSheet(file.csv);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(1000);
    expect(parsed.rows[0]?.cells).toEqual({
      product_id: "101",
      user_id: "700000001",
      zone_id: "2001",
      reseller_ref: "bench-1",
    });
  });

  it("uses as many players as asked, each in one game, with a zone only where the game needs one", () => {
    const { rows } = parseSheet(batchCsv(PRODUCTS, 1000, 10).csv);
    const players = new Set(rows.map(({ cells }) => `${cells.user_id}|${cells.zone_id}`));
    expect(players.size).toBe(10);
    for (const { cells } of rows) {
      expect(cells.zone_id === "").toBe(cells.product_id === "201");
    }
    expect(new Set(rows.map(({ cells }) => cells.reseller_ref)).size).toBe(1000);
  });

  it("goes through each game's packages before repeating a top-up", () => {
    const { rows } = parseSheet(batchCsv(PRODUCTS, 30, 10).csv);
    const topUps = rows.map(({ cells }) => `${cells.product_id}|${cells.user_id}|${cells.zone_id}`);
    // Players 0, 2, … play game 1 (two packages), 1, 3, … game 2 (one): 5 × 2 + 5 × 1 distinct.
    expect(new Set(topUps).size).toBe(15);
  });
});
