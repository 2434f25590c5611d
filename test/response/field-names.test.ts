import { describe, expect, it } from "vitest";
import { fieldFor, textOf, truthy, valueFor } from "../../src/response/field-names";

describe("finding a concept by field name", () => {
  it("knows a field however it is spelled", () => {
    for (const key of ["product_id", "productId", "ProductID", "Product ID", "product-id"]) {
      expect(fieldFor({ [key]: 1 }, "productId")).toBe(key);
    }
  });

  it("prefers the most specific name", () => {
    expect(fieldFor({ code: "x", product_id: "y" }, "productId")).toBe("product_id");
  });

  it("reads a bare id only for the concept the list is about", () => {
    expect(valueFor({ id: 7, name: "Diamonds" }, "productId", "productId")).toBe("7");
    expect(valueFor({ id: 7, name: "Diamonds" }, "gameId", "productId")).toBeUndefined();
  });

  it("reads numbers sent as strings and strings sent as numbers alike, and nothing else", () => {
    expect(valueFor({ price: "15000" }, "price")).toBe("15000");
    expect(valueFor({ price: 15000 }, "price")).toBe("15000");
    expect(valueFor({ price: { value: 1 } }, "price")).toBeUndefined();
    expect(valueFor("not a record", "price")).toBeUndefined();
    expect(textOf("  ")).toBeUndefined();
    expect(textOf(Number.NaN)).toBeUndefined();
  });

  it("reads yes/no as JSON may spell it", () => {
    expect([true, 1, "yes", "TRUE", "required"].map(truthy)).toEqual([true, true, true, true, true]);
    expect([false, 0, "no", "", null].map(truthy)).toEqual([false, false, false, false, false]);
  });
});
