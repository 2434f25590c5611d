import { describe, expect, it } from "vitest";
import { median, summarize } from "../../bench/stats";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([5, 1, 4, 2, 3])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it("averages the two middle values of an even count", () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it("sorts numerically, not as text", () => {
    expect(median([100, 9, 20])).toBe(20);
  });

  it("leaves its input unsorted", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow("median of no values");
  });
});

describe("summarize", () => {
  it("gives median, min, max and count", () => {
    expect(summarize([612, 598, 640, 605, 1210])).toEqual({ median: 612, min: 598, max: 1210, count: 5 });
  });

  it("refuses a value that is not a finite number", () => {
    expect(() => summarize([1, Number.NaN, 3])).toThrow("not a finite number in [1, NaN, 3]");
  });
});
