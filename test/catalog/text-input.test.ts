import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { fromText, textInputSchema } from "../../src/catalog/text-input";

describe("fromText", () => {
  it("reads empty text as left out", () => {
    expect(fromText("integer", "")).toBeUndefined();
    expect(fromText("text", "   ")).toBeUndefined();
  });

  it("turns numeric text into a number and keeps anything else for the schema to reject", () => {
    expect(fromText("integer", " 42 ")).toBe(42);
    expect(fromText("integer", "4x2")).toBe("4x2");
  });

  it("keeps digit strings as strings, leading zeros included", () => {
    expect(fromText("digits", "007")).toBe("007");
  });

  it("parses JSON where it can", () => {
    expect(fromText("json", "[1,2]")).toEqual([1, 2]);
    expect(fromText("json", "[1,")).toBe("[1,");
  });
});

describe("textInputSchema", () => {
  const order = textInputSchema(getAction("create_order").params);

  it("gives the typed parameters for valid text", () => {
    expect(order.parse({ product_id: "101", user_id: "0123", zone_id: "", reseller_ref: "r-1" })).toEqual({
      product_id: 101,
      user_id: "0123",
      reseller_ref: "r-1",
    });
  });

  it("reports each wrong field with its own message", () => {
    const result = order.safeParse({ product_id: "1.5", user_id: "12 3", zone_id: "x", reseller_ref: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["product_id", "Enter a whole number"],
      ["user_id", "Digits only (0-9), no spaces or signs"],
      ["zone_id", "Digits only (0-9), no spaces or signs"],
      ["reseller_ref", "Required"],
    ]);
  });
});
