import { describe, expect, it } from "vitest";
import { ticks } from "../../src/ui/charts/value-grid";

describe("the chart's value axis", () => {
  it("runs in round steps from at or below the lowest value to at or above the highest", () => {
    expect(ticks(0, 2347)).toEqual([0, 1000, 2000, 3000]);
    expect(ticks(0, 1499)).toEqual([0, 500, 1000, 1500]);
    expect(ticks(-120, 80)).toEqual([-150, -100, -50, 0, 50, 100]);
    expect(ticks(0, 0)).toEqual([0]);
    expect(ticks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});
