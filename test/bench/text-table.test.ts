import { describe, expect, it } from "vitest";
import { textTable } from "../../bench/text-table";

describe("textTable", () => {
  it("pads columns to their widest cell, aligned as asked, with a rule under the header", () => {
    const table = textTable(
      ["figure", "median", "mark"],
      [
        ["Interactive", "634 ms", "FAIL"],
        ["Longest task", "< 50 ms", ""],
      ],
      ["left", "right", "left"],
    );
    expect(table).toBe(
      [
        "figure         median  mark",
        "------------  -------  ----",
        "Interactive    634 ms  FAIL",
        "Longest task  < 50 ms",
      ].join("\n"),
    );
  });
});
