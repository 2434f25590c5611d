import { describe, expect, it } from "vitest";
import { formatValue } from "../../bench/format-value";

type Unit = Parameters<typeof formatValue>[1];

describe("formatValue", () => {
  it.each<[string, Unit, [number, string][]]>([
    [
      "bytes in decimal kB below a million, MB from there",
      "bytes",
      [
        [128_052, "128.1 kB"],
        [999_949, "999.9 kB"],
        [1_000_000, "1.00 MB"],
        [12_489_390, "12.49 MB"],
      ],
    ],
    [
      "milliseconds rounded",
      "ms",
      [
        [633.5, "634 ms"],
        [0, "0 ms"],
      ],
    ],
    [
      "a task figure of 0 as no task of 50 ms or more",
      "task",
      [
        [0, "< 50 ms"],
        [5126.4, "5126 ms"],
      ],
    ],
    [
      "a ratio to two places, as a multiple",
      "ratio",
      [
        [1.234, "1.23×"],
        [0.5, "0.50×"],
      ],
    ],
    [
      "a count as a whole number",
      "count",
      [
        [53, "53"],
        [52.5, "53"],
      ],
    ],
  ])("shows %s", (_, unit, cases) => {
    expect(cases.map(([value]) => formatValue(value, unit))).toEqual(cases.map(([, text]) => text));
  });
});
