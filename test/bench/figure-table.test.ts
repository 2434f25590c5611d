import { describe, expect, it } from "vitest";
import { figureTable } from "../../bench/figure-table";
import type { Figure } from "../../bench/figures";

const figure = (fields: Omit<Figure, "read">): Figure => ({ ...fields, read: () => 0 });

describe("figureTable", () => {
  it("prints median, min, max, the target and the mark", () => {
    const table = figureTable([
      {
        figure: figure({
          key: "g",
          label: "Initial JS+CSS (gzip)",
          unit: "bytes",
          target: { limit: 100_000, judge: "median" },
        }),
        summary: { median: 128_052, min: 128_052, max: 128_100, count: 5 },
      },
      {
        figure: figure({ key: "t", label: "Longest task, load", unit: "task", target: { limit: 200, judge: "max" } }),
        summary: { median: 0, min: 0, max: 117, count: 5 },
      },
      {
        figure: figure({ key: "p", label: "  fetch → last byte", unit: "ms" }),
        summary: { median: 343.4, min: 301, max: 385, count: 5 },
      },
    ]);
    expect(table).toBe(
      [
        "figure                   median       min       max  target",
        "---------------------  --------  --------  --------  ------------------  ----",
        "Initial JS+CSS (gzip)  128.1 kB  128.1 kB  128.1 kB  ≤ 100.0 kB          FAIL",
        "Longest task, load      < 50 ms   < 50 ms    117 ms  ≤ 200 ms every run  pass",
        "  fetch → last byte      343 ms    301 ms    385 ms",
      ].join("\n"),
    );
  });
});
