import { describe, expect, it } from "vitest";
import { productList, productListOf } from "../../src/batch/product-list";

describe("productListOf", () => {
  it("reads lists already read as productList reads their bodies", () => {
    const packages = { data: [{ product_id: 201, game_id: 2, price: 0.99 }] };
    const games = { data: [{ game_id: 2, name: "Sky Raiders" }] };
    const fromBodies = productList(packages, games);
    const fromLists = productListOf(
      { ok: true, options: [{ id: " 201 ", gameId: "2", price: "0.99" }], source: "data" },
      { ok: true, options: [{ id: "2", name: "Sky Raiders" }], source: "data" },
    );
    expect([...fromLists.products.keys()]).toEqual([...fromBodies.products.keys()]);
    expect(fromLists.games.map((game) => game.name)).toEqual(["Sky Raiders"]);
  });

  it("keeps why a list could not be had, so products are left to the API", () => {
    const list = productListOf({ ok: false, why: { kind: "html" }, reason: "html" }, undefined);
    expect(list.packagesProblem).toEqual({ kind: "html" });
    expect(list.products.size).toBe(0);
    expect(list.gamesProblem).toBeUndefined();
  });
});
