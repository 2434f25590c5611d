import { describe, expect, it } from "vitest";
import { verdict } from "../../bench/verdict";

const summary = { median: 150, min: 120, max: 260, count: 5 };

describe("verdict", () => {
  it("judges a median target on the median, the limit included", () => {
    expect(verdict(summary, { limit: 150, judge: "median" })).toBe("pass");
    expect(verdict(summary, { limit: 149, judge: "median" })).toBe("fail");
  });

  it("judges a 'never' target on the worst run", () => {
    expect(verdict(summary, { limit: 200, judge: "max" })).toBe("fail");
    expect(verdict(summary, { limit: 260, judge: "max" })).toBe("pass");
  });

  it("has nothing to say without a target", () => {
    expect(verdict(summary, undefined)).toBe("none");
  });
});
