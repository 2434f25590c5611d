import { describe, expect, it } from "vitest";
import { numberOf } from "../../src/response/field-names";

describe("numberOf", () => {
  it("reads what it always read: JSON numbers, signs, grouping commas and spaces, a typographic minus", () => {
    expect(numberOf(12.5)).toBe(12.5);
    expect(numberOf(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(numberOf("-1,234.50")).toBe(-1234.5);
    expect(numberOf("+12")).toBe(12);
    expect(numberOf("1 000")).toBe(1000);
    expect(numberOf("\u22125")).toBe(-5);
    expect(numberOf(".5")).toBe(0.5);
    expect(numberOf("0812345678")).toBe(812345678);
    expect(numberOf("2026-01-01")).toBeUndefined();
    expect(numberOf("abc")).toBeUndefined();
    expect(numberOf(null)).toBeUndefined();
  });

  it("reads local amounts it used to misread", () => {
    // Before: 199, 1.23456 and nothing.
    expect(numberOf("1,99")).toBe(1.99);
    expect(numberOf("1.234,56")).toBe(1234.56);
    expect(numberOf("Rp 15.000")).toBe(15000);
    expect(numberOf("1\u00a0000")).toBe(1000);
  });

  it("keeps its old reading where the text alone reads two ways", () => {
    expect(numberOf("1,500")).toBe(1500);
    expect(numberOf("15.000")).toBe(15);
  });
});
