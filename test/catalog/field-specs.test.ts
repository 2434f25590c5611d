import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { getAction } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";

describe("fieldSpecs", () => {
  it("derives the order form: kinds, labels, required and optional", () => {
    expect(fieldSpecs(getAction("create_order").params)).toEqual([
      {
        name: "product_id",
        kind: "integer",
        label: "Product ID",
        description: "The package to buy.",
        required: true,
        placeholder: "101",
        min: 1,
      },
      {
        name: "user_id",
        kind: "digits",
        label: "Player user ID",
        description: "The player's account id in the game. Sent as a JSON string.",
        required: true,
        placeholder: "123456789",
      },
      {
        name: "zone_id",
        kind: "digits",
        label: "Zone ID",
        description: "The player's server or zone, sent as a JSON string. Left out when empty.",
        required: false,
        placeholder: "2001",
      },
      {
        name: "reseller_ref",
        kind: "text",
        label: "Your reference",
        description: "Your own reference for this order. A fresh one is filled in for every attempt.",
        required: true,
        placeholder: "ref-20261122-a1b2c3",
      },
    ]);
  });

  it("reads dates and an upper bound", () => {
    const specs = fieldSpecs(getAction("wallet_history").params);
    expect(specs.map((spec) => [spec.name, spec.kind, spec.required, spec.max])).toEqual([
      ["page", "integer", false, undefined],
      ["limit", "integer", false, 50000],
      ["from", "date", false, undefined],
      ["to", "date", false, undefined],
    ]);
  });

  it("returns no fields for an action without parameters", () => {
    expect(fieldSpecs(getAction("balance").params)).toEqual([]);
  });

  it("offers the values of an enum and a boolean as choices", () => {
    const specs = fieldSpecs(z.object({ status: z.enum(["pending", "success"]), paid: z.optional(z.boolean()) }));
    expect(specs.map((spec) => [spec.name, spec.kind, spec.options])).toEqual([
      ["status", "choice", ["pending", "success"]],
      ["paid", "boolean", undefined],
    ]);
  });

  it("falls back to JSON with a warning for a shape it does not know, without throwing", () => {
    const specs = fieldSpecs(z.object({ tags: z.array(z.string()), when: z.date() }));
    expect(specs.map((spec) => [spec.name, spec.kind, Boolean(spec.warning)])).toEqual([
      ["tags", "json", true],
      ["when", "json", true],
    ]);
  });
});
