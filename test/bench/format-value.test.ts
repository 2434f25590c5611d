import { describe, expect, it } from "vitest";
import { formatValue } from "../../bench/format-value";

describe("formatValue", () => {
  it("shows bytes in decimal kB below a million, MB from there", () => {
    expect(formatValue(128_052, "bytes")).toBe("128.1 kB");
    expect(formatValue(999_949, "bytes")).toBe("999.9 kB");
    expect(formatValue(1_000_000, "bytes")).toBe("1.00 MB");
    expect(formatValue(12_489_390, "bytes")).toBe("12.49 MB");
  });

  it("rounds milliseconds", () => {
    expect(formatValue(633.5, "ms")).toBe("634 ms");
    expect(formatValue(0, "ms")).toBe("0 ms");
  });

  it("says a task figure of 0 means no task of 50 ms or more", () => {
    expect(formatValue(0, "task")).toBe("< 50 ms");
    expect(formatValue(5126.4, "task")).toBe("5126 ms");
  });

  it("shows a ratio to two places, as a multiple", () => {
    expect(formatValue(1.234, "ratio")).toBe("1.23×");
    expect(formatValue(0.5, "ratio")).toBe("0.50×");
  });

  it("shows a count as a whole number", () => {
    expect(formatValue(53, "count")).toBe("53");
    expect(formatValue(52.5, "count")).toBe("53");
  });
});
